/**
 * A modal confirmation on the native <dialog> (showModal gives the focus trap,
 * Escape and the inert page): focus starts on Cancel and returns to the
 * button that opened it.
 */
import { useId, useRef, type ReactNode } from 'react';
import { postsCopy } from '#content/dashboard.ts';
import { useModalDialog } from '../use-modal-dialog.ts';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ title, children, confirmLabel, pendingLabel, pending, onConfirm, onCancel }: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const modal = useModalDialog({ focusFirst: () => cancel.current?.focus(), onEscape: pending ? undefined : onCancel });

  return (
    <dialog {...modal.props} className="confirm-dialog" aria-labelledby={titleId} aria-describedby={descriptionId}>
      <h2 id={titleId}>{title}</h2>
      <div id={descriptionId}>{children}</div>
      <div className="dialog-actions">
        <button ref={cancel} type="button" className="button button-secondary" onClick={onCancel} disabled={pending}>
          {postsCopy.cancel}
        </button>
        <button type="button" className="button button-danger" onClick={onConfirm} disabled={pending}>
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
