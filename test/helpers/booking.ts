/** A booking test's app: a moveable clock, one sales person who takes calls, and requests from their own address. */
import { signInAs, startTestApp, type TestApp } from './app.ts';
import { callJson, postJson, request } from './http.ts';
import { randomClientIp } from './contacts.ts';

/** Monday 2030-01-07, 08:00 UTC: the tests' "now". */
export const mondayMorning = Date.parse('2030-01-07T08:00:00Z');

export const allWeek = (start: string, end: string) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [{ start, end }]]));

export const visitor = { fullName: 'Dana Whitfield', email: 'dana@riverside-obgyn.example', company: 'Riverside OB-GYN' };

export interface BookingTestApp {
  app: TestApp;
  /** Milliseconds since the epoch, as the app's clock reads it; tests move it. */
  now: { ms: number };
  salesId: number;
  salesCookie: string;
  headers: Record<string, string>;
}

/**
 * Starts an app whose clock reads `now.ms`, with a sales account working 09:00–17:00 UTC every day, no notice,
 * 30-minute calls and a 10-minute buffer.
 */
export async function startBookingApp(env: Record<string, string> = {}): Promise<BookingTestApp> {
  const now = { ms: mondayMorning };
  const app = await startTestApp({ TRUST_PROXY: '1', ...env }, { clock: () => now.ms });
  const { id, cookie } = await signInAs(app, 'sales');
  const owner = await signInAs(app, 'owner', 'booking-owner');
  await callJson(`${app.url}/api/admin/booking-settings`, 'PUT', owner.cookie, { callMinutes: 30, bufferMinutes: 10, noticeHours: 0, horizonDays: 21 });
  const saved = await callJson(`${app.url}/api/admin/availability`, 'PUT', cookie, { timeZone: 'UTC', weeklyHours: allWeek('09:00', '17:00'), daysOff: [] });
  if (saved.status !== 200) throw new Error(`availability: ${saved.status} ${saved.text}`);
  return { app, now, salesId: id, salesCookie: cookie, headers: { 'x-forwarded-for': randomClientIp() } };
}

export function postBooking(context: BookingTestApp, body: unknown) {
  return postJson(`${context.app.url}/api/booking`, body, { headers: context.headers });
}

export async function slotStarts(context: BookingTestApp, from: string, to: string): Promise<string[]> {
  const answer = await fetch(`${context.app.url}/api/booking/slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
  const body = (await answer.json()) as { slots: { start: string }[] };
  return body.slots.map((slot) => slot.start);
}

/** Posts a booking page's form as a browser without JavaScript does, following no redirect. */
export function postBookingForm(context: BookingTestApp, path: string, fields: Record<string, string>) {
  return request(`${context.app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...context.headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}
