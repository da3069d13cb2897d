/**
 * The company's view of its leads (admin only: `requireAdmin` guards all of
 * /api/admin before these run).
 *
 * - `GET /api/admin/contacts` answers `{items, total, page, limit, statusCounts}`, newest first; filters
 *   `status`, `from`/`to` (dates, site time zone), `source` (UTM source or referring host; `direct`),
 *   `subject`, `owner` (a user id or `none`), `q` (name, company, email), `sort`, `order`.
 * - `GET /api/admin/contacts/:id`: one lead with its notes and history.
 * - `PATCH /api/admin/contacts/:id`: `handled`, `status`, `ownerId`, `followUpAt` (any of them).
 * - `POST /api/admin/contacts/:id/notes`: `{text}`.
 * - `DELETE /api/admin/contacts/:id`: the lead, its notes and history; logged by id only.
 * - `GET /api/admin/lead-owners`: `[{id, username}]`, the users a lead can be given to.
 */
import type { Request, RequestHandler } from 'express';
import Joi from 'joi';
import type { Logger } from 'pino';
import {
  addLeadNote,
  allContacts,
  countLeadsByStatus,
  deleteLead,
  getLeadDetail,
  leadSortColumns,
  listContacts,
  updateLead,
  type Actor,
  type LeadFilters,
  type LeadSort,
  type LeadUpdate,
} from '#database/contacts.server.ts';
import type { Database } from '#database/db.server.ts';
import { findUserById, listUserNames } from '#database/users.server.ts';
import { leadStatuses, type LeadStatus } from '#shared/contact-fields.ts';
import { addDays, dayIn, startOfDay } from '#shared/site-day.ts';
import { contactsToCsv } from '../contacts/contacts-csv.ts';
import { HttpError } from '../errors.server.ts';
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
  };
}

export interface AdminContactDeps {
  db: Database;
  logger: Logger;
  siteTimeZone: string;
  /** The signed-in user making the request (notes and history name them). */
  actorOf: (req: Request) => Promise<Actor>;
}

export function adminContactHandlers({ db, logger, siteTimeZone, actorOf }: AdminContactDeps) {
  const leadId = (req: Request) => pathId(req.params.id);

  const list: RequestHandler = async (req, res) => {
    const query = validate<ListQuery>(listQuery, req.query, queryWording, { root: 'query' });
    const filters = filtersOf(query, siteTimeZone);
    const [{ items, total }, statusCounts] = await Promise.all([
      listContacts(db, { page: query.page, limit: query.limit, filters, sort: query.sort, order: query.order }),
      countLeadsByStatus(db, filters),
    ]);
    res.json({ items, total, page: query.page, limit: query.limit, statusCounts });
  };

  const show: RequestHandler = async (req, res) => {
    const lead = await getLeadDetail(db, leadId(req));
    if (!lead) throw new HttpError(404, 'Lead not found');
    res.json(lead);
  };

  const update: RequestHandler = async (req, res) => {
    const id = leadId(req);
    const changes = validate<LeadUpdate>(updateBody, req.body, updateWording);
    if (typeof changes.ownerId === 'number' && !(await findUserById(db, changes.ownerId))) {
      throw new HttpError(400, 'Owner is not a user of this site.', { errors: [{ field: 'ownerId', message: 'Owner is not a user of this site.' }] });
    }
    const contact = await updateLead(db, id, changes, await actorOf(req));
    if (!contact) throw new HttpError(404, 'Lead not found');
    res.json(contact);
  };

  const addNote: RequestHandler = async (req, res) => {
    const id = leadId(req);
    const { text: body } = validate<{ text: string }>(noteBody, req.body, noteWording);
    const note = await addLeadNote(db, id, body, await actorOf(req));
    if (!note) throw new HttpError(404, 'Lead not found');
    res.status(201).json(note);
  };

  const remove: RequestHandler = async (req, res) => {
    const id = leadId(req);
    if (!(await deleteLead(db, id))) throw new HttpError(404, 'Lead not found');
    // The lead's number and who deleted it: nothing about the person the lead was about.
    logger.info({ contactId: id, deletedBy: (await actorOf(req)).id }, 'lead deleted');
    res.status(204).end();
  };

  const exportCsv: RequestHandler = async (_req, res) => {
    const csv = contactsToCsv(await allContacts(db), siteTimeZone);
    const date = dayIn(siteTimeZone, Date.now());
    res
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="leads-${date}.csv"`)
      // The byte-order mark tells spreadsheet programs the file is UTF-8.
      .send('\uFEFF' + csv);
  };

  const owners: RequestHandler = async (_req, res) => {
    res.json(await listUserNames(db));
  };

  return { list, show, update, addNote, remove, exportCsv, owners };
}
