/**
 * Rules every resource shares: text fields, path ids and list pages.
 */
import Joi from 'joi';
import { roles } from '#shared/roles.ts';
import { invisibleOnly } from '#shared/visible-text.ts';
import { validate } from './validate.ts';

/** Text with nothing visible in it (shared/visible-text.ts) counts as not given. */
const blank = Joi.string().allow('').pattern(invisibleOnly);

/**
 * A text field: trimmed, at most `max` characters, and absent when nothing in
 * it is visible, so `.required()` refuses it and an optional field takes its
 * default. Visible text is kept as sent, joiners and all.
 */
export function text(max: number): Joi.StringSchema {
  return Joi.string().trim().max(max).empty(blank);
}

/** A staff role by name, and the one message for any other value (Wording.fixed). */
export const role = Joi.string().valid(...roles);
export const roleMessage = `Role must be one of: ${roles.join(', ')}.`;

/** The largest id a PostgreSQL `integer` column holds. */
export const maxId = 2_147_483_647;

/** A row id in a URL path: decimal digits only (no sign, point, exponent or hex), from 1 to maxId. */
const idParam = Joi.string()
  .pattern(/^\d{1,10}$/, 'id')
  .custom((digits: string, helpers) => {
    const id = Number(digits);
    return id >= 1 && id <= maxId ? id : helpers.error('string.pattern.name', { name: 'id' });
  })
  .required();

/**
 * The `:id` of a path as a number; a malformed one answers 400 naming the
 * field `id` (a well-formed id of a row that does not exist is the route's 404).
 */
export function pathId(value: unknown): number {
  return validate<number>(idParam, value, { patterns: { id: `must be a whole number from 1 to ${maxId}.` } }, { root: 'id' });
}

/** Page size of a list: the default and the most one request may ask for. */
export interface PageSize {
  default: number;
  max: number;
}

/** `?page=&limit=` of a list; nothing else is allowed in its query string. */
export function pageQuery(size: PageSize): Joi.ObjectSchema<{ page: number; limit: number }> {
  return Joi.object({
    page: Joi.number().integer().min(1).max(1_000_000).default(1),
    limit: Joi.number().integer().min(1).max(size.max).default(size.default),
  });
}

/** How a query string's errors are worded. */
export const queryWording = { fieldsOf: 'the query string' } as const;

/** A calendar date, YYYY-MM-DD, that exists (no 13th month, no 30 February). */
export const calendarDay = Joi.string()
  .pattern(/^\d{4}-\d{2}-\d{2}$/, 'calendarDay')
  .custom((value: string, helpers) => (new Date(`${value}T00:00:00Z`).toISOString().startsWith(value) ? value : helpers.error('any.invalid')), 'real date');
