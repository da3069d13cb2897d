/**
 * After a conflict (another tab or person saved the post since this tab last did): the version saved elsewhere
 * against this tab's text, word by word, with "Keep mine", which saves this tab's text over it, and "Reload",
 * which takes the saved one (decision 084). A native modal <dialog>; Escape or Close leave everything as it was.
 */
import { useEffect, useId, useState } from 'react';
import { writingRoomCopy as copy } from '#content/post-editor.ts';
import { toast } from '#islands/toast/toast.ts';
import type { ComparedText } from '#shared/word-diff.ts';
import type { DocumentSave, StoredDocument } from '../editor-core/use-document-save.ts';
import { WordDiff } from '../editor-core/WordDiff.tsx';
import type { DashboardPost, PendingChange } from '../posts/post-types.ts';
import { useModalDialog } from '../use-modal-dialog.ts';

type Stored<S, P> = { saved: S; pending: P | null };

interface ConflictDialogProps<S extends StoredDocument, P> {
  save: Pick<DocumentSave<S, P>, 'loadStored' | 'keepMine'>;
  /** What this tab holds now. */
  currentText: () => Promise<ComparedText>;
  onClose: () => void;
  /** The stored version as words to compare (another editor than the post's: the page editor). */
  storedText?: (stored: Stored<S, P>) => ComparedText;
  /** The explanation above the comparison, when not the post's. */
  explain?: string;
}

/** What a visitor or the editor would see of the stored post: a public post's pending change, else the post. */
const storedPostText = ({ saved, pending }: Stored<DashboardPost, PendingChange>): ComparedText => (saved.status !== 'draft' && pending ? pending : saved);

export function ConflictDialog<S extends StoredDocument = DashboardPost, P = PendingChange>({
  save,
  currentText,
  onClose,
  storedText = storedPostText as unknown as (stored: Stored<S, P>) => ComparedText,
  explain = copy.conflictExplain,
}: ConflictDialogProps<S, P>) {
  const headingId = useId();
  const [compared, setCompared] = useState<{ stored: Stored<S, P>; mine: ComparedText } | null>(null);
  const [failed, setFailed] = useState(false);
  const [keeping, setKeeping] = useState(false);

  const close = () => {
    modal.ref.current?.close();
    onClose();
  };
  const modal = useModalDialog({ onEscape: close });

  useEffect(() => {
    void (async () => {
      const [stored, mine] = await Promise.all([save.loadStored(), currentText()]);
      if (stored) setCompared({ stored, mine });
      else setFailed(true);
    })();
    // Loaded once, when the dialog opens.
  }, []);

  async function keepMine() {
    if (!compared || keeping) return;
    setKeeping(true);
    const saved = await save.keepMine(compared.stored);
    setKeeping(false);
    if (!saved) {
      toast({ title: copy.keepMineFailed, variant: 'destructive' });
      return;
    }
    close();
    toast({ title: copy.keptMine });
  }

  return (
    <dialog {...modal.props} className="editor-dialog conflict-dialog" aria-labelledby={headingId}>
      <div className="editor-dialog-header">
        <h2 id={headingId}>{copy.conflictHeading}</h2>
        <button type="button" className="button button-secondary button-small" onClick={close}>
          {copy.close}
        </button>
      </div>
      <div className="conflict-dialog-body">
        <p>{explain}</p>
        {!compared && !failed && <p role="status">{copy.compareLoading}</p>}
        {failed && (
          <p role="alert">
            {copy.loadFailed}: {copy.offline}
          </p>
        )}
        {compared && <WordDiff older={storedText(compared.stored)} newer={compared.mine} olderName={copy.theirs} newerName={copy.mine} copy={copy.diff} />}
        <div className="conflict-dialog-actions">
          <button type="button" className="button button-primary button-small" onClick={() => void keepMine()} disabled={!compared || keeping}>
            {keeping ? copy.keepingMine : copy.keepMine}
          </button>
          <button type="button" className="button button-secondary button-small" onClick={() => window.location.reload()}>
            {copy.reload}
          </button>
        </div>
      </div>
    </dialog>
  );
}
