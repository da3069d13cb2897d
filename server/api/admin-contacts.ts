/**
 * The company's view of its leads (`requireAdmin` guards all of /api/admin, and
 * the route table names each route's permission). `GET /api/admin/contacts`
 * answers `{items, total, page, limit}`, newest first.
 */
import type { RequestHandler } from 'express';
import Joi from 'joi';
import { allContacts, deleteContact, listContacts, markContactHandled } from '#database/contacts.server.ts';
import type { Database } from '#database/db.server.ts';
import { contactsToCsv } from '../contacts/contacts-csv.ts';
import type { AuditLog } from '../audit/audit-log.server.ts';
import type { SessionUser } from '../auth/session.server.ts';
import { HttpError } from '../errors.server.ts';
import { pageQuery, pathId, queryWording, type PageSize } from '../validation/rules.ts';
import { validate } from '../validation/validate.ts';

/** A page of leads: 20 unless asked for fewer (or more, up to 100). */
const leadsPageSize: PageSize = { default: 20, max: 100 };

const listQuery = pageQuery(leadsPageSize);

const handledBody = Joi.object({ handled: Joi.boolean().strict().required() }).required();

const handledWording = { whole: 'the lead update', fieldsOf: 'a lead update' };

interface AdminContactDeps {
  db: Database;
  audit: AuditLog;
  userOf: (req: Parameters<RequestHandler>[0]) => Promise<SessionUser>;
}

/** Status changes, deletions and exports are audited (issue 15); reading the list is not. */
export function adminContactHandlers({ db, audit, userOf }: AdminContactDeps): Record<'list' | 'update' | 'remove' | 'exportCsv', RequestHandler> {
  return {
    list: async (req, res) => {
      const { page, limit } = validate<{ page: number; limit: number }>(listQuery, req.query, queryWording, { root: 'query' });
      const { items, total } = await listContacts(db, { page, limit });
      res.json({ items, total, page, limit });
    },

    update: async (req, res) => {
      const id = pathId(req.params.id);
      const { handled } = validate<{ handled: boolean }>(handledBody, req.body, handledWording);
      const contact = await markContactHandled(db, id, handled);
      if (!contact) throw new HttpError(404, 'Lead not found');
      await audit.record(req, { actor: await userOf(req), action: 'lead.status', target: `lead:${id}`, details: { handled } });
      res.json(contact);
    },

    remove: async (req, res) => {
      const id = pathId(req.params.id);
      if (!(await deleteContact(db, id))) throw new HttpError(404, 'Lead not found');
      await audit.record(req, { actor: await userOf(req), action: 'lead.delete', target: `lead:${id}` });
      res.json({ message: 'Lead deleted' });
    },

    exportCsv: async (req, res) => {
      const contacts = await allContacts(db);
      const csv = contactsToCsv(contacts);
      await audit.record(req, { actor: await userOf(req), action: 'lead.export', details: { count: contacts.length } });
      const date = new Date().toISOString().slice(0, 10);
      res
        .type('text/csv; charset=utf-8')
        .set('Content-Disposition', `attachment; filename="leads-${date}.csv"`)
        // The byte-order mark tells spreadsheet programs the file is UTF-8.
        .send('\uFEFF' + csv);
    },
  };
}
