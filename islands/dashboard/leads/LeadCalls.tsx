/**
 * A lead's calls on its page (docs/product/booking.md#the-call-on-the-lead): each call's time in the site's zone,
 * its host and its state, apart from the sales status; a call still to be held can be marked done or no-show,
 * with an optional note that goes to the lead's notes.
 */
import { useState } from 'react';
import { leadPageText as text } from '#content/dashboard-leads.ts';
import type { CallOutcome, LeadCall } from '#shared/booking.ts';
import { siteTime } from '../site-time.ts';

interface LeadCallsProps {
  calls: LeadCall[];
  timeZone: string;
  busy: boolean;
  onMark: (call: LeadCall, outcome: CallOutcome, note: string) => Promise<boolean>;
}

/** A call's state as a badge: the same words the leads list uses. */
export function CallStateBadge({ call }: { call: LeadCall }) {
  return <span className={`call-state call-state-${call.state}`}>{text.callStates[call.state]}</span>;
}

function OpenCall({ call, busy, onMark }: { call: LeadCall; busy: boolean; onMark: LeadCallsProps['onMark'] }) {
  const [note, setNote] = useState('');
  const noteId = `call-note-${call.id}`;
  const mark = async (outcome: CallOutcome) => {
    if (await onMark(call, outcome, note)) setNote('');
  };
  return (
    <div className="lead-call-mark">
      <label htmlFor={noteId}>{text.callNoteLabel}</label>
      <textarea id={noteId} rows={2} maxLength={5000} value={note} onChange={(event) => setNote(event.target.value)} />
      <div className="lead-call-buttons">
        <button type="button" className="button button-primary" disabled={busy} onClick={() => void mark('done')}>
          {text.markDone}
        </button>
        <button type="button" className="button button-secondary" disabled={busy} onClick={() => void mark('no-show')}>
          {text.markNoShow}
        </button>
      </div>
    </div>
  );
}

export function LeadCalls({ calls, timeZone, busy, onMark }: LeadCallsProps) {
  return (
    <section className="card lead-page-section" aria-labelledby="lead-calls">
      <h2 id="lead-calls">{text.calls}</h2>
      {calls.length === 0 ? (
        <p>{text.noCalls}</p>
      ) : (
        <ul className="lead-calls">
          {calls.map((call) => (
            <li key={call.id} className="lead-call">
              <p>
                <CallStateBadge call={call} /> <time dateTime={call.start}>{siteTime(call.start, timeZone)}</time> {text.callWith(call.host.name)}
              </p>
              {(call.state === 'booked' || call.state === 'rescheduled') && <OpenCall call={call} busy={busy} onMark={onMark} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
