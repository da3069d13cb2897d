/**
 * Validation of a contact message, defined once and used by
 * `POST /api/contacts` and the no-JavaScript `POST /contact`. Values are
 * trimmed; errors come back as `[{field, message}]` in plain words.
 */
import Joi from 'joi';
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
import type { Wording } from '../validation/field-errors.ts';
import { text } from '../validation/rules.ts';
import { check, type Checked } from '../validation/validate.ts';

const noNul = /^[^\0]*$/;
// CR, LF and the Unicode line/paragraph separators: single-line fields end up in
// email headers and CSV cells, where a line break changes the meaning.
const singleLine = /^[^\r\n\u2028\u2029]*$/;
const phoneCharacters = /^(?:[0-9 +()./-]|ext\.?|x)*$/i;

function field(name: ContactFieldName) {
  return text(contactMaxLengths[name]).pattern(noNul, 'noNul');
}

function line(name: ContactFieldName) {
  return field(name).pattern(singleLine, 'singleLine');
}

const contactKeys = {
  fullName: line('fullName').required(),
  // A real address shape: joi's RFC 5322 check, and a dot in the domain (`name@host` is not enough).
  email: line('email').email({ tlds: false, minDomainSegments: 2 }).required(),
  company: line('company').required(),
  phone: line('phone').pattern(phoneCharacters, 'phone').pattern(/\d/, 'phoneDigit').allow(null).default(null),
  subject: line('subject').default(defaultContactSubject),
  message: field('message').required(),
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

const contactWording: Wording = {
  whole: 'the contact message',
  fieldsOf: 'the contact form',
  labels: contactFieldLabels,
  patterns: {
    noNul: 'contains a character that is not allowed.',
    singleLine: 'must be on a single line.',
    phone: 'may contain only digits, spaces, + ( ) - . / and "ext".',
    phoneDigit: 'must contain at least one digit.',
  },
  fixed: { [honeypotField]: 'Leave this field empty.' },
};

function toInput(value: Record<string, unknown>): ContactInput {
  const { fullName, email, company, phone, subject, message } = value as unknown as ContactInput;
  return { fullName, email, company, phone, subject, message };
}

export function validateContact(body: unknown): Checked<ContactInput> {
  const checked = check<Record<string, unknown>>(contactSchema, body, contactWording);
  return checked.ok ? { ok: true, value: toInput(checked.value) } : checked;
}

export function validateContactForm(body: unknown): Checked<ContactInput & { source: ContactSource }> {
  const checked = check<Record<string, unknown>>(contactFormSchema, body, contactWording);
  return checked.ok ? { ok: true, value: { ...toInput(checked.value), source: checked.value.source as ContactSource } } : checked;
}

/** True when a bot filled the honeypot (any non-empty value, whatever its type). */
export function isHoneypotFilled(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const value = (body as Record<string, unknown>)[honeypotField];
  return value !== undefined && value !== null && value !== '';
}
