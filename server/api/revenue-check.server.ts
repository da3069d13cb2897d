/**
 * The revenue check (docs/product/revenue-check.md):
 *
 * - `POST /api/revenue-check`: the inputs (numbers; a measure null or absent for "I don't know") answer 200
 *   `{inputs, outputs: {deniedNeverReworked, arBeyondTarget, collectionShortfall, total}, assumptions, used,
 *   mediansUsed}`; 400 names each invalid field. Nothing is stored.
 * - `GET /api/admin/revenue-check`: the assumptions as the owners set them (`{assumptions, defaults, updatedAt}`).
 * - `PUT /api/admin/revenue-check`: every assumption at once, each `{value, source}`; audited
 *   (`revenue-check.update`, naming what changed, with the old and new values); the next result uses them.
 */
import type { Request, RequestHandler } from 'express';
import Joi from 'joi';
import type { Database } from '#database/db.server.ts';
import { getRevenueCheckAssumptions, saveRevenueCheckAssumptions } from '#database/revenue-check-settings.server.ts';
import { defaultRevenueCheckAssumptions, rateFields, revenueCheckRanges, type RevenueCheckAssumptions } from '#shared/revenue-check.ts';
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

const assumptionsBody = Joi.object({
  neverReworkedShare: assumption(0, 100),
  medians: Joi.object(Object.fromEntries(rateFields.map((field) => [field, assumption(revenueCheckRanges[field].min, revenueCheckRanges[field].max)])))
    .required()
    .unknown(false),
})
  .required()
  .unknown(false);

const assumptionsWording = { whole: 'the revenue check assumptions', fieldsOf: 'the revenue check assumptions' };

/** Each assumption's path ("medians.denialRate") with its value before and after, where value or source changed. */
function changesBetween(before: RevenueCheckAssumptions, after: RevenueCheckAssumptions): Record<string, { from: number; to: number }> {
  const pairs: [string, RevenueCheckAssumptions['neverReworkedShare'], RevenueCheckAssumptions['neverReworkedShare']][] = [
    ['neverReworkedShare', before.neverReworkedShare, after.neverReworkedShare],
    ...rateFields.map(
      (field) =>
        [`medians.${field}`, before.medians[field], after.medians[field]] as [string, typeof before.neverReworkedShare, typeof before.neverReworkedShare],
    ),
  ];
  return Object.fromEntries(
    pairs.filter(([, from, to]) => from.value !== to.value || from.source !== to.source).map(([path, from, to]) => [path, { from: from.value, to: to.value }]),
  );
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
