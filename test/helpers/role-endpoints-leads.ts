/** Speed to lead's admin routes, for the role checks of role-endpoints.ts. */
import type { Endpoint } from './role-endpoints.ts';

/** Every day, all day: the speed-to-lead settings a role check saves. */
const leadRouting = { responseTargetMinutes: 60, businessHours: { days: [1, 2, 3, 4, 5, 6, 7], start: '00:00', end: '24:00' } };

export const leadRoutingEndpoints: Endpoint[] = [
  ...(['/admin/lead-routing', '/admin/lead-webhook'] as const).map((route) => ({
    method: 'GET' as const,
    route,
    path: () => `/api${route}`,
    permission: 'settings.manage' as const,
  })),
  { method: 'PUT', route: '/admin/lead-routing', path: () => '/api/admin/lead-routing', body: () => leadRouting, permission: 'settings.manage' },
  {
    method: 'POST',
    route: '/admin/lead-routing/rules',
    path: () => '/api/admin/lead-routing/rules',
    body: () => ({ subject: 'Role check', userId: 1 }),
    permission: 'settings.manage',
  },
  { method: 'DELETE', route: '/admin/lead-routing/rules{/:id}', path: (f) => `/api/admin/lead-routing/rules/${f.ruleId}`, permission: 'settings.manage' },
  { method: 'PUT', route: '/admin/lead-webhook', path: () => '/api/admin/lead-webhook', body: () => ({ format: 'slack' }), permission: 'settings.manage' },
  { method: 'POST', route: '/admin/lead-webhook/secret', path: () => '/api/admin/lead-webhook/secret', permission: 'settings.manage' },
  {
    method: 'POST',
    route: '/admin/lead-webhook/deliveries/:id/resend',
    path: (f) => `/api/admin/lead-webhook/deliveries/${f.deliveryId}/resend`,
    permission: 'settings.manage',
  },
];
