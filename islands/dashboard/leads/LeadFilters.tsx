/**
 * The leads view's filters: words, status, dates, source, subject, owner, the revenue check yearly figure's
 * least size, and the order. The view keeps them in its address (the same names as the API's query), so a
 * filtered list can be reloaded, bookmarked and shared.
 */
import { useEffect, useState } from 'react';
import { leadStatusLabels } from '#content/dashboard-overview.ts';
import { leadsText as text } from '#content/dashboard-leads.ts';
import { leadStatuses, type LeadStatus } from '#shared/contact-fields.ts';

export interface Owner {
  id: number;
  username: string;
}

export interface LeadFilterValues {
  q: string;
  status: LeadStatus | '';
  from: string;
  to: string;
  source: string;
  subject: string;
  /** A user id, 'none', or '' for anyone. */
  owner: string;
  /** Whole dollars: revenue check leads whose total is at least this; '' for every lead. */
  minYearly: string;
  /** `column:order`, one of text.sorts. */
  sort: string;
}

export const noFilters: LeadFilterValues = {
  q: '',
  status: '',
  from: '',
  to: '',
  source: '',
  subject: '',
  owner: '',
  minYearly: '',
  sort: 'createdAt:desc',
};

const textKeys = ['q', 'status', 'from', 'to', 'source', 'subject', 'owner', 'minYearly'] as const;

/** The filters as query parameters, the API's names: the API's query and the view's address. */
export function filterParams(values: LeadFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of textKeys) {
    const value = values[key].trim();
    if (value) params.set(key, value);
  }
  const [sort = 'createdAt', order = 'desc'] = values.sort.split(':');
  params.set('sort', sort);
  params.set('order', order);
  return params;
}

/** The query string (starting with &) for GET /api/admin/contacts. */
export function filterQuery(values: LeadFilterValues): string {
  return `&${filterParams(values)}`;
}

/** The filters an address asks for: a value the form cannot show (an unknown status or order) is left at its default. */
export function filtersFromSearch(search: string): LeadFilterValues {
  const params = new URLSearchParams(search);
  const values: LeadFilterValues = { ...noFilters };
  for (const key of textKeys) if (key !== 'status') values[key] = params.get(key) ?? '';
  const status = params.get('status');
  if (leadStatuses.includes(status as LeadStatus)) values.status = status as LeadStatus;
  if (!/^\d*$/.test(values.minYearly)) values.minYearly = '';
  const sort = `${params.get('sort') ?? 'createdAt'}:${params.get('order') ?? 'desc'}`;
  if (text.sorts.some((option) => option.value === sort)) values.sort = sort;
  return values;
}

export function LeadFilterForm({ values, owners, onApply }: { values: LeadFilterValues; owners: Owner[]; onApply: (values: LeadFilterValues) => void }) {
  const [draft, setDraft] = useState(values);
  // The status buttons change the filters from outside the form.
  useEffect(() => setDraft(values), [values]);
  const field = (key: keyof LeadFilterValues) => ({
    id: `lead-filter-${key}`,
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });
  return (
    <form
      className="lead-filters"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <div className="lead-filter">
        <label htmlFor="lead-filter-q">{text.search}</label>
        <input type="search" maxLength={200} {...field('q')} />
      </div>
      <div className="lead-filter">
        <label htmlFor="lead-filter-status">{text.status}</label>
        <select {...field('status')}>
          <option value="">{text.anyStatus}</option>
          {leadStatuses.map((status) => (
            <option key={status} value={status}>
              {leadStatusLabels[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="lead-filter">
        <label htmlFor="lead-filter-from">{text.from}</label>
        <input type="date" {...field('from')} />
      </div>
      <div className="lead-filter">
        <label htmlFor="lead-filter-to">{text.to}</label>
        <input type="date" {...field('to')} />
      </div>
      <div className="lead-filter">
        <label htmlFor="lead-filter-source">{text.source}</label>
        <input type="text" maxLength={253} placeholder={text.sourceHint} {...field('source')} />
      </div>
      <div className="lead-filter">
        <label htmlFor="lead-filter-subject">{text.subject}</label>
        <input type="text" maxLength={200} {...field('subject')} />
      </div>
      <div className="lead-filter">
        <label htmlFor="lead-filter-owner">{text.owner}</label>
        <select {...field('owner')}>
          <option value="">{text.anyOwner}</option>
          <option value="none">{text.noOwner}</option>
          {owners.map((owner) => (
            <option key={owner.id} value={String(owner.id)}>
              {owner.username}
            </option>
          ))}
        </select>
      </div>
      <div className="lead-filter">
        <label htmlFor="lead-filter-minYearly">{text.minYearly}</label>
        <input type="number" min={0} step={1} inputMode="numeric" {...field('minYearly')} />
      </div>
      <div className="lead-filter">
        <label htmlFor="lead-filter-sort">{text.sort}</label>
        <select {...field('sort')}>
          {text.sorts.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </div>
      <div className="lead-filter-actions">
        <button type="submit" className="button button-primary">
          {text.apply}
        </button>
        <button type="button" className="button button-secondary" onClick={() => onApply(noFilters)}>
          {text.clear}
        </button>
      </div>
    </form>
  );
}
