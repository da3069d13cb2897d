/**
 * "Upcoming calls" (docs/product/booking.md#staff-side): every booked call from GET /api/admin/calls, grouped
 * by day in the site's time zone, with who booked it, their practice and contact, and a link to their lead.
 */
import { useEffect, useState } from 'react';
import { callsText as text } from '#content/dashboard-calls.ts';
import type { UpcomingCall } from '#shared/booking.ts';
import { dashboardLeadPath } from '#shared/dashboard-paths.ts';
import { apiRequest } from '../api.ts';

interface CallsAnswer {
  timeZone: string;
  calls: UpcomingCall[];
}

function byDay(answer: CallsAnswer): [string, UpcomingCall[]][] {
  const dayOf = new Intl.DateTimeFormat('en-US', { timeZone: answer.timeZone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  const days = new Map<string, UpcomingCall[]>();
  for (const call of answer.calls) {
    const day = dayOf.format(new Date(call.start));
    days.set(day, [...(days.get(day) ?? []), call]);
  }
  return [...days];
}

export function UpcomingCalls() {
  const [answer, setAnswer] = useState<CallsAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    apiRequest<CallsAnswer>('GET', '/api/admin/calls').then(setAnswer, () => setFailed(true));
  }, []);

  const time = (iso: string) =>
    new Intl.DateTimeFormat('en-US', { timeZone: answer?.timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso));

  return (
    <section className="card staff-section calls-upcoming" aria-labelledby="upcoming-heading">
      <h2 id="upcoming-heading">{text.upcomingHeading}</h2>
      {failed && <p>{text.loadFailed}</p>}
      {!failed && !answer && <p>{text.loading}</p>}
      {answer && <p>{text.upcomingIntro(answer.timeZone)}</p>}
      {answer && answer.calls.length === 0 && <p>{text.noCalls}</p>}
      {answer &&
        byDay(answer).map(([day, calls]) => (
          <div key={day} className="calls-upcoming-day">
            <h3>{day}</h3>
            <ul className="calls-list">
              {calls.map((call) => (
                <li key={call.id} className="calls-call" data-call-id={call.id}>
                  <p className="calls-call-time">
                    <strong>
                      {time(call.start)} – {time(call.end)}
                    </strong>{' '}
                    <span className="staff-hint">{call.personName}</span>
                  </p>
                  <p>
                    {text.with}: {call.fullName}, {call.company}
                  </p>
                  <p>
                    {text.contact}: <a href={`mailto:${call.email}`}>{call.email}</a>
                    {call.phone && (
                      <>
                        {' · '}
                        <a href={`tel:${call.phone.replace(/[^0-9+]/g, '')}`}>{call.phone}</a>
                      </>
                    )}
                  </p>
                  {call.note && (
                    <p className="calls-note">
                      {text.note}: {call.note}
                    </p>
                  )}
                  {call.contactId !== null && (
                    <p>
                      <a href={dashboardLeadPath(call.contactId)} aria-label={text.openLead(call.fullName)}>
                        {text.openLeadShort}
                      </a>
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
    </section>
  );
}
