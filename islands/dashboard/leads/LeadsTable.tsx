/**
 * The leads list's compact view (docs/product/leads.md#dashboard): one row per lead (name, practice, status, owner,
 * the call and the first response or its due time), beside the cards; the view chosen is kept per browser.
 */
import { useEffect, useState } from 'react';
import { leadStatusLabels } from '#content/dashboard-overview.ts';
import { leadPageText, leadsText } from '#content/dashboard-leads.ts';
import { formatDuration } from '#shared/business-hours.ts';
import { dashboardLeadPath } from '#shared/dashboard-paths.ts';
import type { Contact } from '#shared/contact-fields.ts';
import type { LeadCall } from '#shared/booking.ts';
import { DataTable } from '../DataTable.tsx';
import { siteTime } from '../site-time.ts';
import type { Owner } from './LeadFilters.tsx';
import { CallStateBadge } from './LeadCalls.tsx';
import '../staff/staff.css';

/** A lead as GET /api/admin/contacts answers it (a type only: nothing server-side reaches the browser). */
export type Lead = Contact & { call: LeadCall | null };

/** The time to the first note or status change; while there is none, overdue or the time it is due. */
export function ResponseTime({ lead, timeZone }: { lead: Lead; timeZone: string }) {
  if (lead.responseSeconds !== null) return <>{formatDuration(lead.responseSeconds)}</>;
  if (lead.overdue) return <strong className="lead-overdue">{leadsText.overdue}</strong>;
  if (lead.responseDueAt) return <>{`${leadsText.waiting}, ${leadsText.dueBy(siteTime(lead.responseDueAt, timeZone))}`}</>;
  return <>{leadsText.waiting}</>;
}

export type LeadsView = 'cards' | 'table';
const viewKey = 'dashboard-leads-view';

/** The view this browser chose last (cards until it chooses); a browser that refuses storage simply forgets. */
export function useLeadsView(): [LeadsView, (view: LeadsView) => void] {
  const [view, setView] = useState<LeadsView>('cards');
  useEffect(() => {
    if (globalThis.localStorage?.getItem(viewKey) === 'table') setView('table');
  }, []);
  const choose = (next: LeadsView) => {
    setView(next);
    try {
      globalThis.localStorage?.setItem(viewKey, next);
    } catch {
      // Storage refused (private mode, full): the choice lasts for this page only.
    }
  };
  return [view, choose];
}

export function LeadsViewToggle({ view, onChange }: { view: LeadsView; onChange: (view: LeadsView) => void }) {
  return (
    <div className="leads-view" role="group" aria-label={leadsText.view}>
      {(['cards', 'table'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className={`button ${view === option ? 'button-primary' : 'button-secondary'}`}
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          {leadsText.views[option]}
        </button>
      ))}
    </div>
  );
}

export function LeadsTable({ leads, owners, timeZone }: { leads: Lead[]; owners: Owner[]; timeZone: string }) {
  const columns = [leadsText.name, leadsText.practice, leadsText.status, leadsText.owner, leadsText.nextCall, leadsText.responseTime];
  return (
    <DataTable label={leadsText.tableLabel} columns={columns} className="leads-table">
      {leads.map((lead) => (
        <tr key={lead.id} className={lead.overdue ? 'is-overdue' : undefined}>
          <th scope="row">
            <a href={dashboardLeadPath(lead.id)}>{lead.fullName}</a>
          </th>
          <td>{lead.company}</td>
          <td>
            <span className={`lead-status is-${lead.status}`}>{leadStatusLabels[lead.status]}</span>
          </td>
          <td>{owners.find((user) => user.id === lead.ownerId)?.username ?? leadsText.noOwner}</td>
          <td>
            {lead.call ? (
              <>
                <CallStateBadge call={lead.call} /> <time dateTime={lead.call.start}>{siteTime(lead.call.start, timeZone)}</time>{' '}
                {leadPageText.callWith(lead.call.host.name)}
              </>
            ) : (
              leadsText.noCall
            )}
          </td>
          <td>
            <ResponseTime lead={lead} timeZone={timeZone} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
