/**
 * Validation of a contact message, defined once and used by
 * `POST /api/contacts` and the no-JavaScript `POST /contact`. Values are
 * trimmed; errors come back as `[{field, message}]` in plain words.
 */
import Joi from 'joi';
import type { FieldError } from '../errors.server.ts';
import {
  contactFieldLabels,
  contactMaxLengths,
  contactSources,
  defaultContactSubject,
  honeypotField,
  type ContactFieldName,
  type ContactInput,
  type ContactSource,
} from '#shared/contact-fields.ts';

const noNul = /^[^\0]*$/;
// CR, LF and the Unicode line/paragraph separators: single-line fields end up in
// email headers and CSV cells, where a line break changes the meaning.
const singleLine = /^[^\r\n\u2028\u2029]*$/;
const phoneCharacters = /^(?:[0-9 +()./-]|ext\.?|x)*$/i;

function text(field: ContactFieldName) {
  return Joi.string().trim().max(contactMaxLengths[field]).pattern(noNul, 'noNul');
}

function line(field: ContactFieldName) {
  return text(field).pattern(singleLine, 'singleLine');
}

const contactKeys = {
  fullName: line('fullName').required(),
  // A real address shape: joi's RFC 5322 check, and a dot in the domain (`name@host` is not enough).
  email: line('email').email({ tlds: false, minDomainSegments: 2 }).required(),
  company: line('company').required(),
  phone: line('phone').pattern(phoneCharacters, 'phone').pattern(/\d/, 'phoneDigit').empty('').allow(null).default(null),
  subject: line('subject').empty('').default(defaultContactSubject),
  message: text('message').required(),
  // The honeypot must arrive empty (or not at all); a filled one is caught before validation.
  [honeypotField]: Joi.string().allow('').max(0),
};

export const contactSchema = Joi.object(contactKeys).required().unknown(false);

/** The HTML form adds which page it came from (a hidden field, never the Referer). */
export const contactFormSchema = Joi.object({
  ...contactKeys,
  source: Joi.string()
    .valid(...Object.keys(contactSources))
    .default('home'),
})
  .required()
  .unknown(false);

const patternMessages: Record<string, (label: string) => string> = {
  noNul: (label) => `${label} contains a character that is not allowed.`,
  singleLine: (label) => `${label} must be on a single line.`,
  phone: () => 'Phone may contain only digits, spaces, + ( ) - . / and "ext".',
  phoneDigit: () => 'Phone must contain at least one digit.',
};

function fieldMessage(detail: Joi.ValidationErrorItem): string {
  const field = String(detail.path[0] ?? '');
  const label = contactFieldLabels[field as keyof typeof contactFieldLabels] ?? field;
  if (field === honeypotField) return 'Leave this field empty.';
  switch (detail.type) {
    case 'any.required':
    case 'string.empty':
      return `${label} is required.`;
    case 'string.base':
      return `${label} must be text.`;
    case 'string.max':
      return `${label} must be at most ${detail.context?.limit} characters.`;
    case 'string.email':
      return 'Please enter a valid email address, like name@example.com.';
    case 'string.pattern.name':
      return patternMessages[String(detail.context?.name)]?.(label) ?? `${label} is not valid.`;
    case 'object.unknown':
      return `"${field}" is not a field of the contact form.`;
    case 'any.only':
      return `${label} is not valid.`;
    default:
      return `${label} is not valid.`;
  }
}

/** One message per field (the first rule it broke), in the order the fields appear. */
export function toFieldErrors(error: Joi.ValidationError): FieldError[] {
  const byField = new Map<string, string>();
  for (const detail of error.details) {
    const field = detail.path.length > 0 ? String(detail.path[0]) : 'body';
    if (byField.has(field)) continue;
    byField.set(field, detail.path.length > 0 ? fieldMessage(detail) : 'Send the contact message as a JSON object.');
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

const validateOptions: Joi.ValidationOptions = { abortEarly: false, convert: true, stripUnknown: false };

function toInput(value: Record<string, unknown>): ContactInput {
  const { fullName, email, company, phone, subject, message } = value as unknown as ContactInput;
  return { fullName, email, company, phone, subject, message };
}

export function validateContact(body: unknown): ValidationResult<ContactInput> {
  const { value, error } = contactSchema.validate(body, validateOptions);
  return error ? { ok: false, errors: toFieldErrors(error) } : { ok: true, value: toInput(value) };
}

export function validateContactForm(body: unknown): ValidationResult<ContactInput & { source: ContactSource }> {
  const { value, error } = contactFormSchema.validate(body, validateOptions);
  return error ? { ok: false, errors: toFieldErrors(error) } : { ok: true, value: { ...toInput(value), source: value.source } };
}

/** True when a bot filled the honeypot (any non-empty value, whatever its type). */
export function isHoneypotFilled(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const value = (body as Record<string, unknown>)[honeypotField];
  return value !== undefined && value !== null && value !== '';
}
