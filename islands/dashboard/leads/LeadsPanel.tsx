/**
 * The dashboard's Leads section: contact messages, newest first, a page at a
 * time, each with a "Mark handled" switch and a link to its own page, the CSV
 * export of all leads, counts per status, filters, search and sorting.
 */
import { formatDollars, isModelV2 } from '#shared/revenue-check.ts';
import { useEffect, useState } from 'react';
import { leadsCopy } from '#content/dashboard.ts';
import { leadStatusLabels } from '#content/dashboard-overview.ts';
import { leadPageText, leadsText } from '#content/dashboard-leads.ts';
import { leadStatuses, type LeadStatus } from '#shared/contact-fields.ts';
import { dashboardLeadPath } from '#shared/dashboard-paths.ts';
import { toast } from '../../toast/toast.ts';
import { apiMessage, apiRequest } from '../api.ts';
import { LeadAlerts } from './LeadAlerts.tsx';
import { leadSettingsText } from '#content/dashboard-lead-settings.ts';
import { dashboardLeadSettingsPath } from '#shared/dashboard-paths.ts';
import { RevenueCheckAssumptions } from './RevenueCheckAssumptions.tsx';
import { LeadFilterForm, filterParams, filterQuery, filtersFromSearch, noFilters, type LeadFilterValues, type Owner } from './LeadFilters.tsx';
import { CallStateBadge } from './LeadCalls.tsx';
import { LeadsTable, LeadsViewToggle, ResponseTime, useLeadsView, type Lead } from './LeadsTable.tsx';
import './leads.css';
import { siteTime } from '../site-time.ts';

export type { Lead };

interface LeadsPage {
  items: Lead[];
  total: number;
  page: number;
  limit: number;
  statusCounts: Record<LeadStatus, number>;
}

export const leadsPageSize = 20;
export const leadsCsvPath = '/api/admin/contacts.csv';

/** `mailto:` with the local part encoded, so characters like `?` cannot add mail headers. */
function mailtoHref(email: string): string {
  const at = email.lastIndexOf('@');
  return `mailto:${encodeURIComponent(email.slice(0, at))}${email.slice(at)}`;
}

/** `tel:` keeps only digits and a leading plus (RFC 3966 global numbers). */
function telHref(phone: string): string {
  const main = phone.split(/ext|x/i)[0] ?? phone;
  return `tel:${main.replace(/(?!^\+)[^\d]/g, '')}`;
}

/** Where a lead came from, in a few words: its UTM source or referring site, and its landing page. */
export function leadSource(lead: Lead): string {
  return lead.attribution.utmSource ?? lead.attribution.referrerHost ?? leadsText.direct;
}

function LeadCard({ lead, owners, pending, timeZone, onToggle }: { lead: Lead; owners: Owner[]; pending: boolean; timeZone: string; onToggle: () => void }) {
  const handled = lead.handledAt !== null;
  const owner = owners.find((user) => user.id === lead.ownerId)?.username;
  return (
    <li className={`card lead-card${handled ? ' is-handled' : ''}${lead.overdue ? ' is-overdue' : ''}`}>
      <div className="lead-card-header">
        <div>
          <h2>{lead.fullName}</h2>
          <p className="lead-company">{lead.company}</p>
        </div>
        <time dateTime={lead.createdAt}>{siteTime(lead.createdAt, timeZone)}</time>
      </div>
      <dl className="lead-details">
        <dt>{leadsCopy.email}</dt>
        <dd>
          <a href={mailtoHref(lead.email)}>{lead.email}</a>
        </dd>
        <dt>{leadsCopy.phone}</dt>
        <dd>{lead.phone ? <a href={telHref(lead.phone)}>{lead.phone}</a> : leadsCopy.noPhone}</dd>
        <dt>{leadsCopy.subject}</dt>
        <dd>{lead.subject}</dd>
        <dt>{leadsText.status}</dt>
        <dd>
          <span className={`lead-status is-${lead.status}`}>{leadStatusLabels[lead.status]}</span>
        </dd>
        {lead.call && (
          <>
            <dt>{leadPageText.calls}</dt>
            <dd>
              <CallStateBadge call={lead.call} /> <time dateTime={lead.call.start}>{siteTime(lead.call.start, timeZone)}</time>{' '}
              {leadPageText.callWith(lead.call.host.name)}
            </dd>
          </>
        )}
        <dt>{leadsText.owner}</dt>
        <dd>{owner ?? leadsText.noOwner}</dd>
        {lead.followUpAt && (
          <>
            <dt>{leadsText.followUp}</dt>
            <dd>{lead.followUpAt}</dd>
          </>
        )}
        <dt>{leadsText.responseTime}</dt>
        <dd>
          <ResponseTime lead={lead} timeZone={timeZone} />
        </dd>
        <dt>{leadsText.cameFrom}</dt>
        <dd>
          {leadSource(lead)}
          {lead.attribution.landingPage && ` · ${leadsText.landing} ${lead.attribution.landingPage}`}
        </dd>
        {lead.revenueCheck && isModelV2(lead.revenueCheck) && (
          <>
            <dt>{leadsText.yearly}</dt>
            <dd>{formatDollars(lead.revenueCheck.yearly.total)}</dd>
            <dt>{leadsText.oneTime}</dt>
            <dd>{formatDollars(lead.revenueCheck.oneTime.total)}</dd>
          </>
        )}
        {lead.revenueCheck && !isModelV2(lead.revenueCheck) && (
          <>
            <dt>{leadsText.modelOneTotal}</dt>
            <dd>{formatDollars(lead.revenueCheck.outputs.total)}</dd>
          </>
        )}
      </dl>
      <p className="lead-message">{lead.message}</p>
      <label className="lead-handled">
        <input type="checkbox" checked={handled} disabled={pending} onChange={onToggle} />
        {leadsCopy.markHandled}
      </label>
      <a className="lead-open" href={dashboardLeadPath(lead.id)}>
        {leadsText.open}
        <span className="visually-hidden">{`: ${lead.fullName}`}</span>
      </a>
    </li>
  );
}

/** `canChangeSettings`: owners also see the email alert settings (the server checks again). */
export function LeadsPanel({ canChangeSettings, timeZone }: { canChangeSettings: boolean; timeZone: string }) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<LeadsPage | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [pendingId, setPendingId] = useState<number | null>(null);
  // null until the address is read (after hydration: the server renders the unfiltered form).
  const [filters, setFilters] = useState<LeadFilterValues | null>(null);
  const [owners, setOwners] = useState<Owner[]>([]);
  const [view, setView] = useLeadsView();

  useEffect(() => setFilters(filtersFromSearch(location.search)), []);

  useEffect(() => {
    apiRequest<Owner[]>('GET', '/api/admin/lead-owners')
      .then(setOwners)
      // Without the list, owners show as "Unassigned" and the owner filter offers only that: the leads still load.
      .catch(() => setOwners([]));
  }, []);

  useEffect(() => {
    if (!filters) return;
    let current = true;
    setLoadError(null);
    apiRequest<LeadsPage>('GET', `/api/admin/contacts?page=${page}&limit=${leadsPageSize}${filterQuery(filters)}`)
      .then((result) => current && setData(result))
      .catch((error: unknown) => current && setLoadError(apiMessage(error) ?? leadsCopy.loadFailed));
    return () => {
      current = false;
    };
  }, [page, filters]);

  function applyFilters(next: LeadFilterValues) {
    setPage(1);
    setFilters(next);
    const search = filterQuery(next) === filterQuery(noFilters) ? '' : `?${filterParams(next)}`;
    history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
  }
  const shownFilters = filters ?? noFilters;
  const filtered = filterQuery(shownFilters) !== filterQuery(noFilters);

  async function toggle(lead: Lead) {
    setPendingId(lead.id);
    try {
      const updated = await apiRequest<Lead>('PATCH', `/api/admin/contacts/${lead.id}`, { handled: lead.handledAt === null });
      setData((shown) => shown && { ...shown, items: shown.items.map((item) => (item.id === updated.id ? updated : item)) });
    } catch (error) {
      toast({ title: leadsCopy.updateFailedTitle, description: apiMessage(error) ?? leadsCopy.updateFailed, variant: 'destructive' });
    } finally {
      setPendingId(null);
    }
  }

  const pageCount = data ? Math.max(1, Math.ceil(data.total / leadsPageSize)) : 1;
  return (
    <section className="leads-panel" id="leads" aria-labelledby="leads-heading">
      <div className="leads-header">
        <h1 id="leads-heading">{leadsCopy.heading}</h1>
        <a className="button button-secondary" href={leadsCsvPath} download>
          {leadsCopy.exportCsv}
        </a>
      </div>
      {data && (
        <div className="lead-counts" role="group" aria-label={leadsText.countsLabel}>
          {leadStatuses.map((status) => (
            <button
              key={status}
              type="button"
              className={`button ${shownFilters.status === status ? 'button-primary' : 'button-secondary'}`}
              aria-pressed={shownFilters.status === status}
              onClick={() => applyFilters({ ...shownFilters, status: shownFilters.status === status ? '' : status })}
            >
              {`${leadStatusLabels[status]} ${data.statusCounts[status]}`}
            </button>
          ))}
        </div>
      )}
      <LeadFilterForm values={shownFilters} owners={owners} onApply={applyFilters} />
      {loadError && <p role="alert">{loadError}</p>}
      {!data && !loadError && <p>{leadsCopy.loading}</p>}
      {data?.total === 0 && <p>{filtered ? leadsText.noMatch : leadsCopy.empty}</p>}
      {data && data.items.length > 0 && <LeadsViewToggle view={view} onChange={setView} />}
      {data && data.items.length > 0 && view === 'table' && <LeadsTable leads={data.items} owners={owners} timeZone={timeZone} />}
      {data && data.items.length > 0 && view === 'cards' && (
        <ul className="leads-list">
          {data.items.map((lead) => (
            <LeadCard timeZone={timeZone} key={lead.id} lead={lead} owners={owners} pending={pendingId === lead.id} onToggle={() => toggle(lead)} />
          ))}
        </ul>
      )}
      {data && pageCount > 1 && (
        <nav className="leads-pagination" aria-label={leadsCopy.pagesLabel}>
          <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {leadsCopy.previous}
          </button>
          <span aria-live="polite">{leadsCopy.pageOf(page, pageCount)}</span>
          <button type="button" className="button button-secondary" disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
            {leadsCopy.next}
          </button>
        </nav>
      )}
      {canChangeSettings && (
        <p className="lead-settings-link">
          <a href={dashboardLeadSettingsPath}>{leadSettingsText.settingsLink}</a>
        </p>
      )}
      {canChangeSettings && <LeadAlerts />}
      {canChangeSettings && <RevenueCheckAssumptions />}
    </section>
  );
}
