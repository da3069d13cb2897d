/** Named queries for the leads view's list: its filters and sort, the counts per status, and the CSV export. */
import type { Knex } from 'knex';
import type { Contact, LeadStatus } from '#shared/contact-fields.ts';
import { toContact, type ContactRow } from './contacts.server.ts';
import type { Database } from './db.server.ts';

export interface ContactPage {
  items: Contact[];
  total: number;
}

/** What the leads view may narrow the list by; every field optional. */
export interface LeadFilters {
  status?: LeadStatus | undefined;
  /** Creation time from (inclusive) and to (exclusive), ISO instants. */
  createdFrom?: string | undefined;
  createdBefore?: string | undefined;
  /** UTM source, else referrer host; '' means direct (neither). */
  source?: string | undefined;
  subject?: string | undefined;
  /** A user id, or null for leads without an owner. */
  ownerId?: number | null | undefined;
  /** Words searched in name, company and email. */
  search?: string | undefined;
  /** Model 1 revenue check leads whose total (whole dollars) was at least this. */
  minOpportunity?: number | undefined;
  /** Revenue check leads whose yearly figure (model 2, whole dollars) is at least this. */
  minYearly?: number | undefined;
  /** Only leads no staff member has answered yet (docs/product/leads.md#time-to-first-response). */
  unanswered?: boolean | undefined;
}

export const leadSortColumns = {
  createdAt: 'created_at',
  fullName: 'full_name',
  company: 'company',
  status: 'status',
  followUpAt: 'follow_up_on',
  opportunity: 'revenue_opportunity',
  yearly: 'revenue_yearly',
  responseTime: 'response_seconds',
} as const;
export type LeadSort = keyof typeof leadSortColumns;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Adds the filters' where clauses to `query` (Knex builders change in place). */
function applyFilters<Q extends Knex.QueryBuilder>(query: Q, filters: LeadFilters): Q {
  if (filters.status) void query.where('status', filters.status);
  if (filters.createdFrom) void query.where('created_at', '>=', filters.createdFrom);
  if (filters.createdBefore) void query.where('created_at', '<', filters.createdBefore);
  if (filters.subject) void query.where('subject', filters.subject);
  if (filters.minOpportunity !== undefined) void query.where('revenue_opportunity', '>=', filters.minOpportunity);
  if (filters.minYearly !== undefined) void query.where('revenue_yearly', '>=', filters.minYearly);
  if (filters.unanswered) void query.whereNull('first_response_at');
  if (filters.ownerId === null) void query.whereNull('owner_id');
  else if (filters.ownerId !== undefined) void query.where('owner_id', filters.ownerId);
  const source = filters.source;
  if (source !== undefined) {
    void query.where((builder: Knex.QueryBuilder) => {
      if (source === '') void builder.whereNull('utm_source').whereNull('referrer_host');
      else void builder.where('utm_source', source).orWhere((inner: Knex.QueryBuilder) => void inner.whereNull('utm_source').where('referrer_host', source));
    });
  }
  for (const word of (filters.search ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
    const pattern = `%${escapeLike(word)}%`;
    void query.where((builder: Knex.QueryBuilder) => {
      for (const column of ['full_name', 'company', 'email']) void builder.orWhereRaw(`lower(${column}) like ? escape '\\'`, [pattern]);
    });
  }
  return query;
}

/** `page` counts from 1; newest first unless `sort` says otherwise (ties: newest first). */
export async function listContacts(
  db: Database,
  {
    page,
    limit,
    filters = {},
    sort = 'createdAt',
    order = 'desc',
    now = Date.now(),
  }: { page: number; limit: number; filters?: LeadFilters; sort?: LeadSort; order?: 'asc' | 'desc'; now?: number },
): Promise<ContactPage> {
  const [rows, counted] = await Promise.all([
    applyFilters(db<ContactRow>('contacts'), filters)
      // Empty values last in either order (knex's `nulls` option drops the column itself on SQLite).
      .orderByRaw('(?? is null)', [leadSortColumns[sort]])
      .orderBy([
        { column: leadSortColumns[sort], order },
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit)
      .offset((page - 1) * limit),
    applyFilters(db('contacts'), filters).count({ total: '*' }).first(),
  ]);
  return { items: rows.map((row) => toContact(row, now)), total: Number(counted?.total ?? 0) };
}

/** Leads per status under the same filters (the status filter itself left out). */
export async function countLeadsByStatus(db: Database, filters: LeadFilters = {}): Promise<Record<LeadStatus, number>> {
  const rows = await applyFilters(db('contacts'), { ...filters, status: undefined })
    .select('status')
    .count({ total: '*' })
    .groupBy('status');
  const counts: Record<LeadStatus, number> = { new: 0, contacted: 0, call_booked: 0, qualified: 0, won: 0, lost: 0 };
  for (const row of rows as { status: LeadStatus; total: number | string }[]) counts[row.status] = Number(row.total);
  return counts;
}

/** Every lead, newest first, for the CSV export, with its owner's name. */
export async function allContacts(db: Database): Promise<(Contact & { ownerName: string | null })[]> {
  const rows = await db('contacts')
    .leftJoin('users', 'users.id', 'contacts.owner_id')
    .select('contacts.*', 'users.username as owner_name')
    .orderBy([
      { column: 'contacts.created_at', order: 'desc' },
      { column: 'contacts.id', order: 'desc' },
    ]);
  return (rows as (ContactRow & { owner_name: string | null })[]).map((row) => ({ ...toContact(row), ownerName: row.owner_name }));
}
