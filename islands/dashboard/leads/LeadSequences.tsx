/**
 * A lead's follow-up sequences on its page (docs/product/sequences.md#on-the-lead-page): each one with the emails
 * sent, the next one due in the site's zone, or why the lead left; staff take the lead out of one still running.
 */
import { leadSequencesText as text, leaveReasonNames } from '#content/sequences.ts';
import type { LeadEnrolment } from '#shared/sequences.ts';
import { siteTime } from '../site-time.ts';

interface LeadSequencesProps {
  sequences: LeadEnrolment[];
  timeZone: string;
  busy: boolean;
  onTakeOut: (enrolment: LeadEnrolment) => void;
}

export function LeadSequences({ sequences, timeZone, busy, onTakeOut }: LeadSequencesProps) {
  return (
    <section className="card lead-page-section" aria-labelledby="lead-sequences">
      <h2 id="lead-sequences">{text.heading}</h2>
      {sequences.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <ul className="lead-sequences">
          {sequences.map((enrolment) => (
            <li key={enrolment.id} className="lead-sequence">
              <p>
                <strong>{enrolment.sequenceName}</strong>{' '}
                <span className={`sequence-state sequence-state-${enrolment.state}`}>
                  {enrolment.state === 'left' && enrolment.leftReason
                    ? `${text.states.left}: ${leaveReasonNames[enrolment.leftReason]}`
                    : text.states[enrolment.state]}
                </span>
              </p>
              <p>{text.sent(enrolment.stepsSent, enrolment.stepCount)}</p>
              {enrolment.nextDueAt && (
                <p>
                  {`${text.nextDue} `}
                  <time dateTime={enrolment.nextDueAt}>{siteTime(enrolment.nextDueAt, timeZone)}</time>
                </p>
              )}
              {enrolment.state === 'active' && (
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={text.takeOutNamed(enrolment.sequenceName)}
                  disabled={busy}
                  onClick={() => onTakeOut(enrolment)}
                >
                  {text.takeOut}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
