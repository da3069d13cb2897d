/** The question before a newsletter goes out: what, to how many people, and when (a native modal dialog). */
import { useId } from 'react';
import { newsletterText as text } from '#content/dashboard-newsletters.ts';
import { useModalDialog } from '../use-modal-dialog.ts';

export interface SendConfirmProps {
  subject: string;
  audience: number;
  /** The site's time, written out, for a schedule; null to send now. */
  when: string | null;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}

export function SendConfirm({ subject, audience, when, busy, onConfirm, onClose }: SendConfirmProps) {
  const headingId = useId();
  const textId = useId();
  const modal = useModalDialog({
    focusFirst: (dialog) => dialog.querySelector<HTMLElement>('.newsletter-confirm-cancel')?.focus(),
    onEscape: busy ? undefined : onClose,
  });
  return (
    <dialog {...modal.props} className="editor-dialog newsletter-confirm" aria-labelledby={headingId} aria-describedby={textId}>
      <h2 id={headingId}>{when ? text.confirmScheduleHeading : text.confirmSendHeading}</h2>
      <p id={textId}>{when ? text.confirmSchedule(subject, when, audience) : text.confirmSend(subject, audience)}</p>
      <div className="newsletter-inline">
        <button type="button" className="button button-primary" disabled={busy || (!when && audience === 0)} onClick={onConfirm}>
          {when ? text.confirmScheduleYes : text.confirmYes}
        </button>
        <button type="button" className="button button-secondary newsletter-confirm-cancel" disabled={busy} onClick={onClose}>
          {text.cancel}
        </button>
      </div>
    </dialog>
  );
}
