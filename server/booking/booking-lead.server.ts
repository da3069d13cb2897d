/**
 * Each booking belongs to a lead (docs/product/booking.md#the-lead): the lead the visitor came with (its token),
 * else the newest lead with the visitor's email, else a new lead stored with the booking's attribution. Booking,
 * moving and cancelling each write the lead's history as the visitor's own action, which is never a first
 * response. A lead and its call have one owner: the lead goes to whoever takes the call, and its history says
 * so. A failure here is logged and never undoes the booking: the call is what the visitor asked for.
 */
import { insertContact, updateLead, type Actor } from '#database/contacts.server.ts';
import { findContactIdByEmail, findLeadByBookingToken, linkBookingToContact, recordCallChange, visitorActor } from '#database/booking-leads.server.ts';
import type { Booking } from '#database/bookings.server.ts';
import type { Database } from '#database/db.server.ts';
import type { CallState } from '#shared/booking.ts';
import type { LeadAttribution, LeadStatus } from '#shared/contact-fields.ts';
import { HttpError } from '../errors.server.ts';
import { recordVisitorEvent } from '../sequences/visitor-events.server.ts';
import type { BookingDeps } from './booking-service.server.ts';
import { hashToken } from './token-hash.server.ts';

export const bookingLeadSubject = 'Free assessment call booked';

/** The name the lead's history gives a change of owner that follows the call. */
export const callRoutingActor: Actor = { id: null, name: 'Call routing' };

/** A booking moves a lead forward to "call booked" from these; never back from a later status. */
const beforeCallBooked: LeadStatus[] = ['new', 'contacted'];

/** The lead a booking will belong to and who owns it, before the call is placed (so the owner is preferred). */
export async function leadOfBooking(db: Database, email: string): Promise<{ contactId: number; ownerId: number | null } | null> {
  const contactId = await findContactIdByEmail(db, email);
  if (contactId === null) return null;
  const row = (await db('contacts').where({ id: contactId }).first('owner_id')) as { owner_id: number | null } | undefined;
  return { contactId, ownerId: row?.owner_id === null || row?.owner_id === undefined ? null : Number(row.owner_id) };
}

/** How long after a form was sent its token still books a call for that lead. */
const leadTokenDays = 30;

export interface TokenLead {
  contactId: number;
  ownerId: number | null;
  details: { fullName: string; email: string; company: string; phone: string | null };
}

/**
 * The lead a booking token names (docs/product/booking.md#one-flow), with the details the booking takes from it;
 * a 400 naming `leadToken` when it is malformed, unknown or older than 30 days.
 */
export async function leadOfToken(db: Database, token: unknown, nowMs: number): Promise<TokenLead> {
  const refused = () =>
    new HttpError(400, 'This booking link has expired. Please enter your details to book.', {
      errors: [{ field: 'leadToken', message: 'This booking link has expired. Please enter your details to book.' }],
    });
  if (typeof token !== 'string' || !/^[\w-]{1,100}$/.test(token)) throw refused();
  const lead = await findLeadByBookingToken(db, hashToken(token), new Date(nowMs - leadTokenDays * 24 * 60 * 60_000).toISOString());
  if (!lead) throw refused();
  return { contactId: lead.id, ownerId: lead.ownerId, details: { fullName: lead.fullName, email: lead.email, company: lead.company, phone: lead.phone } };
}

/** The lead follows the call's host: unowned or owned by someone else, it moves to the host. */
async function followHost(db: Database, contactId: number, hostId: number): Promise<void> {
  await updateLead(db, contactId, { ownerId: hostId }, callRoutingActor);
}

export async function recordBookingLead(
  { db, logger }: BookingDeps,
  booking: Booking,
  attribution: LeadAttribution,
  knownContactId: number | null,
): Promise<void> {
  const visitor = visitorActor(booking.fullName);
  try {
    let contactId = knownContactId;
    if (contactId === null) {
      ({ id: contactId } = await insertContact(
        db,
        {
          fullName: booking.fullName,
          email: booking.email,
          company: booking.company,
          phone: booking.phone,
          subject: bookingLeadSubject,
          message: booking.note ?? `Booked the free assessment call for ${booking.start}.`,
        },
        attribution,
      ));
    }
    await linkBookingToContact(db, booking.id, contactId);
    await recordCallChange(db, contactId, { state: 'booked', start: booking.start }, visitor, booking.createdAt);
    const status = ((await db('contacts').where({ id: contactId }).first('status')) as { status: LeadStatus }).status;
    if (beforeCallBooked.includes(status)) await updateLead(db, contactId, { status: 'call_booked' }, visitor);
    await followHost(db, contactId, booking.userId);
    await recordVisitorEvent(db, { kind: 'call-booked', email: booking.email, contactId, at: booking.createdAt });
  } catch (error) {
    logger.error({ err: { message: error instanceof Error ? error.message : String(error) }, bookingId: booking.id }, 'booking lead not recorded');
  }
}

/** A moved or cancelled call writes its lead's history; a moved call's lead follows its (possibly new) host. */
export async function recordCallChangeOnLead(
  { db, logger }: BookingDeps,
  booking: Booking,
  state: Extract<CallState, 'rescheduled' | 'cancelled'>,
): Promise<void> {
  if (booking.contactId === null) return;
  try {
    await recordCallChange(db, booking.contactId, { state, start: booking.start }, visitorActor(booking.fullName), booking.updatedAt);
    if (state === 'rescheduled') await followHost(db, booking.contactId, booking.userId);
  } catch (error) {
    logger.error({ err: { message: error instanceof Error ? error.message : String(error) }, bookingId: booking.id }, 'booking lead change not recorded');
  }
}
