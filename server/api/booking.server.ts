/**
 * Booking the free assessment call (docs/product/api.md#booking): the public slots, booking, cancelling and
 * moving by the manage link's token; each person's availability, the company's settings, the upcoming calls
 * and each person's calendar feed for staff.
 */
import type { RequestHandler } from 'express';
import Joi from 'joi';
import { getAvailability, getBookingSettings, listUpcomingCalls, saveAvailability, saveBookingSettings } from '#database/bookings.server.ts';
import { calendarFeedCreatedAt, replaceCalendarFeed, revokeCalendarFeed } from '#database/calendar-feeds.server.ts';
import { bookPath, weekdays, type Availability } from '#shared/booking.ts';
import type { SessionUser } from '../auth/session.server.ts';
import { validateAvailability, validateBooking, validateBookingSettings, instant, rescheduleSchema, rescheduleWording } from '../booking/booking-schema.ts';
import { leadOfToken } from '../booking/booking-lead.server.ts';
import { subscribeIfTicked, takeSubscribeOption, withSubscribeOption } from '../subscriptions/subscribe-option.server.ts';
import { bookableDays, bookCall, cancelByToken, hashToken, rescheduleByToken, slotsOffered, type BookingDeps } from '../booking/booking-service.server.ts';
import { clientAttribution } from '../contacts/lead-attribution.ts';
import { HttpError } from '../errors.server.ts';
import { validate } from '../validation/validate.ts';
import { randomBytes } from 'node:crypto';

// Both ends or neither (then from now to the booking horizon); a lead's token offers its owner's times first.
const rangeSchema = Joi.object({
  from: instant,
  to: instant.when('from', { is: Joi.exist(), then: Joi.required() }),
  leadToken: Joi.string().max(100),
}).unknown(false);
const rangeWording = {
  fieldsOf: 'the slot query',
  labels: { from: 'From', to: 'To', leadToken: 'Lead token' },
  patterns: { instant: 'must be a date and time in ISO 8601 with a time zone, such as 2026-12-01T00:00:00Z.' },
};

/** Before the first save: no hours (nobody is offered until they set theirs), the site's zone. */
const emptyAvailability = (timeZone: string): Availability => ({
  timeZone,
  weeklyHours: Object.fromEntries(weekdays.map((day) => [day, []])) as never,
  daysOff: [],
  federalHolidays: false,
  videoUrl: null,
});

export function bookingHandlers(deps: BookingDeps, userOf: (req: Parameters<RequestHandler>[0]) => Promise<SessionUser>) {
  const { db, config } = deps;
  const slots: RequestHandler = async (req, res) => {
    const query = validate<{ from?: string; to?: string; leadToken?: string }>(rangeSchema, req.query, rangeWording, { root: 'query' });
    if (query.to && !query.from) throw new HttpError(400, 'From is required.', { errors: [{ field: 'from', message: 'From is required.' }] });
    const nowMs = (deps.clock ?? Date.now)();
    const fromMs = query.from ? Date.parse(query.from) : nowMs;
    const toMs = query.to ? Date.parse(query.to) : nowMs + bookableDays((await getBookingSettings(db)).horizonDays) * 24 * 60 * 60_000;
    if (toMs <= fromMs) throw new HttpError(400, 'To must be after from.', { errors: [{ field: 'to', message: 'To must be after from.' }] });
    const ownerId = query.leadToken === undefined ? null : (await leadOfToken(db, query.leadToken, nowMs)).ownerId;
    const { slots: free } = await slotsOffered(deps, fromMs, toMs, ownerId);
    res.json({ timeZone: config.siteTimeZone, slots: free.map(({ slot }) => slot) });
  };

  const book: RequestHandler = async (req, res) => {
    let body: unknown = req.body;
    let attribution: unknown;
    let leadToken: unknown;
    if (body && typeof body === 'object' && !Array.isArray(body)) ({ attribution, leadToken, ...body } = body as Record<string, unknown>);
    // A lead's token stands for the visitor's details: they are never typed twice (docs/product/booking.md#one-flow).
    const lead = leadToken === undefined ? undefined : await leadOfToken(db, leadToken, (deps.clock ?? Date.now)());
    if (lead) body = { ...(body as Record<string, unknown>), ...lead.details, phone: (body as Record<string, unknown>).phone ?? lead.details.phone };
    // The "also send me the newsletter" box: `subscribe: true` starts the double opt-in once the call is booked.
    const { body: fields, option } = takeSubscribeOption(body, 'json');
    const checked = withSubscribeOption(validateBooking, option)(fields);
    if (!checked.ok) throw new HttpError(400, 'Some fields of the booking are not valid.', { errors: checked.errors });
    const { token: _token, ...created } = await bookCall(deps, checked.value, clientAttribution(attribution), lead);
    await subscribeIfTicked(deps, option.ok && option.value, checked.value.email, 'booking', clientAttribution(attribution).sentFrom ?? bookPath);
    res.status(201).json(created);
  };

  const cancel: RequestHandler = async (req, res) => {
    const booking = await cancelByToken(deps, String(req.params.token));
    res.json({ id: booking.id, status: booking.status });
  };

  const reschedule: RequestHandler = async (req, res) => {
    const { start } = validate<{ start: string }>(rescheduleSchema, req.body, rescheduleWording);
    const booking = await rescheduleByToken(deps, String(req.params.token), start);
    res.json({ id: booking.id, start: booking.start, end: booking.end });
  };

  const showAvailability: RequestHandler = async (req, res) => {
    const user = await userOf(req);
    res.json((await getAvailability(db, user.id)) ?? emptyAvailability(config.siteTimeZone));
  };

  const saveOwnAvailability: RequestHandler = async (req, res) => {
    const user = await userOf(req);
    const checked = validateAvailability(req.body);
    if (!checked.ok) throw new HttpError(400, checked.errors[0]!.message, { errors: checked.errors });
    await saveAvailability(db, user.id, checked.value);
    res.json(await getAvailability(db, user.id));
  };

  const showSettings: RequestHandler = async (_req, res) => {
    res.json(await getBookingSettings(db));
  };

  const saveSettings: RequestHandler = async (req, res) => {
    const checked = validateBookingSettings(req.body);
    if (!checked.ok) throw new HttpError(400, checked.errors[0]!.message, { errors: checked.errors });
    await saveBookingSettings(db, checked.value);
    res.json(await getBookingSettings(db));
  };

  const upcoming: RequestHandler = async (_req, res) => {
    res.json({ timeZone: config.siteTimeZone, calls: await listUpcomingCalls(db, new Date((deps.clock ?? Date.now)()).toISOString()) });
  };

  const feedState: RequestHandler = async (req, res) => {
    res.json({ createdAt: await calendarFeedCreatedAt(db, (await userOf(req)).id) });
  };

  /** A new feed address, shown once; the previous one stops working. */
  const newFeed: RequestHandler = async (req, res) => {
    const user = await userOf(req);
    const token = randomBytes(32).toString('base64url');
    await replaceCalendarFeed(db, user.id, hashToken(token));
    res.status(201).json({ url: `${config.siteUrl}/calendar/${token}.ics` });
  };

  const revokeFeed: RequestHandler = async (req, res) => {
    await revokeCalendarFeed(db, (await userOf(req)).id);
    res.status(204).end();
  };

  return { slots, book, cancel, reschedule, showAvailability, saveOwnAvailability, showSettings, saveSettings, upcoming, feedState, newFeed, revokeFeed };
}
