/**
 * The subscribers' and newsletters' admin endpoints, for the role check (role-endpoints.ts), and what each role's
 * run works on: its own subscriber to look at and erase, its own draft to send (the company's postal address set,
 * since a newsletter needs it).
 */
import { saveCompanySettingsRow } from '#database/company-settings.server.ts';
import { insertNewsletter } from '#database/newsletters.server.ts';
import type { TestApp } from './app.ts';
import { validSettings } from './company.ts';
import type { Endpoint } from './role-endpoints.ts';

type SubscriptionEndpoint = Omit<Endpoint, 'path' | 'body'> & { path: (f: SubscriptionFixtures) => string; body?: () => unknown };

export interface SubscriptionFixtures {
  subscriberId: number;
  newsletterId: number;
}

export async function subscriptionFixtures(app: TestApp, role: string, userId: number): Promise<SubscriptionFixtures> {
  const { logoImageId: _logo, ...data } = validSettings;
  await saveCompanySettingsRow(app.db, data, null);
  const now = new Date().toISOString();
  const [subscriber] = (await app
    .db('subscribers')
    .insert({ email: `of-${role}@example.com`, state: 'confirmed', manage_token: `role-${role}`, created_at: now, confirmed_at: now })
    .returning('id')) as { id: number }[];
  const newsletterId = await insertNewsletter(app.db, { subject: `Of ${role}`, postId: null, bodyHtml: '<p>Hello</p>', topics: [], createdBy: userId, now });
  // A test newsletter goes to the signed-in user's own address.
  await app
    .db('users')
    .where({ id: userId })
    .update({ email: `${role}-user@example.com` });
  return { subscriberId: subscriber!.id, newsletterId };
}

export const subscriptionEndpoints: SubscriptionEndpoint[] = [
  { method: 'GET', route: '/admin/subscribers', path: () => '/api/admin/subscribers?state=confirmed', permission: 'subscribers.manage' },
  { method: 'GET', route: '/admin/subscribers/export.csv', path: () => '/api/admin/subscribers/export.csv', permission: 'subscribers.manage' },
  {
    method: 'POST',
    route: '/admin/subscribers/import',
    path: () => '/api/admin/subscribers/import',
    body: () => ({ csv: 'email\nimported-by-role@example.com\n', basis: 'Asked in person' }),
    permission: 'subscribers.manage',
  },
  { method: 'GET', route: '/admin/subscribers/:id', path: (f) => `/api/admin/subscribers/${f.subscriberId}`, permission: 'subscribers.manage' },
  { method: 'DELETE', route: '/admin/subscribers{/:id}', path: (f) => `/api/admin/subscribers/${f.subscriberId}`, permission: 'subscribers.manage' },
  { method: 'GET', route: '/admin/newsletters', path: () => '/api/admin/newsletters', permission: 'subscribers.manage' },
  {
    method: 'POST',
    route: '/admin/newsletters',
    path: () => '/api/admin/newsletters',
    body: () => ({ subject: 'By role', html: '<p>Hi</p>' }),
    permission: 'subscribers.manage',
  },
  { method: 'GET', route: '/admin/newsletters/:id', path: (f) => `/api/admin/newsletters/${f.newsletterId}`, permission: 'subscribers.manage' },
  {
    method: 'PATCH',
    route: '/admin/newsletters/:id',
    path: (f) => `/api/admin/newsletters/${f.newsletterId}`,
    body: () => ({ subject: 'Changed by role' }),
    permission: 'subscribers.manage',
  },
  { method: 'GET', route: '/admin/newsletters/:id/preview', path: (f) => `/api/admin/newsletters/${f.newsletterId}/preview`, permission: 'subscribers.manage' },
  { method: 'POST', route: '/admin/newsletters/:id/test', path: (f) => `/api/admin/newsletters/${f.newsletterId}/test`, permission: 'subscribers.manage' },
  {
    method: 'POST',
    route: '/admin/newsletters/:id/send',
    path: (f) => `/api/admin/newsletters/${f.newsletterId}/send`,
    body: () => ({ at: '2099-01-01T09:00:00.000Z' }),
    permission: 'subscribers.manage',
  },
  // Scheduled, not yet sending: it can still be deleted.
  { method: 'DELETE', route: '/admin/newsletters/:id', path: (f) => `/api/admin/newsletters/${f.newsletterId}`, permission: 'subscribers.manage' },
  { method: 'GET', route: '/admin/newsletter-settings', path: () => '/api/admin/newsletter-settings', permission: 'subscribers.manage' },
  {
    method: 'PUT',
    route: '/admin/newsletter-settings',
    path: () => '/api/admin/newsletter-settings',
    body: () => ({ countClicks: false }),
    permission: 'settings.manage',
  },
];
