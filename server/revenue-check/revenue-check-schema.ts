/**
 * Validation of the revenue check's inputs (docs/product/revenue-check.md#inputs), from the ranges in
 * shared/revenue-check.ts: POST /api/revenue-check, the page's query string, the analysis form and the
 * `revenueCheck` of POST /api/contacts. A measure may be null ("I don't know": its median is used).
 */
import Joi from 'joi';
import { revenueCheckLabels } from '#shared/revenue-check-form.ts';
import {
  collectionsPeriods,
  rateFields,
  revenueCheckRanges,
  revenueCheckSpecialties,
  type NumericField,
  type RevenueCheckInputs,
} from '#shared/revenue-check.ts';
import type { Wording } from '../validation/field-errors.ts';
import { check, type Checked } from '../validation/validate.ts';

function ranged(field: NumericField): Joi.NumberSchema {
  const { min, max, step } = revenueCheckRanges[field];
  const schema = Joi.number().min(min).max(max);
  return step === 1 ? schema.integer() : schema;
}

export const revenueCheckInputsSchema = Joi.object<RevenueCheckInputs>({
  specialty: Joi.string()
    .valid(...revenueCheckSpecialties)
    .default(revenueCheckSpecialties[0]),
  providers: ranged('providers').required(),
  collections: ranged('collections').required(),
  collectionsPeriod: Joi.string()
    .valid(...collectionsPeriods)
    .default(collectionsPeriods[0]),
  ...Object.fromEntries(rateFields.map((field) => [field, ranged(field).allow(null).default(null)])),
})
  .required()
  .unknown(false);

export const revenueCheckWording: Wording = {
  whole: 'the revenue check inputs',
  fieldsOf: 'the revenue check',
  labels: revenueCheckLabels,
};

export function checkRevenueCheckInputs(body: unknown): Checked<RevenueCheckInputs> {
  return check<RevenueCheckInputs>(revenueCheckInputsSchema, body, revenueCheckWording);
}
