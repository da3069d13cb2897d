/** A new invitation's one-time link, shown once, with a Copy button (and whether it was emailed). */
import { useRef } from 'react';
import { staffText as text } from '#content/dashboard-staff.ts';
import { toast } from '../../toast/toast.ts';

export interface CreatedInvitation {
  url: string;
  expiresAt: string;
  /** Null when no address was given. */
  emailedTo: { address: string; sent: boolean } | null;
}

export function InvitationLink({ invitation }: { invitation: CreatedInvitation }) {
  const field = useRef<HTMLInputElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(invitation.url);
      toast({ title: text.copied });
    } catch {
      // No clipboard permission (or an insecure context): select it for the owner to copy.
      field.current?.select();
      toast({ title: text.copyFailed, variant: 'destructive' });
    }
  }

  return (
    <div className="staff-link" role="status">
      <h3>{text.linkHeading}</h3>
      <p>{text.linkNote}</p>
      {invitation.emailedTo && <p>{invitation.emailedTo.sent ? text.emailed(invitation.emailedTo.address) : text.notEmailed}</p>}
      <div className="staff-link-row">
        <label className="visually-hidden" htmlFor="invitation-link">
          {text.linkLabel}
        </label>
        <input id="invitation-link" ref={field} type="text" readOnly value={invitation.url} onFocus={(event) => event.target.select()} />
        <button type="button" className="button button-primary" onClick={() => void copy()}>
          {text.copy}
        </button>
      </div>
    </div>
  );
}
