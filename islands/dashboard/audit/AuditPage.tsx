/**
 * The owners' audit log viewer (/dashboard/audit): entries newest first, 50 a
 * page, filtered by user, action and dates through
 * `GET /api/admin/audit?actor=&action=&from=&to=&page=`. Read only: the API
 * has no way to change or delete an entry.
 */
import { useEffect, useState } from 'react';
import { auditText as text } from '#content/dashboard-staff.ts';
import { auditActions, type AuditEntry } from '#shared/audit-actions.ts';
import { addDays, startOfDay } from '#shared/site-day.ts';
import { apiMessage, apiRequest } from '../api.ts';
import { siteTime } from '../site-time.ts';
import { actorOf, describeDetails } from './audit-details.ts';
import { TextInput } from '../staff/TextInput.tsx';
import '../staff/staff.css';
import { DataTable } from '../DataTable.tsx';

interface AuditPageAnswer {
  items: AuditEntry[];
  total: number;
  page: number;
  limit: number;
}

interface AuditFilters {
  actor: string;
  action: string;
  from: string;
  to: string;
}

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

const noFilters: AuditFilters = { actor: '', action: '', from: '', to: '' };

/** The dates are whole days in the site's zone: sent as the instants they start and end. */
export function auditQuery(filters: AuditFilters, page: number, timeZone: string): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) query.set(key, value.trim());
  const from = query.get('from');
  const to = query.get('to');
  if (from && calendarDay.test(from)) query.set('from', startOfDay(timeZone, from));
  if (to && calendarDay.test(to)) query.set('to', new Date(Date.parse(startOfDay(timeZone, addDays(to, 1))) - 1).toISOString());
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** `timeZone`: the site's; every time is shown in it, labelled. */
export function AuditPage({ timeZone }: { timeZone: string }) {
  const [draft, setDraft] = useState<AuditFilters>(noFilters);
  const [applied, setApplied] = useState<AuditFilters>(noFilters);
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<AuditPageAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let current = true;
    setLoading(true);
    apiRequest<AuditPageAnswer>('GET', `/api/admin/audit${auditQuery(applied, page, timeZone)}`)
      .then(
        (loaded) => {
          if (!current) return;
          setAnswer(loaded);
          setError(null);
        },
        (failure: unknown) => current && setError(apiMessage(failure) ?? text.loadFailed),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [applied, page, timeZone]);

  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.limit)) : 1;
  const field = (key: keyof AuditFilters) => ({
    id: `audit-${key}`,
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });

  return (
    <div className="dashboard-page staff-page">
      <header className="dashboard-header staff-page-header">
        <h1>{text.heading}</h1>
        <p>{text.intro}</p>
      </header>
      <form
        className="card staff-section audit-filters"
        aria-label={text.filtersLabel}
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setApplied(draft);
        }}
      >
        <TextInput label={text.actor} type="text" maxLength={64} autoComplete="off" {...field('actor')} />
        <div className="staff-field">
          <label htmlFor="audit-action">{text.action}</label>
          <select {...field('action')}>
            <option value="">{text.anyAction}</option>
            {auditActions.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </div>
        <TextInput label={text.from} type="date" {...field('from')} />
        <TextInput label={text.to} type="date" {...field('to')} />
        <div className="staff-actions">
          <button type="submit" className="button button-primary">
            {text.apply}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setDraft(noFilters);
              setApplied(noFilters);
              setPage(1);
            }}
          >
            {text.clear}
          </button>
        </div>
      </form>
      <section className="card staff-section" aria-labelledby="audit-results" aria-busy={loading}>
        <h2 id="audit-results">{answer ? text.total(answer.total) : text.heading}</h2>
        {error && <p role="alert">{error}</p>}
        {answer && answer.items.length === 0 && <p className="staff-empty">{text.none}</p>}
        {answer && answer.items.length > 0 && (
          <DataTable label={text.table} columns={[text.time, text.actor, text.action, text.target, text.ip, text.details]} className="audit-table">
            {answer.items.map((entry) => (
              <tr key={entry.id} data-action={entry.action}>
                <td>
                  <time dateTime={entry.at}>{siteTime(entry.at, timeZone, { seconds: true })}</time>
                </td>
                <td>{actorOf(entry, text.anonymous)}</td>
                <td>
                  <code>{entry.action}</code>
                </td>
                <td>{entry.target ?? ''}</td>
                <td>{entry.ip ?? ''}</td>
                <td className="audit-details">{describeDetails(entry.details, timeZone)}</td>
              </tr>
            ))}
          </DataTable>
        )}
        {answer && pages > 1 && (
          <nav className="staff-pagination" aria-label={text.heading}>
            <button type="button" className="button button-secondary" disabled={page <= 1 || loading} onClick={() => setPage(page - 1)}>
              {text.previous}
            </button>
            <span aria-live="polite">{text.pageOf(page, pages)}</span>
            <button type="button" className="button button-secondary" disabled={page >= pages || loading} onClick={() => setPage(page + 1)}>
              {text.next}
            </button>
          </nav>
        )}
      </section>
    </div>
  );
}
