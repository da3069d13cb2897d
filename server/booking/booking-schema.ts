/**
 * Validation of what booking takes (docs/product/api.md#booking): the visitor's details, a person's
 * availability and the company's settings. Each answers every bad field by name.
 */
import Joi from 'joi';
import { bookingFieldLabels, bookingMaxLengths, callMethods, weekdays, type Availability, type BookingInput, type BookingSettings } from '#shared/booking.ts';
import type { FieldError } from '#shared/field-error.ts';
import type { Wording } from '../validation/field-errors.ts';
import { text } from '../validation/rules.ts';
import { check, type Checked } from '../validation/validate.ts';

const singleLine = /^[^\r\n\u2028\u2029\0]*$/;
const phoneCharacters = /^(?:[0-9 +()./-]|ext\.?|x)*$/i;
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

const line = (name: keyof typeof bookingMaxLengths) => text(bookingMaxLengths[name]).pattern(singleLine, 'singleLine');

/** A start time: ISO 8601 with a zone (`Z` or an offset), as `/api/booking/slots` gives it. */
export const instant = Joi.string()
  .trim()
  .pattern(isoInstant, 'instant')
  .custom((value: string, helpers) =>
    Number.isNaN(Date.parse(value)) ? helpers.error('string.pattern.name', { name: 'instant' }) : new Date(value).toISOString(),
  );

const bookingSchema = Joi.object({
  start: instant.required(),
  fullName: line('fullName').required(),
  email: line('email').email({ tlds: false, minDomainSegments: 2 }).required(),
  company: line('company').required(),
  phone: line('phone').pattern(phoneCharacters, 'phone').pattern(/\d/, 'phoneDigit').allow(null).default(null),
  note: text(bookingMaxLengths.note)
    .pattern(/^[^\0]*$/, 'noNul')
    .allow(null)
    .default(null),
})
  .required()
  .unknown(false);

const patterns = {
  singleLine: 'must be on a single line.',
  noNul: 'contains a character that is not allowed.',
  phone: 'may contain only digits, spaces, + ( ) - . / and "ext".',
  phoneDigit: 'must contain at least one digit.',
  instant: 'must be a date and time in ISO 8601 with a time zone, such as 2026-12-01T15:00:00Z.',
  clock: 'must be a time from 00:00 to 24:00 written HH:MM.',
  day: 'must be a date written YYYY-MM-DD.',
  five: 'must be a multiple of 5.',
};

const bookingWording: Wording = { whole: 'the booking', fieldsOf: 'the booking', labels: bookingFieldLabels, patterns };

export function validateBooking(body: unknown): Checked<BookingInput> {
  return check<BookingInput>(bookingSchema, body, bookingWording);
}

export const rescheduleSchema = Joi.object({ start: instant.required() }).required().unknown(false);
export const rescheduleWording: Wording = { whole: 'the new time', fieldsOf: 'a reschedule', labels: bookingFieldLabels, patterns };

const clock = Joi.string()
  .pattern(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'clock')
  .required();
const day = Joi.string().pattern(/^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/, 'day');

const availabilitySchema = Joi.object({
  timeZone: Joi.string().max(64).required(),
  weeklyHours: Joi.object(
    Object.fromEntries(
      weekdays.map((weekday) => [
        weekday,
        Joi.array()
          .items(Joi.object({ start: clock, end: clock }).unknown(false))
          .max(8)
          .required(),
      ]),
    ),
  )
    .required()
    .unknown(false),
  daysOff: Joi.array().items(day).max(366).required(),
  federalHolidays: Joi.boolean().strict().default(false),
  videoUrl: Joi.string()
    .trim()
    .max(500)
    .uri({ scheme: ['https'] })
    .allow(null, '')
    .empty('')
    .default(null),
})
  .required()
  .unknown(false);

const availabilityWording: Wording = {
  whole: 'the availability',
  fieldsOf: 'the availability',
  labels: { timeZone: 'Time zone', weeklyHours: 'Weekly hours', daysOff: 'Days off', federalHolidays: 'US federal holidays', videoUrl: 'Video link' },
  patterns,
};

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.includes('/') || name === 'UTC';
  } catch {
    return false;
  }
}

/** The schema's checks, then what it cannot say: a real IANA zone, each range ending after it starts, no overlaps. */
export function validateAvailability(body: unknown): Checked<Availability> {
  const checked = check<Availability>(availabilitySchema, body, availabilityWording);
  const errors: FieldError[] = checked.ok ? [] : [...checked.errors];
  const named = new Set(errors.map((error) => error.field));
  const value = (checked.ok ? checked.value : body) as Partial<Availability> | null;
  if (!named.has('timeZone') && typeof value?.timeZone === 'string' && !isTimeZone(value.timeZone)) {
    errors.push({ field: 'timeZone', message: 'Time zone must be an IANA time zone name, such as America/New_York.' });
  }
  for (const weekday of weekdays) {
    const ranges = checked.ok ? checked.value.weeklyHours[weekday] : [];
    const sorted = ranges.map((range, index) => ({ ...range, index })).sort((a, b) => a.start.localeCompare(b.start));
    sorted.forEach((range, position) => {
      const field = `weeklyHours.${weekday}[${range.index}]`;
      if (range.end <= range.start) errors.push({ field: `${field}.end`, message: `${weekday} hours must end after they start.` });
      else if (position > 0 && range.start < sorted[position - 1]!.end)
        errors.push({ field, message: `${weekday} hours overlap another range of the same day.` });
    });
  }
  if (errors.length > 0) return { ok: false, errors };
  const valid = (checked as { value: Availability }).value;
  return { ok: true, value: { ...valid, daysOff: [...new Set(valid.daysOff)].sort() } };
}

const whole = (min: number, max: number) => Joi.number().integer().min(min).max(max).required();

const settingsSchema = Joi.object({
  callMinutes: whole(15, 240).multiple(5),
  bufferMinutes: whole(0, 120).multiple(5),
  noticeHours: whole(0, 336),
  horizonDays: whole(1, 365),
  callMethod: Joi.string()
    .valid(...callMethods)
    .default('phone'),
})
  .required()
  .unknown(false);

const settingsWording: Wording = {
  whole: 'the booking settings',
  fieldsOf: 'the booking settings',
  labels: {
    callMinutes: 'Call length',
    bufferMinutes: 'Buffer',
    noticeHours: 'Minimum notice',
    horizonDays: 'Booking horizon',
    callMethod: 'How calls are held',
  },
  patterns,
};

export function validateBookingSettings(body: unknown): Checked<BookingSettings> {
  const checked = check<BookingSettings>(settingsSchema, body, settingsWording);
  if (checked.ok) return checked;
  // joi's number.multiple has no sentence of its own in field-errors.ts ("is not valid.").
  return {
    ok: false,
    errors: checked.errors.map((error) =>
      error.message.endsWith('is not valid.') ? { ...error, message: error.message.replace('is not valid.', 'must be a multiple of 5 minutes.') } : error,
    ),
  };
}
