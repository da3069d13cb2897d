/** The booking's admin endpoints, for the role check (role-endpoints.ts): each body differs per role's run. */
import type { Database } from '#database/db.server.ts';
import type { Endpoint } from './role-endpoints.ts';

/** What the booking endpoints work on: a booked call on the role's lead. */
export interface BookingFixtures {
  callId: number;
}

/** A booked call on the lead, hosted by `userId`, for PATCH /admin/calls/:id (one per role's run). */
export async function insertCall(db: Database, contactId: number, userId: number, role: string): Promise<number> {
  const at = new Date().toISOString();
  const [row] = await db('bookings')
    .insert({
      user_id: userId,
      contact_id: contactId,
      start_at: '2030-01-08T10:00:00.000Z',
      end_at: '2030-01-08T10:30:00.000Z',
      status: 'booked',
      full_name: 'Dana Whitfield',
      email: 'dana@riverside-obgyn.example',
      company: 'Riverside OB-GYN',
      uid: `role-call-${role}@rcm.example`,
      token_hash: `role-call-${role}`,
      created_at: at,
      updated_at: at,
    })
    .returning('id');
  return Number(typeof row === 'object' && row !== null ? (row as { id: number }).id : row);
}

export const bookingEndpoints: Endpoint[] = [
  // The owner's setup list: hours to book calls, the company's details, a logo, proof (docs/product/admin.md#setup-list).
  { method: 'GET', route: '/admin/setup', path: () => '/api/admin/setup', permission: 'company.manage' },
  { method: 'GET', route: '/admin/availability', path: () => '/api/admin/availability', permission: 'calls.take' },
  {
    method: 'PUT',
    route: '/admin/availability',
    path: () => '/api/admin/availability',
    body: (f) => ({
      timeZone: 'UTC',
      weeklyHours: { mon: [{ start: '09:00', end: '17:00' }], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
      daysOff: [`2030-01-${String((f.leadId % 28) + 1).padStart(2, '0')}`],
    }),
    permission: 'calls.take',
  },
  { method: 'GET', route: '/admin/calls', path: () => '/api/admin/calls', permission: 'calls.take' },
  { method: 'PATCH', route: '/admin/calls/:id', path: (f) => `/api/admin/calls/${f.callId}`, body: () => ({ state: 'done' }), permission: 'leads.update' },
  { method: 'GET', route: '/admin/calendar-feed', path: () => '/api/admin/calendar-feed', permission: 'calls.take' },
  { method: 'POST', route: '/admin/calendar-feed', path: () => '/api/admin/calendar-feed', permission: 'calls.take' },
  { method: 'DELETE', route: '/admin/calendar-feed', path: () => '/api/admin/calendar-feed', permission: 'calls.take' },
  { method: 'GET', route: '/admin/booking-settings', path: () => '/api/admin/booking-settings', permission: 'settings.manage' },
  {
    method: 'PUT',
    route: '/admin/booking-settings',
    path: () => '/api/admin/booking-settings',
    body: (f) => ({ callMinutes: 30, bufferMinutes: 5 * (f.leadId % 10), noticeHours: 4, horizonDays: 21 }),
    permission: 'settings.manage',
  },
];
