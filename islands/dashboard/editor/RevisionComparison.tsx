/**
 * The revision shown in the revisions dialog, compared word by word (decision 084) with the revision before it
 * (at first, when there is one), the editor's text now, or any other revision; or shown as it was (at first, for
 * the oldest).
 */
import { useEffect, useId, useState } from 'react';
import { writingRoomCopy as copy } from '#content/post-editor.ts';
import { callApi } from '#islands/api/api-client.ts';
import type { ComparedText } from '#shared/word-diff.ts';
import { WordDiff } from '../editor-core/WordDiff.tsx';

export interface RevisionSummary {
  id: number;
  title: string;
  authorName: string | null;
  createdAt: string;
  wordsAdded: number;
  wordsRemoved: number;
}

export interface Revision extends RevisionSummary {
  slug: string;
  excerpt: string;
  content: string;
}

/** 'none', 'previous', 'current' or a revision's id. */
type Compared = string;

interface RevisionComparisonProps {
  postId: number;
  shown: Revision;
  /** Newest first, as the list shows them. */
  list: RevisionSummary[];
  formatTime: (iso: string) => string;
  /** What the editor holds now. */
  currentText: () => Promise<ComparedText>;
}

export function RevisionComparison({ postId, shown, list, formatTime, currentText }: RevisionComparisonProps) {
  const selectId = useId();
  const previous = list[list.findIndex((revision) => revision.id === shown.id) + 1];
  const [compared, setCompared] = useState<Compared>(previous ? 'previous' : 'none');
  const [other, setOther] = useState<{ key: Compared; text: ComparedText } | null>(null);

  useEffect(() => {
    let current = true;
    setOther(null);
    const otherId = compared === 'previous' ? previous?.id : Number(compared);
    const load = async (): Promise<ComparedText | null> => {
      if (compared === 'none') return null;
      if (compared === 'current') return currentText();
      const answer = await callApi<Revision>('GET', `/api/admin/blog/${postId}/revisions/${otherId}`).catch(() => null);
      return answer?.ok ? answer.data : null;
    };
    void load().then((text) => {
      if (current && text) setOther({ key: compared, text });
    });
    return () => {
      current = false;
    };
    // currentText is read once per choice: the comparison is of the text as it was when chosen.
  }, [compared, postId, previous?.id]);

  const shownName = copy.compareRevision(formatTime(shown.createdAt));
  const otherRevision = list.find((revision) => String(revision.id) === compared) ?? (compared === 'previous' ? previous : undefined);
  // Older first: a revision against the text now, or the earlier of two revisions against the later.
  const shownIsOlder = compared === 'current' || (otherRevision !== undefined && otherRevision.id > shown.id);
  const otherName = compared === 'current' ? copy.compareCurrent.toLowerCase() : copy.compareRevision(formatTime(otherRevision?.createdAt ?? shown.createdAt));

  return (
    <article aria-label={shown.title}>
      <div className="field">
        <label className="field-label" htmlFor={selectId}>
          {copy.compareWith}
        </label>
        <select id={selectId} className="dashboard-select" value={compared} onChange={(event) => setCompared(event.target.value)}>
          <option value="none">{copy.compareNothing}</option>
          {previous && <option value="previous">{copy.comparePrevious}</option>}
          <option value="current">{copy.compareCurrent}</option>
          {list
            .filter((revision) => revision.id !== shown.id && revision.id !== previous?.id)
            .map((revision) => (
              <option key={revision.id} value={String(revision.id)}>
                {copy.compareRevision(formatTime(revision.createdAt))}
              </option>
            ))}
        </select>
      </div>
      {compared === 'none' && (
        <>
          <h3>{shown.title}</h3>
          {/* Sanitized by the server with the post allowlists. */}
          <div className="revision-excerpt" dangerouslySetInnerHTML={{ __html: shown.excerpt }} />
          <div className="post-content" dangerouslySetInnerHTML={{ __html: shown.content }} />
        </>
      )}
      {compared !== 'none' && other?.key !== compared && <p role="status">{copy.compareLoading}</p>}
      {compared !== 'none' && other?.key === compared && (
        <WordDiff
          older={shownIsOlder ? shown : other.text}
          newer={shownIsOlder ? other.text : shown}
          olderName={shownIsOlder ? shownName : otherName}
          newerName={shownIsOlder ? otherName : shownName}
          copy={copy.diff}
        />
      )}
    </article>
  );
}
