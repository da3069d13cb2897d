/**
 * Bodies of POST and PUT /api/admin/proof: one schema per kind (the `kind` field
 * chooses), plus the placement every kind shares. A testimonial needs the person's
 * permission, with the date it was given (not in the future).
 */
import Joi from 'joi';
import { services } from '#content/services/index.ts';
import { proofKinds, proofLimits as limits, type Placement, type ProofKind } from '#shared/proof-items.ts';
import { httpsUrl } from '../company/settings-schema.ts';
import { calendarDay, maxId, text } from '../validation/rules.ts';

const imageId = Joi.number().integer().min(1).max(maxId);
const link = httpsUrl(limits.link).allow('').default('');

const placement = Joi.object({
  home: Joi.boolean().strict().default(false),
  uswha: Joi.boolean().strict().default(false),
  services: Joi.array()
    .items(Joi.string().valid(...services.map((service) => service.slug)))
    .unique()
    .default([]),
}).default({ home: false, uswha: false, services: [] });

const notInTheFuture = calendarDay.custom((value: string, helpers) =>
  value <= new Date().toISOString().slice(0, 10) ? value : helpers.error('string.pattern.name', { name: 'pastDay' }),
);

const byKind: Record<ProofKind, Joi.ObjectSchema> = {
  testimonial: Joi.object({
    quote: text(limits.quote).required(),
    person: text(limits.person).required(),
    role: text(limits.role).required(),
    practice: text(limits.practice).required(),
    photoImageId: imageId.allow(null).default(null),
    permissionGiven: Joi.boolean().strict().valid(true).required(),
    permissionDate: notInTheFuture.required(),
  }),
  'case-study': Joi.object({
    practiceType: text(limits.practiceType).required(),
    problem: text(limits.problem).required(),
    whatWasDone: text(limits.whatWasDone).required(),
    figures: Joi.array()
      .items(
        Joi.object({ label: text(limits.figureLabel).required(), before: text(limits.figureValue).required(), after: text(limits.figureValue).required() }),
      )
      .min(1)
      .max(limits.figures)
      .required(),
  }),
  certification: Joi.object({
    name: text(limits.name).required(),
    issuer: text(limits.issuer).required(),
    logoImageId: imageId.allow(null).default(null),
    link,
  }),
  'client-logo': Joi.object({
    name: text(limits.name).required(),
    logoImageId: imageId.required(),
    link,
  }),
};

export const kindOnly = Joi.object({
  kind: Joi.string()
    .valid(...proofKinds)
    .required(),
})
  .unknown(true)
  .required();

/** The schema for a body: its kind's fields, `kind` and `placement`. */
export function proofBodySchema(kind: ProofKind): Joi.ObjectSchema {
  return byKind[kind].keys({ kind: Joi.string().valid(kind).required(), placement }).required();
}

export const proofWording = {
  whole: 'a proof item',
  fieldsOf: 'this kind of proof item',
  labels: {
    permissionGiven: 'Permission',
    permissionDate: 'Date of permission',
    photoImageId: 'Photo',
    logoImageId: 'Logo',
    whatWasDone: 'What was done',
    practiceType: 'Practice type',
  },
  fixed: {
    kind: `Kind must be one of: ${proofKinds.join(', ')}.`,
    permissionGiven: 'Permission must be given before a testimonial can be shown: tick "This person gave permission to be quoted".',
  },
  patterns: {
    httpsUrl: 'must be an https:// address of a website.',
    calendarDay: 'must be a date, like 2026-03-14.',
    pastDay: 'cannot be in the future.',
  },
};

export interface ProofBody {
  kind: ProofKind;
  placement: Placement;
  [field: string]: unknown;
}

export const reorderBody = Joi.object({
  kind: Joi.string()
    .valid(...proofKinds)
    .required(),
  ids: Joi.array().items(Joi.number().integer().min(1).max(maxId)).max(limits.items).unique().required(),
}).required();
