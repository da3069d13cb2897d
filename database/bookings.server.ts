/**
 * Named queries for booking calls (docs/product/booking.md): availability, the company's settings, bookings and
 * the cells they hold. Placing a call inserts its row and its cells in one transaction; the unique key over
 * (user, cell) refuses a second call over the same time, so nothing is checked first (decision 066).
 */
import {
  defaultBookingSettings,
  weekdays,
  type Availability,
  type CallMethod,
  type BookingInput,
  type BookingSettings,
  type UpcomingCall,
} from '#shared/booking.ts';
import type { Database } from './db.server.ts';
import { isUniqueViolation } from './unique-violation.server.ts';

const toIso = (value: string | Date) => new Date(value).toISOString();

type AvailabilityRow = Record<'time_zone' | 'weekly_hours' | 'days_off', string> & { federal_holidays: boolean | number; video_url?: string | null };

const availabilityOf = (row: AvailabilityRow): Availability => ({
  timeZone: row.time_zone,
  weeklyHours: JSON.parse(row.weekly_hours),
  daysOff: JSON.parse(row.days_off),
  federalHolidays: Boolean(row.federal_holidays),
  ...(row.video_url === undefined ? {} : { videoUrl: row.video_url }),
});

export async function getAvailability(db: Database, userId: number): Promise<Availability | null> {
  const row = (await db('availability').where({ user_id: userId }).first()) as AvailabilityRow | undefined;
  return row ? availabilityOf(row) : null;
}

export async function saveAvailability(db: Database, userId: number, availability: Availability): Promise<void> {
  const weeklyHours = Object.fromEntries(weekdays.map((day) => [day, availability.weeklyHours[day]]));
  await db('availability')
    .insert({
      user_id: userId,
      time_zone: availability.timeZone,
      weekly_hours: JSON.stringify(weeklyHours),
      days_off: JSON.stringify(availability.daysOff),
      federal_holidays: availability.federalHolidays ?? false,
      video_url: availability.videoUrl ?? null,
      updated_at: new Date().toISOString(),
    })
    .onConflict('user_id')
    .merge();
}

/** Everyone who takes calls: active accounts whose role may (owner, sales) and that have set their hours. */
export async function listBookablePeople(db: Database): Promise<{ userId: number; availability: Availability }[]> {
  const rows = (await db('availability')
    .join('users', 'users.id', 'availability.user_id')
    .where('users.active', true)
    .whereIn('users.role', ['owner', 'sales'])
    .select('availability.user_id', 'time_zone', 'weekly_hours', 'days_off', 'federal_holidays')) as (AvailabilityRow & { user_id: number })[];
  return rows.map((row) => ({ userId: Number(row.user_id), availability: availabilityOf(row) }));
}

export async function getBookingSettings(db: Database): Promise<BookingSettings> {
  const row = (await db('booking_settings').where({ id: 1 }).first()) as (Record<string, number> & { call_method: CallMethod }) | undefined;
  if (!row) return defaultBookingSettings;
  return {
    callMinutes: Number(row.call_minutes),
    bufferMinutes: Number(row.buffer_minutes),
    noticeHours: Number(row.notice_hours),
    horizonDays: Number(row.horizon_days),
    callMethod: row.call_method === 'video' ? 'video' : 'phone',
  };
}

export async function saveBookingSettings(db: Database, settings: BookingSettings): Promise<void> {
  await db('booking_settings')
    .insert({
      id: 1,
      call_minutes: settings.callMinutes,
      buffer_minutes: settings.bufferMinutes,
      notice_hours: settings.noticeHours,
      horizon_days: settings.horizonDays,
      call_method: settings.callMethod,
      updated_at: new Date().toISOString(),
    })
    .onConflict('id')
    .merge();
}

/** The cells held by active calls between the two cells, by person. */
export async function heldCells(db: Database, fromCell: number, toCell: number): Promise<Map<number, Set<number>>> {
  const rows = (await db('booking_holds').whereBetween('cell', [fromCell, toCell]).select('user_id', 'cell')) as { user_id: number; cell: number | string }[];
  const held = new Map<number, Set<number>>();
  for (const row of rows) {
    const cells = held.get(Number(row.user_id)) ?? new Set<number>();
    cells.add(Number(row.cell));
    held.set(Number(row.user_id), cells);
  }
  return held;
}

export interface BookingRow {
  id: number;
  user_id: number;
  contact_id: number | null;
  start_at: string | Date;
  end_at: string | Date;
  status: 'booked' | 'cancelled';
  full_name: string;
  email: string;
  company: string;
  phone: string | null;
  note: string | null;
  uid: string;
  sequence: number;
  created_at: string | Date;
  updated_at: string | Date;
}

export interface Booking extends BookingInput {
  id: number;
  userId: number;
  contactId: number | null;
  end: string;
  status: 'booked' | 'cancelled';
  uid: string;
  sequence: number;
  createdAt: string;
  updatedAt: string;
}

export function toBooking(row: BookingRow): Booking {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    contactId: row.contact_id === null ? null : Number(row.contact_id),
    start: toIso(row.start_at),
    end: toIso(row.end_at),
    status: row.status,
    fullName: row.full_name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    note: row.note,
    uid: row.uid,
    sequence: Number(row.sequence),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** The booking was cancelled while it was being moved. */
export class BookingNotActive extends Error {
  constructor() {
    super('The call is no longer booked.');
  }
}

export interface Placement {
  /** People free at the time, in the order to try them. */
  userIds: number[];
  start: string;
  end: string;
  cells: number[];
}

/**
 * Takes the first of `userIds` whose cells are still free: `write` changes the booking row for that person (in
 * the transaction) and answers its id; then its cells are inserted. A unique violation means someone else took
 * the time meanwhile: that person is skipped. Answers the booking's id, or null when nobody was free.
 */
async function place(db: Database, placement: Placement, write: (trx: Database, userId: number) => Promise<number>): Promise<number | null> {
  for (const userId of placement.userIds) {
    try {
      return await db.transaction(async (trx) => {
        const id = await write(trx, userId);
        await trx('booking_holds').insert(placement.cells.map((cell) => ({ user_id: userId, cell, booking_id: id })));
        return id;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return null;
}

export interface NewBooking {
  input: BookingInput;
  uid: string;
  tokenHash: string;
  contactId: number | null;
  now: string;
}

/** Inserts the booking for the first free person; null when the time was taken meanwhile. */
export async function insertBooking(db: Database, placement: Placement, booking: NewBooking): Promise<Booking | null> {
  const { input, now } = booking;
  const id = await place(db, placement, async (trx, userId) => {
    const [row] = await trx('bookings')
      .insert({
        user_id: userId,
        contact_id: booking.contactId,
        start_at: placement.start,
        end_at: placement.end,
        status: 'booked',
        full_name: input.fullName,
        email: input.email,
        company: input.company,
        phone: input.phone,
        note: input.note,
        uid: booking.uid,
        token_hash: booking.tokenHash,
        sequence: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id');
    return Number(typeof row === 'object' && row !== null ? (row as { id: number }).id : row);
  });
  return id === null ? null : findBooking(db, { id });
}

/** Moves an active booking to the placement's time, raising its sequence; null when the time was taken meanwhile. */
export async function moveBooking(db: Database, id: number, placement: Placement, now: string): Promise<Booking | null> {
  const moved = await place(db, placement, async (trx, userId) => {
    await trx('booking_holds').where({ booking_id: id }).delete();
    const changed = await trx('bookings')
      .where({ id, status: 'booked' })
      .update({
        user_id: userId,
        start_at: placement.start,
        end_at: placement.end,
        sequence: trx.raw('sequence + 1'),
        updated_at: now,
        reminded_24h_at: null,
        reminded_1h_at: null,
      });
    if (changed === 0) throw new BookingNotActive();
    return id;
  });
  return moved === null ? null : findBooking(db, { id });
}

/** Cancels an active booking and frees its time; the booking as cancelled, or null when it was not active. */
export async function cancelBooking(db: Database, id: number, now: string): Promise<Booking | null> {
  const changed = await db.transaction(async (trx) => {
    const count = await trx('bookings')
      .where({ id, status: 'booked' })
      .update({ status: 'cancelled', sequence: trx.raw('sequence + 1'), updated_at: now });
    await trx('booking_holds').where({ booking_id: id }).delete();
    return count;
  });
  return changed === 0 ? null : findBooking(db, { id });
}

export async function findBooking(db: Database, where: { id: number } | { token_hash: string }): Promise<Booking | null> {
  const row = (await db('bookings').where(where).first()) as BookingRow | undefined;
  return row ? toBooking(row) : null;
}

/** Active calls from `fromIso` on, earliest first, with the person's name; one person's only when `userId` is given. */
export async function listUpcomingCalls(db: Database, fromIso: string, userId?: number): Promise<UpcomingCall[]> {
  const query = db('bookings')
    .join('users', 'users.id', 'bookings.user_id')
    .where('bookings.status', 'booked')
    .where('bookings.end_at', '>', fromIso)
    .orderBy('bookings.start_at')
    .limit(500)
    .select('bookings.*', 'users.username', 'users.display_name');
  if (userId !== undefined) void query.where('bookings.user_id', userId);
  const rows = (await query) as (BookingRow & { username: string; display_name: string | null })[];
  return rows.map((row) => {
    const booking = toBooking(row);
    return {
      id: booking.id,
      start: booking.start,
      end: booking.end,
      personId: booking.userId,
      personName: row.display_name ?? row.username,
      fullName: booking.fullName,
      email: booking.email,
      company: booking.company,
      phone: booking.phone,
      note: booking.note,
      contactId: booking.contactId,
    };
  });
}

/** How many active calls each person has from now on: the turn order prefers the least busy. */
export async function upcomingCounts(db: Database, fromIso: string): Promise<Map<number, number>> {
  const rows = (await db('bookings')
    .where({ status: 'booked' })
    .where('start_at', '>=', fromIso)
    .groupBy('user_id')
    .select('user_id')
    .count({ count: '*' })) as {
    user_id: number;
    count: number | string;
  }[];
  return new Map(rows.map((row) => [Number(row.user_id), Number(row.count)]));
}
