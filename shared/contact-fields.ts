/**
 * The contact form's field names and limits, shared by the joi schema
 * (contact-schema.ts), the form markup and the form island. No server-only
 * imports here: the browser bundle includes this file.
 */
import type { StoredRevenueCheck } from './revenue-check.ts';

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

/** Where a lead came from; every value may be unknown (null). */
export interface LeadAttribution {
  /** Path of the first page of the visit (no query string). */
  landingPage: string | null;
  /** Host of the site that sent the visitor to the landing page, never the full address. */
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** Path of the page whose form sent the message. */
  sentFrom: string | null;
}

/** The pipeline a lead moves through, in order. */
export const leadStatuses = ['new', 'contacted', 'call_booked', 'qualified', 'won', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** A stored lead, as the admin API answers it and the dashboard shows it. */
export interface Contact extends ContactInput {
  id: number;
  createdAt: string;
  /** When an admin marked the lead handled; null while open. */
  handledAt: string | null;
  status: LeadStatus;
  /** The user responsible for the lead. */
  ownerId: number | null;
  /** A date (YYYY-MM-DD, the site's time zone) to get back to the lead. */
  followUpAt: string | null;
  attribution: LeadAttribution;
  /** The revenue check's inputs and figures, for a lead sent from it (docs/product/revenue-check.md); null otherwise. */
  revenueCheck: StoredRevenueCheck | null;
  /** The guide a confirmed guide request was for (docs/product/guides.md#the-lead), with its title then; null otherwise. */
  guide: { id: number | null; title: string } | null;
  /** The first note, status change or logged call by a staff member (docs/product/leads.md#time-to-first-response); null while unanswered. */
  firstResponseAt: string | null;
  /** Seconds from arrival to the first response; null while unanswered. */
  responseSeconds: number | null;
  /** When a first response is due under the company's response target; null for leads from before the target. */
  responseDueAt: string | null;
  /** Unanswered past its due time. */
  overdue: boolean;
}

export interface LeadNote {
  id: number;
  body: string;
  authorId: number | null;
  authorName: string;
  createdAt: string;
}

/** One change to a lead: what changed, to which value ('' when cleared), who did it and when. */
export interface LeadChange {
  at: string;
  actorName: string | null;
  /** `call`: the value is the call's new state and, unless cancelled, its start (`booked 2030-01-08T10:00:00.000Z`). */
  change: 'status' | 'owner' | 'followUp' | 'handled' | 'call';
  value: string;
}

/** One lead with everything that happened to it, for its own page. */
export interface LeadDetail extends Contact {
  /** The lead's calls, newest first (docs/product/booking.md#the-call-on-the-lead). */
  calls: import('./booking.ts').LeadCall[];
  notes: LeadNote[];
  history: LeadChange[];
  /** The follow-up sequences the lead is or was in (docs/product/sequences.md#on-the-lead-page); the API adds them. */
  sequences?: import('./sequences.ts').LeadEnrolment[];
}
