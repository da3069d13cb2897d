/**
 * Booking, cancelling and moving a call (docs/product/booking.md): the slot is checked against everyone's hours,
 * then placed by the database (database/bookings.server.ts), the lead recorded and the emails sent.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import {
  BookingNotActive,
  cancelBooking,
  findBooking,
  getBookingSettings,
  heldCells,
  insertBooking,
  listBookablePeople,
  moveBooking,
  upcomingCounts,
  type Booking,
  type Placement,
} from '#database/bookings.server.ts';
import type { Database } from '#database/db.server.ts';
import type { LeadAttribution } from '#shared/contact-fields.ts';
import { bookingIcsPath, manageBookingPath, type BookingCreated, type BookingInput } from '#shared/booking.ts';
import type { Config } from '../config.server.ts';
import { HttpError } from '../errors.server.ts';
import { recordVisitorEvent } from '../sequences/visitor-events.server.ts';
import { leadOfBooking, recordBookingLead, recordCallChangeOnLead } from './booking-lead.server.ts';
import { sendBookingMail } from './booking-mail.server.ts';
import { callPlaceOf, callPlaceSentence } from './call-place.server.ts';
import { cellMinutes, cellsOf, freeSlots } from './slots.ts';
import { hashToken } from './token-hash.server.ts';

export interface BookingDeps {
  db: Database;
  config: Config;
  logger: Logger;
  clock?: (() => number) | undefined;
}

const maxRangeMs = 31 * 24 * 60 * 60_000;

/** How many days from now the pickers ask for: the horizon and today, within the 31 days one query may cover. */
export const bookableDays = (horizonDays: number) => Math.min(horizonDays + 1, 31);
const cellOf = (ms: number) => Math.floor(ms / 60_000 / cellMinutes);

/** Every free slot starting in [from, to), and who can take each. */
export async function slotsBetween({ db, clock = Date.now }: Pick<BookingDeps, 'db' | 'clock'>, fromMs: number, toMs: number, respectHolds = true) {
  if (toMs - fromMs > maxRangeMs)
    throw new HttpError(400, 'Ask for at most 31 days of slots.', { errors: [{ field: 'to', message: 'To must be at most 31 days after from.' }] });
  const [people, settings] = await Promise.all([listBookablePeople(db), getBookingSettings(db)]);
  const bufferMs = (settings.callMinutes + settings.bufferMinutes) * 60_000;
  const held = await heldCells(db, cellOf(fromMs - bufferMs), cellOf(toMs + bufferMs));
  return { settings, slots: freeSlots({ people, settings, held, nowMs: clock(), fromMs, toMs, respectHolds }) };
}

/**
 * The free slots offered to a lead (docs/product/booking.md#one-owner): its owner's own times when that person
 * takes calls and is free in the range (the booking then goes to them), else everyone's.
 */
export async function slotsOffered(deps: Pick<BookingDeps, 'db' | 'clock'>, fromMs: number, toMs: number, ownerId: number | null) {
  const offered = await slotsBetween(deps, fromMs, toMs);
  const owners = ownerId === null ? [] : offered.slots.filter(({ userIds }) => userIds.includes(ownerId));
  return owners.length > 0 ? { ...offered, slots: owners } : offered;
}

export { hashToken };

/** Where the call at `start` can go: the people free then, least busy first; a 400 or 409 saying why none is. */
async function placementAt(deps: BookingDeps, start: string, preferUserId?: number): Promise<Placement> {
  const startMs = Date.parse(start);
  const nowMs = (deps.clock ?? Date.now)();
  const startError = (status: number, message: string) => new HttpError(status, message, { errors: [{ field: 'start', message }] });
  if (startMs <= nowMs) throw startError(400, 'That time has passed. Please choose one of the times offered.');
  const { settings, slots } = await slotsBetween(deps, startMs, startMs + 1);
  const free = slots[0];
  if (!free) {
    const { slots: possible } = await slotsBetween(deps, startMs, startMs + 1, false);
    if (possible.length > 0) throw startError(409, 'Someone has just booked that time. Please choose another.');
    throw startError(400, 'We do not take calls at that time. Please choose one of the times offered.');
  }
  const counts = await upcomingCounts(deps.db, new Date(nowMs).toISOString());
  const userIds = [...free.userIds].sort((a, b) => (a === preferUserId ? -1 : b === preferUserId ? 1 : (counts.get(a) ?? 0) - (counts.get(b) ?? 0) || a - b));
  return { userIds, start: free.slot.start, end: free.slot.end, cells: cellsOf(startMs, settings) };
}

const taken = () =>
  new HttpError(409, 'Someone has just booked that time. Please choose another.', {
    errors: [{ field: 'start', message: 'Someone has just booked that time. Please choose another.' }],
  });

function linksOf(siteUrl: string, token: string) {
  return { manageUrl: `${siteUrl}${manageBookingPath(token)}`, icsUrl: `${siteUrl}${bookingIcsPath(token)}` };
}

/** Books the call: 201's body, or a 400/409 HttpError. */
export async function bookCall(
  deps: BookingDeps,
  input: BookingInput,
  attribution: LeadAttribution,
  /** The lead the visitor came with (its booking token); else the newest with their email. */
  knownLead?: { contactId: number; ownerId: number | null },
): Promise<BookingCreated & { token: string }> {
  // An existing lead's call goes to its owner when that person is free then (docs/product/booking.md#the-lead).
  const lead = knownLead ?? (await leadOfBooking(deps.db, input.email));
  const placement = await placementAt(deps, input.start, lead?.ownerId ?? undefined);
  const token = randomBytes(32).toString('base64url');
  const now = new Date((deps.clock ?? Date.now)()).toISOString();
  const booking = await insertBooking(deps.db, placement, {
    input,
    uid: `${randomUUID()}@${new URL(deps.config.siteUrl).hostname}`,
    tokenHash: hashToken(token),
    contactId: lead?.contactId ?? null,
    now,
  });
  if (!booking) throw taken();
  await recordBookingLead(deps, booking, attribution, lead?.contactId ?? null);
  void sendBookingMail(deps, booking, linksOf(deps.config.siteUrl, token), 'booked');
  const place = await callPlaceOf(deps.db, booking);
  return {
    id: booking.id,
    start: booking.start,
    end: booking.end,
    host: { name: place.hostName },
    where: callPlaceSentence(place),
    token,
    ...linksOf(deps.config.siteUrl, token),
  };
}

/** The active booking of a manage link; 404 for an unknown or used one. */
export async function activeBookingOf(db: Database, token: string): Promise<Booking> {
  const booking = typeof token === 'string' && token.length <= 100 ? await findBooking(db, { token_hash: hashToken(token) }) : null;
  if (!booking || booking.status !== 'booked') throw new HttpError(404, 'This booking link is not valid, or the call was cancelled.');
  return booking;
}

export async function cancelByToken(deps: BookingDeps, token: string): Promise<Booking> {
  const booking = await activeBookingOf(deps.db, token);
  const cancelled = await cancelBooking(deps.db, booking.id, new Date((deps.clock ?? Date.now)()).toISOString());
  if (!cancelled) throw new HttpError(404, 'This booking link is not valid, or the call was cancelled.');
  await recordCallChangeOnLead(deps, cancelled, 'cancelled');
  await recordVisitorEvent(deps.db, { kind: 'call-cancelled', email: cancelled.email, contactId: cancelled.contactId, at: cancelled.updatedAt });
  void sendBookingMail(deps, cancelled, linksOf(deps.config.siteUrl, token), 'cancelled');
  return cancelled;
}

export async function rescheduleByToken(deps: BookingDeps, token: string, start: string): Promise<Booking> {
  const booking = await activeBookingOf(deps.db, token);
  if (booking.start === start) return booking;
  const placement = await placementAt(deps, start, booking.userId);
  let moved: Booking | null;
  try {
    moved = await moveBooking(deps.db, booking.id, placement, new Date((deps.clock ?? Date.now)()).toISOString());
  } catch (error) {
    if (error instanceof BookingNotActive) throw new HttpError(404, 'This booking link is not valid, or the call was cancelled.');
    throw error;
  }
  if (!moved) throw taken();
  await recordCallChangeOnLead(deps, moved, 'rescheduled');
  void sendBookingMail(deps, moved, linksOf(deps.config.siteUrl, token), 'moved');
  return moved;
}
