/**
 * `GET /api/admin/audit?actor=&action=&from=&to=&page=` (owners: `audit.read`):
 * entries newest first, 50 a page, answered `{items, total, page, limit}`.
 * There is no route that changes or deletes an entry.
 */
import type { RequestHandler } from 'express';
import Joi from 'joi';
import { listAudit, type AuditFilter } from '#database/audit.server.ts';
import type { Database } from '#database/db.server.ts';
import { auditActions } from '#shared/audit-actions.ts';
import { HttpError } from '../errors.server.ts';

export const AUDIT_PAGE_SIZE = 50;

const day = /^\d{4}-\d{2}-\d{2}$/;

/** A date alone means the whole day: from its start, or to its end (UTC). */
const time = (edge: 'start' | 'end') =>
  Joi.string()
    .trim()
    .max(40)
    .custom((value: string) => {
      const text = day.test(value) ? `${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}Z` : value;
      const parsed = new Date(text);
      if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(parsed.getTime())) throw new Error('not a time');
      return parsed.toISOString();
    })
    .messages({ 'any.custom': `{#label} must be a date (YYYY-MM-DD) or an ISO time`, 'string.max': `{#label} must be a date (YYYY-MM-DD) or an ISO time` });

const query = Joi.object({
  actor: Joi.string().trim().max(64),
  action: Joi.string()
    .valid(...auditActions)
    .messages({ 'any.only': `action must be one of: ${auditActions.join(', ')}` }),
  from: time('start'),
  to: time('end'),
  page: Joi.number().integer().min(1).max(1_000_000).default(1),
}).unknown(false);

export function adminAuditHandler(db: Database): RequestHandler {
  return async (req, res) => {
    const { value, error } = query.validate(req.query, { abortEarly: false, errors: { wrap: { label: false } } });
    if (error) {
      const errors = error.details.map((detail) => ({ field: String(detail.path[0] ?? 'query'), message: detail.message }));
      throw new HttpError(400, errors[0]!.message, { errors });
    }
    const filter: AuditFilter = { ...(value as Omit<AuditFilter, 'limit'>), limit: AUDIT_PAGE_SIZE };
    const { items, total } = await listAudit(db, filter);
    res.json({ items, total, page: filter.page, limit: AUDIT_PAGE_SIZE });
  };
}
