/**
 * Booking the free assessment call (docs/product/booking.md): the shapes the API, the pages and the dashboard
 * share. No server-only imports: the browser bundle includes this file.
 */

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

/** `HH:MM` wall-clock times in the person's zone; `end` after `start`, `24:00` the end of the day. */
export interface HoursRange {
  start: string;
  end: string;
}

/** One person's availability, as `GET/PUT /api/admin/availability` carries it. */
export interface Availability {
  /** An IANA time zone name (`America/New_York`). */
  timeZone: string;
  weeklyHours: Record<Weekday, HoursRange[]>;
  /** Days (`YYYY-MM-DD`, in the person's zone) without calls. */
  daysOff: string[];
  /** Whether the observed US federal holidays (shared/us-holidays.ts) are days off too; false when left out. */
  federalHolidays?: boolean;
  /** The person's own video meeting link (https), used when the company holds calls by video; null for none. */
  videoUrl?: string | null;
}

/** The company's booking settings (owners set them). */
export interface BookingSettings {
  /** Length of a call, in minutes (a multiple of 5). */
  callMinutes: number;
  /** Free time kept after (and so before) each call, in minutes (a multiple of 5). */
  bufferMinutes: number;
  /** How many of the person's working hours must lie between now and a call's start. */
  noticeHours: number;
  /** How many days ahead a call may be booked. */
  horizonDays: number;
  /** How calls are held: the host calls the visitor's phone, or meets them on the host's video link. */
  callMethod: CallMethod;
}

export const callMethods = ['phone', 'video'] as const;
export type CallMethod = (typeof callMethods)[number];

export const defaultBookingSettings: BookingSettings = { callMinutes: 30, bufferMinutes: 10, noticeHours: 4, horizonDays: 21, callMethod: 'phone' };

/**
 * Where one call happens (docs/product/booking.md#how-the-call-happens): by video on the host's link, or by phone
 * on the visitor's number. A host without a link sends one by email (a call booked before phones were asked
 * for is arranged by email); the page says so.
 */
export type CallPlace = { kind: 'video'; url: string } | { kind: 'phone'; number: string } | { kind: 'video-by-email' } | { kind: 'by-email' };

export interface Slot {
  /** ISO 8601 in UTC. */
  start: string;
  end: string;
}

export const bookingFieldNames = ['fullName', 'email', 'company', 'phone', 'note'] as const;
export type BookingFieldName = (typeof bookingFieldNames)[number];

export const bookingMaxLengths: Record<BookingFieldName, number> = { fullName: 200, email: 254, company: 200, phone: 40, note: 2000 };

export const bookingFieldLabels = {
  fullName: 'Full name',
  company: 'Practice or organization',
  start: 'Time',
} as const;

/** A booking's details as entered (trimmed; phone and note null when not given). */
export interface BookingInput {
  start: string;
  fullName: string;
  email: string;
  company: string;
  phone: string | null;
  note: string | null;
}

/** `POST /api/booking`'s answer. */
export interface BookingCreated {
  id: number;
  start: string;
  end: string;
  /** Who holds the call: their display name. */
  host: { name: string };
  /** Who holds the call and how, in one sentence ("Sam Lee will call you on 555 0100."). */
  where: string;
  manageUrl: string;
  icsUrl: string;
}

/** A call as the staff's "Upcoming calls" lists it. */
export interface UpcomingCall {
  id: number;
  start: string;
  end: string;
  personId: number;
  personName: string;
  fullName: string;
  email: string;
  company: string;
  phone: string | null;
  note: string | null;
  contactId: number | null;
}

/**
 * A call's state on its lead (docs/product/booking.md#the-call-on-the-lead): booked, rescheduled (moved at least
 * once), cancelled by the visitor, or marked done or no-show by staff. Separate from the lead's sales status.
 */
export const callStates = ['booked', 'rescheduled', 'cancelled', 'done', 'no-show'] as const;
export type CallState = (typeof callStates)[number];

/** What staff may mark a call as, once it has been held (or not). */
export const callOutcomes = ['done', 'no-show'] as const;
export type CallOutcome = (typeof callOutcomes)[number];

/** A call as its lead lists it (`GET /api/admin/contacts/{id}`'s `calls`). */
export interface LeadCall {
  id: number;
  start: string;
  end: string;
  state: CallState;
  host: { id: number; name: string };
}

export const bookPath = '/book';
export const manageBookingPath = (token: string) => `/book/manage/${token}`;
export const bookingIcsPath = (token: string) => `/book/manage/${token}/invite.ics`;

/** A booking or manage form sent without JavaScript that failed: shown again with its values and messages. */
export interface BookingFormState {
  values: Record<string, string>;
  errors: { field: string; message: string }[];
  formError?: string;
  /** The note looks like it holds patient details (shared/patient-details.ts): shown again with a warning. */
  patientDetails?: import('./patient-details.ts').PatientDetail[];
}
