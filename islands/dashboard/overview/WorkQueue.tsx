/**
 * A salesperson's work queue (docs/product/leads.md#work-queue): leads no one has answered yet, oldest first with
 * their due time, the overdue ones apart; today's and tomorrow's calls, in the site's zone.
 */
import { useEffect, useState } from 'react';
import { workQueueText as text } from '#content/dashboard-leads.ts';
import type { UpcomingCall } from '#shared/booking.ts';
import type { Contact } from '#shared/contact-fields.ts';
import { dashboardLeadPath } from '#shared/dashboard-paths.ts';
import { addDays, dayIn } from '#shared/site-day.ts';
import { apiRequest } from '../api.ts';
import { siteTime } from '../site-time.ts';
import './overview.css';

function LeadList({ leads, timeZone, empty }: { leads: Contact[]; timeZone: string; empty: string }) {
  if (leads.length === 0) return <p>{empty}</p>;
  return (
    <ol className="work-queue-list">
      {leads.map((lead) => (
        <li key={lead.id}>
          <a href={dashboardLeadPath(lead.id)}>{`${lead.fullName}, ${lead.company}`}</a>{' '}
          <span>{lead.responseDueAt ? text.due(siteTime(lead.responseDueAt, timeZone)) : text.received(siteTime(lead.createdAt, timeZone))}</span>
        </li>
      ))}
    </ol>
  );
}

function CallList({ calls, timeZone }: { calls: UpcomingCall[]; timeZone: string }) {
  if (calls.length === 0) return <p>{text.noCalls}</p>;
  return (
    <ol className="work-queue-list">
      {calls.map((call) => (
        <li key={call.id}>
          <time dateTime={call.start}>{siteTime(call.start, timeZone)}</time>{' '}
          {call.contactId === null ? (
            text.callWith(call.fullName, call.company, call.personName)
          ) : (
            <a href={dashboardLeadPath(call.contactId)}>{text.callWith(call.fullName, call.company, call.personName)}</a>
          )}
        </li>
      ))}
    </ol>
  );
}

export function WorkQueue({ timeZone }: { timeZone: string }) {
  const [leads, setLeads] = useState<Contact[] | null>(null);
  const [calls, setCalls] = useState<UpcomingCall[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    Promise.all([
      apiRequest<{ items: Contact[] }>('GET', '/api/admin/contacts?unanswered=true&sort=createdAt&order=asc&limit=100'),
      apiRequest<{ calls: UpcomingCall[] }>('GET', '/api/admin/calls'),
    ]).then(
      ([waiting, upcoming]) => {
        setLeads(waiting.items);
        setCalls(upcoming.calls);
      },
      () => setFailed(true),
    );
  }, []);
  const today = dayIn(timeZone, Date.now());
  const onDay = (day: string) => (calls ?? []).filter((call) => dayIn(timeZone, Date.parse(call.start)) === day);
  return (
    <section className="work-queue" aria-labelledby="work-queue-heading">
      <h2 id="work-queue-heading">{text.heading}</h2>
      {failed && <p role="alert">{text.loadFailed}</p>}
      {leads && calls && (
        <div className="work-queue-grid">
          <section className="card" aria-labelledby="work-queue-overdue">
            <h3 id="work-queue-overdue">{text.overdue}</h3>
            <LeadList leads={leads.filter((lead) => lead.overdue)} timeZone={timeZone} empty={text.overdueNone} />
          </section>
          <section className="card" aria-labelledby="work-queue-waiting">
            <h3 id="work-queue-waiting">{text.waiting}</h3>
            <LeadList leads={leads.filter((lead) => !lead.overdue)} timeZone={timeZone} empty={text.waitingNone} />
          </section>
          <section className="card" aria-labelledby="work-queue-today">
            <h3 id="work-queue-today">{text.today}</h3>
            <CallList calls={onDay(today)} timeZone={timeZone} />
          </section>
          <section className="card" aria-labelledby="work-queue-tomorrow">
            <h3 id="work-queue-tomorrow">{text.tomorrow}</h3>
            <CallList calls={onDay(addDays(today, 1))} timeZone={timeZone} />
          </section>
        </div>
      )}
    </section>
  );
}
