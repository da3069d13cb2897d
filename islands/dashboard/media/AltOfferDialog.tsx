/**
 * Saving a new alt text that posts use otherwise (docs/product/media.md#one-alt-text): a modal <dialog> lists
 * those posts, each ticked, with what it says now; "Save and apply" saves the library's alt text and puts it in
 * the ticked posts in one request, "Save in the library only" leaves the posts as they are. Cancel or Escape
 * saves nothing. Focus starts on the first post and returns to the Save button.
 */
import { useId, useState } from 'react';
import { mediaLibraryCopy as copy } from '#content/media-library.ts';
import type { MediaAltInPost } from '#shared/media.ts';
import { useModalDialog } from '../use-modal-dialog.ts';

interface AltOfferDialogProps {
  alt: string;
  posts: MediaAltInPost[];
  /** Saves with these posts (none: the library only); resolves with an error message, or null when saved. */
  onSave: (applyTo: number[]) => Promise<string | null>;
  onCancel: () => void;
}

function statusNote(post: MediaAltInPost): string[] {
  const notes = post.status === 'published' ? [copy.offerLive] : post.status === 'scheduled' ? [copy.offerScheduled] : [];
  return post.pendingChange ? [...notes, copy.offerPending] : notes;
}

export function AltOfferDialog({ alt, posts, onSave, onCancel }: AltOfferDialogProps) {
  const titleId = useId();
  const introId = useId();
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(posts.map((post) => post.id)));
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const modal = useModalDialog({
    focusFirst: (dialog) => dialog.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus(),
    onEscape: pending ? undefined : onCancel,
  });

  async function save(applyTo: number[]) {
    setPending(true);
    setError(null);
    const failed = await onSave(applyTo);
    setPending(false);
    if (failed !== null) setError(failed);
  }

  const toggle = (id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <dialog {...modal.props} className="confirm-dialog alt-offer-dialog" aria-labelledby={titleId} aria-describedby={introId}>
      <h2 id={titleId}>{copy.offerHeading}</h2>
      <p id={introId}>{copy.offerIntro(alt)}</p>
      <ul className="alt-offer-posts">
        {posts.map((post) => (
          <li key={post.id}>
            <label>
              <input type="checkbox" checked={chosen.has(post.id)} disabled={pending} onChange={(event) => toggle(post.id, event.target.checked)} />{' '}
              <span className="alt-offer-title">{post.title}</span>
            </label>
            <span className="media-hint">{copy.offerNow(post.alts.map(copy.postAlt).join(', '))}</span>
            {statusNote(post).map((note) => (
              <span key={note} className="media-hint">
                {note}
              </span>
            ))}
          </li>
        ))}
      </ul>
      <p className="media-hint">{copy.offerRevision}</p>
      {error && <p role="alert">{error}</p>}
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={pending}>
          {copy.cancel}
        </button>
        <button type="button" className="button button-secondary" onClick={() => void save([])} disabled={pending}>
          {copy.offerLibraryOnly}
        </button>
        <button type="button" className="button button-primary alt-offer-apply" onClick={() => void save([...chosen])} disabled={pending}>
          {pending ? copy.altSaving : copy.offerApply(chosen.size)}
        </button>
      </div>
    </dialog>
  );
}
