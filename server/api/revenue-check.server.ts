/**
 * The revenue check (docs/product/revenue-check.md):
 *
 * - `POST /api/revenue-check`: the inputs (numbers; a measure null or absent for "I don't know") answer 200
 *   `{modelVersion, inputs, yearly: {total, parts}, oneTime: {total, parts}, benchmarks, assumptions, used,
 *   mediansUsed}` (the two figures are never added together); 400 names each invalid field. Nothing is stored.
 * - `GET /api/admin/revenue-check`: the assumptions as the owners set them (`{assumptions, defaults, updatedAt}`).
 * - `PUT /api/admin/revenue-check`: everything at once: `neverReworkedShare` `{value, source}` and per measure
 *   `benchmarks.<measure>` `{median, topPerformers, target (null for none), source}`; audited
 *   (`revenue-check.update`, naming what changed, with the old and new values); the next result uses them.
 */
import type { Request, RequestHandler } from 'express';
import Joi from 'joi';
import type { Database } from '#database/db.server.ts';
import { getRevenueCheckAssumptions, saveRevenueCheckAssumptions } from '#database/revenue-check-settings.server.ts';
import { defaultRevenueCheckAssumptions, rateFields, revenueCheckRanges, type RateField, type RevenueCheckAssumptions } from '#shared/revenue-check.ts';
import { revenueCheckAssumptionLimits } from '#shared/revenue-check-form.ts';
import type { AuditLog } from '../audit/audit-log.server.ts';
import type { SessionUser } from '../auth/session.server.ts';
import { revenueCheckInputsSchema, revenueCheckWording } from '../revenue-check/revenue-check-schema.ts';
import { runRevenueCheck } from '../revenue-check/revenue-check.server.ts';
import { text } from '../validation/rules.ts';
import { validate } from '../validation/validate.ts';

function assumption(min: number, max: number) {
  return Joi.object({
    value: Joi.number().strict().min(min).max(max).required(),
    source: text(revenueCheckAssumptionLimits.source).required(),
  })
    .required()
    .unknown(false);
}

function benchmark(field: RateField) {
  const { min, max } = revenueCheckRanges[field];
  const figure = Joi.number().strict().min(min).max(max);
  return Joi.object({
    median: figure.required(),
    topPerformers: figure.required(),
    target: figure.allow(null).required(),
    source: text(revenueCheckAssumptionLimits.source).required(),
  })
    .required()
    .unknown(false);
}

const assumptionsBody = Joi.object({
  neverReworkedShare: assumption(0, 100),
  benchmarks: Joi.object(Object.fromEntries(rateFields.map((field) => [field, benchmark(field)])))
    .required()
    .unknown(false),
})
  .required()
  .unknown(false);

const assumptionsWording = { whole: 'the revenue check assumptions', fieldsOf: 'the revenue check assumptions' };

type Change = { from: number | null; to: number | null };

/** Each changed figure's path ("benchmarks.denialRate.median", "benchmarks.denialRate.source") with its value before and after. */
function changesBetween(before: RevenueCheckAssumptions, after: RevenueCheckAssumptions): Record<string, Change | { changed: true }> {
  const changes: Record<string, Change | { changed: true }> = {};
  const compare = (path: string, from: number | null, to: number | null) => {
    if (from !== to) changes[path] = { from, to };
  };
  compare('neverReworkedShare', before.neverReworkedShare.value, after.neverReworkedShare.value);
  if (before.neverReworkedShare.source !== after.neverReworkedShare.source) changes['neverReworkedShare.source'] = { changed: true };
  for (const field of rateFields) {
    const [from, to] = [before.benchmarks[field], after.benchmarks[field]];
    for (const key of ['median', 'topPerformers', 'target'] as const) compare(`benchmarks.${field}.${key}`, from[key], to[key]);
    if (from.source !== to.source) changes[`benchmarks.${field}.source`] = { changed: true };
  }
  return changes;
}

interface RevenueCheckDeps {
  db: Database;
  audit: AuditLog;
  userOf: (req: Request) => Promise<SessionUser>;
}

export function revenueCheckHandlers({ db, audit, userOf }: RevenueCheckDeps): Record<'compute' | 'showAssumptions' | 'saveAssumptions', RequestHandler> {
  return {
    async compute(req, res) {
      const inputs = validate<Parameters<typeof runRevenueCheck>[1]>(revenueCheckInputsSchema, req.body, revenueCheckWording, {
        message: (errors) => (errors.length === 1 ? errors[0]!.message : `${errors.length} fields of the revenue check are not valid.`),
      });
      res.json(await runRevenueCheck(db, inputs));
    },

    async showAssumptions(_req, res) {
      res.json({ ...(await getRevenueCheckAssumptions(db)), defaults: defaultRevenueCheckAssumptions });
    },

    async saveAssumptions(req, res) {
      const after = validate<RevenueCheckAssumptions>(assumptionsBody, req.body, assumptionsWording);
      const before = (await getRevenueCheckAssumptions(db)).assumptions;
      await saveRevenueCheckAssumptions(db, after);
      await audit.record(req, {
        actor: await userOf(req),
        action: 'revenue-check.update',
        target: 'revenue-check',
        details: { changed: changesBetween(before, after) },
      });
      res.json({ ...(await getRevenueCheckAssumptions(db)), defaults: defaultRevenueCheckAssumptions });
    },
  };
}
