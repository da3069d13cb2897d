/** The booking's admin endpoints, for the role check (role-endpoints.ts): each body differs per role's run. */
import type { Endpoint } from './role-endpoints.ts';

export const bookingEndpoints: Endpoint[] = [
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
  { method: 'PATCH', route: '/admin/calls/:id', path: () => '/api/admin/calls/999999', body: () => ({ state: 'done' }), permission: 'leads.update' },
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
