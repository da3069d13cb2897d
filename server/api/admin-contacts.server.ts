/**
 * The company's view of its leads (`requireAdmin` guards all of /api/admin, and
 * the route table names each route's permission).
 *
 * - `GET /api/admin/contacts` answers `{items, total, page, limit, statusCounts}`, newest first; filters
 *   `status`, `from`/`to` (dates, site time zone), `source` (UTM source or referring host; `direct`),
 *   `subject`, `owner` (a user id or `none`), `q` (name, company, email), `minYearly` (whole dollars: revenue check
 *   leads whose yearly figure is at least this), `minOpportunity` (model 1 leads whose total was at least this),
 *   `unanswered` (`true`: no staff response yet), `sort` (`yearly` and `opportunity` among others), `order`.
 * - `GET /api/admin/contacts/:id`: one lead with its calls, notes and history. Each listed lead has its `call`: the one still to come, else the newest.
 * - `PATCH /api/admin/contacts/:id`: `handled`, `status`, `ownerId`, `followUpAt` (any of them).
 * - `POST /api/admin/contacts/:id/notes`: `{text}`.
 * - `DELETE /api/admin/contacts/:id`: the lead, its notes and history; logged by id only.
 * - `GET /api/admin/lead-owners`: `[{id, username}]`, the active users whose role may see leads.
 */
import type { Request, RequestHandler } from 'express';
import Joi from 'joi';
import type { Logger } from 'pino';
import { addLeadNote, applyLeadUpdate, deleteLead, getLeadDetail, type Actor, type LeadChangeKind, type LeadUpdate } from '#database/contacts.server.ts';
import { allContacts, countLeadsByStatus, leadSortColumns, listContacts, type LeadFilters, type LeadSort } from '#database/lead-lists.server.ts';
import type { Database } from '#database/db.server.ts';
import { callsOfLeads } from '#database/lead-calls.server.ts';
import { enrolmentsOfLead } from '#database/lead-enrolments.server.ts';
import { findUserById, listUserNames } from '#database/users.server.ts';
import type { LeadCall } from '#shared/booking.ts';
import { leadStatuses, type LeadStatus } from '#shared/contact-fields.ts';
import { permissions, type Role } from '#shared/roles.ts';
import { addDays, dayIn, startOfDay } from '#shared/site-day.ts';
import { contactsToCsv } from '../contacts/contacts-csv.ts';
import type { AuditEvent, AuditLog } from '../audit/audit-log.server.ts';
import type { SessionUser } from '../auth/session.server.ts';
import { HttpError } from '../errors.server.ts';
import { recordVisitorEvent } from '../sequences/visitor-events.server.ts';
import { calendarDay, maxId, pageQuery, pathId, queryWording, text, type PageSize } from '../validation/rules.ts';
import { validate } from '../validation/validate.ts';

/** A page of leads: 20 unless asked for fewer (or more, up to 100). */
const leadsPageSize: PageSize = { default: 20, max: 100 };

const listQuery = (pageQuery(leadsPageSize) as Joi.ObjectSchema).keys({
  status: Joi.string().valid(...leadStatuses),
  from: calendarDay,
  to: calendarDay,
  source: Joi.string().trim().lowercase().max(253),
  subject: Joi.string().max(200),
  owner: Joi.alternatives().try(Joi.number().integer().min(1).max(maxId), Joi.string().valid('none')),
  q: Joi.string().trim().max(200).allow(''),
  minOpportunity: Joi.number().integer().min(0).max(Number.MAX_SAFE_INTEGER),
  minYearly: Joi.number().integer().min(0).max(Number.MAX_SAFE_INTEGER),
  unanswered: Joi.boolean(),
  sort: Joi.string().valid(...Object.keys(leadSortColumns)),
  order: Joi.string().valid('asc', 'desc'),
});

const updateBody = Joi.object({
  handled: Joi.boolean().strict(),
  status: Joi.string().valid(...leadStatuses),
  ownerId: Joi.number().integer().strict().min(1).max(maxId).allow(null),
  followUpAt: calendarDay.allow(null),
})
  .min(1)
  .required();

const updateWording = { whole: 'the lead update', fieldsOf: 'a lead update', labels: { ownerId: 'Owner', followUpAt: 'Follow-up date' } };

const noteBody = Joi.object({ text: text(5000).required() }).required();

const noteWording = { whole: 'the note', fieldsOf: 'a note', labels: { text: 'Note' } };

interface ListQuery {
  page: number;
  limit: number;
  status?: LeadStatus;
  from?: string;
  to?: string;
  source?: string;
  subject?: string;
  owner?: number | 'none';
  q?: string;
  minOpportunity?: number;
  minYearly?: number;
  unanswered?: boolean;
  sort?: LeadSort;
  order?: 'asc' | 'desc';
}

function filtersOf(query: ListQuery, timeZone: string): LeadFilters {
  return {
    status: query.status,
    createdFrom: query.from ? startOfDay(timeZone, query.from) : undefined,
    // `to` is the last day included.
    createdBefore: query.to ? startOfDay(timeZone, addDays(query.to, 1)) : undefined,
    source: query.source === undefined ? undefined : query.source === 'direct' ? '' : query.source,
    subject: query.subject,
    ownerId: query.owner === undefined ? undefined : query.owner === 'none' ? null : query.owner,
    search: query.q || undefined,
    minOpportunity: query.minOpportunity,
    minYearly: query.minYearly,
    unanswered: query.unanswered,
  };
}

export interface AdminContactDeps {
  db: Database;
  logger: Logger;
  audit: AuditLog;
  siteTimeZone: string;
  /** The signed-in user making the request (notes, history and the audit log name them). */
  userOf: (req: Request) => Promise<SessionUser>;
  /** Now, for whether a lead is overdue (tests move it). */
  clock?: (() => number) | undefined;
}

/** Only users whose role may see leads can own one. */
const ownerRoles = permissions['leads.read'].roles;

/** Status, owner and follow-up changes, deletions and exports are audited (SECURITY.md#audit-log); reading is not. */
export function adminContactHandlers({ db, logger, audit, siteTimeZone, userOf, clock = Date.now }: AdminContactDeps) {
  const leadId = (req: Request) => pathId(req.params.id);
  const actorOf = async (req: Request): Promise<Actor> => {
    const user = await userOf(req);
    return { id: user.id, name: user.username };
  };

  const list: RequestHandler = async (req, res) => {
    const query = validate<ListQuery>(listQuery, req.query, queryWording, { root: 'query' });
    const filters = filtersOf(query, siteTimeZone);
    const [{ items, total }, statusCounts] = await Promise.all([
      listContacts(db, { page: query.page, limit: query.limit, filters, sort: query.sort, order: query.order, now: clock() }),
      countLeadsByStatus(db, filters),
    ]);
    // Each lead with its call to come, else its newest, shown beside (never instead of) its sales status.
    const calls = await callsOfLeads(
      db,
      items.map((item) => item.id),
    );
    const shown = (list: LeadCall[] = []) => list.find((call) => call.state === 'booked' || call.state === 'rescheduled') ?? list[0] ?? null;
    const withCalls = items.map((item) => ({ ...item, call: shown(calls.get(item.id)) }));
    res.json({ items: withCalls, total, page: query.page, limit: query.limit, statusCounts });
  };

  const show: RequestHandler = async (req, res) => {
    const lead = await getLeadDetail(db, leadId(req));
    if (!lead) throw new HttpError(404, 'Lead not found');
    res.json({ ...lead, sequences: await enrolmentsOfLead(db, lead.id) });
  };

  const update: RequestHandler = async (req, res) => {
    const id = leadId(req);
    const changes = validate<LeadUpdate>(updateBody, req.body, updateWording);
    const owner = typeof changes.ownerId === 'number' ? await findUserById(db, changes.ownerId) : null;
    if (typeof changes.ownerId === 'number' && !isLeadOwner(owner)) {
      throw new HttpError(400, 'Owner is not a user who may see leads.', { errors: [{ field: 'ownerId', message: 'Owner is not a user who may see leads.' }] });
    }
    const user = await userOf(req);
    const updated = await applyLeadUpdate(db, id, changes, { id: user.id, name: user.username });
    if (!updated) throw new HttpError(404, 'Lead not found');
    // A status change is staff acting on the lead: it leaves its sequences (docs/product/sequences.md#who-is-in-a-sequence).
    if (updated.changed.includes('status') || updated.changed.includes('handled'))
      await recordVisitorEvent(db, { kind: 'staff-acted', contactId: id, at: new Date(clock()).toISOString() });
    for (const event of auditEventsOf(changes, updated.changed, owner?.username ?? null)) {
      await audit.record(req, { actor: user, target: `lead:${id}`, ...event });
    }
    res.json(updated.contact);
  };

  const addNote: RequestHandler = async (req, res) => {
    const id = leadId(req);
    const { text: body } = validate<{ text: string }>(noteBody, req.body, noteWording);
    const note = await addLeadNote(db, id, body, await actorOf(req));
    if (!note) throw new HttpError(404, 'Lead not found');
    await recordVisitorEvent(db, { kind: 'staff-acted', contactId: id, at: new Date(clock()).toISOString() });
    res.status(201).json(note);
  };

  const remove: RequestHandler = async (req, res) => {
    const id = leadId(req);
    if (!(await deleteLead(db, id))) throw new HttpError(404, 'Lead not found');
    // The lead's number and who deleted it: nothing about the person the lead was about.
    const user = await userOf(req);
    logger.info({ contactId: id, deletedBy: user.id }, 'lead deleted');
    await audit.record(req, { actor: user, action: 'lead.delete', target: `lead:${id}` });
    res.status(204).end();
  };

  const exportCsv: RequestHandler = async (req, res) => {
    const contacts = await allContacts(db);
    const csv = contactsToCsv(contacts, siteTimeZone);
    await audit.record(req, { actor: await userOf(req), action: 'lead.export', details: { count: contacts.length } });
    const date = dayIn(siteTimeZone, Date.now());
    res
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="leads-${date}.csv"`)
      // The byte-order mark tells spreadsheet programs the file is UTF-8.
      .send('\uFEFF' + csv);
  };

  const owners: RequestHandler = async (_req, res) => {
    res.json(await listUserNames(db, ownerRoles));
  };

  return { list, show, update, addNote, remove, exportCsv, owners };
}

function isLeadOwner(user: { role: Role; active: boolean } | null): boolean {
  return user !== null && user.active && (ownerRoles as readonly Role[]).includes(user.role);
}

/**
 * One audit entry per kind of change the update really made (`changed`, compared with the lead before it):
 * status (with handled), owner (by name: the log outlives ids' meaning), follow-up date. Nothing when nothing changed.
 */
function auditEventsOf(changes: LeadUpdate, changed: readonly LeadChangeKind[], ownerName: string | null): Pick<AuditEvent, 'action' | 'details'>[] {
  const events: Pick<AuditEvent, 'action' | 'details'>[] = [];
  const statusChanged = changed.includes('status');
  const handledChanged = changed.includes('handled');
  if (statusChanged || handledChanged) {
    events.push({
      action: 'lead.status',
      details: { ...(handledChanged ? { handled: changes.handled } : {}), ...(statusChanged ? { status: changes.status } : {}) },
    });
  }
  if (changed.includes('owner')) events.push({ action: 'lead.owner', details: { owner: ownerName } });
  // Whether a date was set, not the date: the audit log outlives a deleted lead, and a deleted lead leaves no trace.
  if (changed.includes('followUp')) events.push({ action: 'lead.follow-up', details: { followUpSet: changes.followUpAt !== null } });
  return events;
}
