/**
 * Two versions of a document's text compared word by word (shared/word-diff.ts, decision 084): each changed field
 * under its name, the words added in <ins> and the removed in <del>, marked by underline and strike-through as well
 * as colour, and named for screen readers ("added", "removed"), which do not announce <ins> and <del> themselves.
 * Any editor of this kind shows it: the revisions dialog and the conflict dialog of the post editor use it.
 */
import { diffDocuments, type ComparedText, type DiffPart } from '#shared/word-diff.ts';
import './word-diff.css';

export interface WordDiffCopy {
  /** The field names as shown. */
  fields: Record<keyof ComparedText, string>;
  added: string;
  removed: string;
  same: string;
  /** What the older and the newer version are, e.g. "Revision of Jan 5" and "Your text". */
  legend: (older: string, newer: string) => string;
}

interface WordDiffProps {
  older: ComparedText;
  newer: ComparedText;
  olderName: string;
  newerName: string;
  copy: WordDiffCopy;
}

export function WordDiff({ older, newer, olderName, newerName, copy }: WordDiffProps) {
  const fields = diffDocuments(older, newer);
  return (
    <div className="word-diff">
      <p className="word-diff-legend">
        {copy.legend(olderName, newerName)} <ins>{copy.added}</ins> <del>{copy.removed}</del>
      </p>
      {fields.length === 0 && <p>{copy.same}</p>}
      {fields.map(({ field, parts }) => (
        <section key={field} className="word-diff-field" aria-label={copy.fields[field]}>
          <h4>{copy.fields[field]}</h4>
          <DiffText parts={parts} added={copy.added} removed={copy.removed} />
        </section>
      ))}
    </div>
  );
}

/** One field's words, the added in <ins> and the removed in <del>, each named for screen readers. */
export function DiffText({ parts, added, removed }: { parts: DiffPart[]; added: string; removed: string }) {
  return (
    <p className="word-diff-text">
      {parts.map((part, index) =>
        part.change === 'same' ? (
          part.text
        ) : part.change === 'added' ? (
          <ins key={index}>
            <span className="visually-hidden">[{added}: </span>
            {part.text}
            <span className="visually-hidden">]</span>
          </ins>
        ) : (
          <del key={index}>
            <span className="visually-hidden">[{removed}: </span>
            {part.text}
            <span className="visually-hidden">]</span>
          </del>
        ),
      )}
    </p>
  );
}
