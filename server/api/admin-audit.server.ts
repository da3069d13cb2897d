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
import { validate } from '../validation/validate.ts';

export const AUDIT_PAGE_SIZE = 50;

const day = /^\d{4}-\d{2}-\d{2}$/;

/** A date alone means the whole day: from its start, or to its end (UTC). */
const time = (edge: 'start' | 'end') =>
  Joi.string()
    .trim()
    .max(40)
    .pattern(/^\d{4}-\d{2}-\d{2}/, 'time')
    .custom((value: string, helpers) => {
      const parsed = new Date(day.test(value) ? `${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}Z` : value);
      return Number.isNaN(parsed.getTime()) ? helpers.error('string.pattern.name', { name: 'time' }) : parsed.toISOString();
    });

const query = Joi.object({
  actor: Joi.string().trim().max(64),
  action: Joi.string().valid(...auditActions),
  from: time('start'),
  to: time('end'),
  page: Joi.number().integer().min(1).max(1_000_000).default(1),
}).unknown(false);

const queryWording = {
  fieldsOf: 'the audit log query',
  patterns: { time: 'must be a date (YYYY-MM-DD) or an ISO time.' },
  fixed: { action: `Action must be one of: ${auditActions.join(', ')}.` },
};

export function adminAuditHandler(db: Database): RequestHandler {
  return async (req, res) => {
    const value = validate<Omit<AuditFilter, 'limit'>>(query, req.query, queryWording, { root: 'query' });
    const filter: AuditFilter = { ...value, limit: AUDIT_PAGE_SIZE };
    const { items, total } = await listAudit(db, filter);
    res.json({ items, total, page: filter.page, limit: AUDIT_PAGE_SIZE });
  };
}
