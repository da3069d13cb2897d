/**
 * Validating a request part against a joi schema, the same way everywhere:
 * every rule checked (not only the first), values converted and trimmed,
 * failures as `FieldError[]` (field-errors.ts).
 */
import type Joi from 'joi';
import type { FieldError } from '#shared/field-error.ts';
import { HttpError } from '../errors.server.ts';
import { toFieldErrors, type Wording } from './field-errors.ts';

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

export interface CheckOptions {
  /** What a failure of the value itself is called (default `body`; `id` for a path id). */
  root?: string;
}

const joiOptions: Joi.ValidationOptions = { abortEarly: false, convert: true };

/** The valid value, or the field errors (for callers that answer with a page rather than JSON). */
export function check<T>(schema: Joi.Schema, value: unknown, wording: Wording, { root }: CheckOptions = {}): Checked<T> {
  const { value: valid, error } = schema.validate(value, joiOptions);
  return error ? { ok: false, errors: toFieldErrors(error, wording, root) } : { ok: true, value: valid as T };
}

export interface ValidateOptions extends CheckOptions {
  /** The answer's `message`, from the errors; the first field's message by default. */
  message?: (errors: FieldError[]) => string;
}

/** The valid value, or HttpError 400 with `errors`. */
export function validate<T>(schema: Joi.Schema, value: unknown, wording: Wording, { message, root }: ValidateOptions = {}): T {
  const checked = check<T>(schema, value, wording, { root });
  if (checked.ok) return checked.value;
  throw new HttpError(400, message?.(checked.errors) ?? checked.errors[0]!.message, { errors: checked.errors });
}
