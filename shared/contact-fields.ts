/**
 * The contact form's field names and limits, shared by the joi schema
 * (contact-schema.ts), the form markup and the form island. No server-only
 * imports here: the browser bundle includes this file.
 */

export const contactFieldNames = ['fullName', 'email', 'company', 'phone', 'subject', 'message'] as const;
export type ContactFieldName = (typeof contactFieldNames)[number];

/** Fields a visitor must fill in (docs/product/contact.md#fields-and-limits). */
export const requiredContactFields = ['fullName', 'email', 'company', 'message'] as const satisfies readonly ContactFieldName[];

export const contactMaxLengths: Record<ContactFieldName, number> = {
  fullName: 200,
  email: 254, // RFC 5321 path limit
  company: 200,
  phone: 40,
  subject: 200,
  message: 5000,
};

/**
 * The honeypot: a field real visitors never see or fill in. Named like an
 * ordinary field so form-filling bots complete it.
 */
export const honeypotField = 'website';

export const defaultContactSubject = 'Website contact';

/** Which page a no-JavaScript form came from; a failed submission re-renders that page. */
export const contactSources = { home: '/', uswha: '/uswha' } as const;
export type ContactSource = keyof typeof contactSources;

/** Names used in validation messages, where they differ from the field's name ("Email" for email). */
export const contactFieldLabels = {
  fullName: 'Full name',
  company: 'Practice or organization',
  source: 'Form source',
} as const satisfies Partial<Record<ContactFieldName | 'source', string>>;

/** Where a visitor goes after a successful submission, with or without JavaScript. */
export const thankYouPath = '/thank-you';

/** A message as stored: trimmed, phone `null` when not given, subject defaulted. */
export interface ContactInput {
  fullName: string;
  email: string;
  company: string;
  phone: string | null;
  subject: string;
  message: string;
}

/** A stored lead, as the admin API answers it and the dashboard shows it. */
export interface Contact extends ContactInput {
  id: number;
  createdAt: string;
  /** When an admin marked the lead handled; null while open. */
  handledAt: string | null;
}
