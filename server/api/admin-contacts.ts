/**
 * The company's view of its leads (admin only: `requireAdmin` guards all of
 * /api/admin before these run). `GET /api/admin/contacts` answers
 * `{items, total, page, limit}`, newest first.
 */
import type { RequestHandler } from 'express';
import Joi from 'joi';
import { allContacts, listContacts, markContactHandled } from '#database/contacts.server.ts';
import type { Database } from '#database/db.server.ts';
import { contactsToCsv } from '../contacts/contacts-csv.ts';
import { HttpError } from '../errors.server.ts';

export const leadsPageLimit = { default: 20, max: 100 } as const;

const listQuery = Joi.object({
  page: Joi.number().integer().min(1).max(1_000_000).default(1),
  limit: Joi.number().integer().min(1).max(leadsPageLimit.max).default(leadsPageLimit.default),
}).unknown(false);

const idParam = Joi.number().integer().min(1).max(2_147_483_647).required();

const handledBody = Joi.object({ handled: Joi.boolean().strict().required() }).required().unknown(false);

function validated<T>(schema: Joi.Schema, value: unknown, what: string): T {
  const { value: result, error } = schema.validate(value, { abortEarly: false, convert: true });
  if (error) {
    const errors = error.details.map((detail) => ({ field: String(detail.path[0] ?? what), message: detail.message.replaceAll('"', '') }));
    throw new HttpError(400, `Invalid ${what}`, { errors });
  }
  return result as T;
}

export function adminContactHandlers({ db }: { db: Database }): { list: RequestHandler; update: RequestHandler; exportCsv: RequestHandler } {
  return {
    list: async (req, res) => {
      const { page, limit } = validated<{ page: number; limit: number }>(listQuery, req.query, 'query');
      const { items, total } = await listContacts(db, { page, limit });
      res.json({ items, total, page, limit });
    },

    update: async (req, res) => {
      const id = validated<number>(idParam, req.params.id, 'id');
      const { handled } = validated<{ handled: boolean }>(handledBody, req.body, 'body');
      const contact = await markContactHandled(db, id, handled);
      if (!contact) throw new HttpError(404, 'Lead not found');
      res.json(contact);
    },

    exportCsv: async (_req, res) => {
      const csv = contactsToCsv(await allContacts(db));
      const date = new Date().toISOString().slice(0, 10);
      res
        .type('text/csv; charset=utf-8')
        .set('Content-Disposition', `attachment; filename="leads-${date}.csv"`)
        // The byte-order mark tells spreadsheet programs the file is UTF-8.
        .send('\uFEFF' + csv);
    },
  };
}
