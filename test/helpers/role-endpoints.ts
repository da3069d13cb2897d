/**
 * The admin endpoints every role is checked against (test/api/roles.test.ts), with the
 * permission each needs, and what the check reads: the fixtures a role works on, the
 * rows an endpoint could change, and the routes the API registers.
 */
import { pino } from 'pino';
import { getContact } from '#database/contacts.server.ts';
import { getLeadAlertSettings } from '#database/lead-alerts.server.ts';
import { leadRoutingEndpoints } from './role-endpoints-leads.ts';
import { getRevenueCheckAssumptions } from '#database/revenue-check-settings.server.ts';
import { defaultRevenueCheckAssumptions } from '#shared/revenue-check.ts';
import { getCompanySettingsRow } from '#database/company-settings.server.ts';
import { listProofItems } from '#database/proof-items.server.ts';
import { findPostById, listAllPosts } from '#database/posts.server.ts';
import { findUserById } from '#database/users.server.ts';
import { listInvitations } from '#database/invitations.server.ts';
import { apiRouter } from '#server/api/index.server.ts';
import { auditLog } from '#server/audit/audit-log.server.ts';
import { trustedDevices } from '#server/auth/trusted-devices.server.ts';
import { passwordResets } from '#server/auth/password-reset.server.ts';
import { type Permission } from '#shared/roles.ts';
import { type TestApp } from './app.ts';
import { photo } from './media.ts';
import { base64, pngImage } from './images.ts';
import { settingsBody } from './company.ts';
import { bookingEndpoints, type BookingFixtures } from './booking-role-endpoints.ts';
import { pageEndpoints, type PageFixtures } from './page-role-endpoints.ts';

/** What one role's run works on: its own draft, a lead, a colleague to change. */
export interface Fixtures extends PageFixtures, BookingFixtures {
  postId: number;
  leadId: number;
  colleagueId: number;
  invitationId: number;
  revisionId: number;
  mediaId: number;
  proofId: number;
  previewLinkId: number;
  /** A published post of the role's own, and its version, for its pending change. */
  publishedPostId: number;
  publishedUpdatedAt: string;
  /** An import job, to read. */
  importJobId: number;
  redirectId: number;
  ruleId: number;
  deliveryId: number;
}

export interface Endpoint {
  method: string;
  /** As registered in the route table. */
  route: string;
  path: (fixtures: Fixtures) => string;
  body?: (fixtures: Fixtures) => unknown;
  /** A multipart body instead of JSON (uploads). */
  form?: () => Promise<FormData>;
  permission: Permission;
}

export const lead = { fullName: 'Pat Lee', email: 'pat@example.com', company: 'Clinic', phone: null, subject: 'Billing', message: 'Please call.' };
export const newPost = { title: 'By role', slug: 'by-role', excerpt: 'e', content: '<p>c</p>', published: false };
export const settings = settingsBody('Roles');
export const certification = { kind: 'certification', name: 'Sample membership', issuer: 'Sample issuer', link: '' };

export const endpoints: Endpoint[] = [
  { method: 'GET', route: '/admin/blog', path: () => '/api/admin/blog', permission: 'posts.own' },
  { method: 'POST', route: '/admin/blog', path: () => '/api/admin/blog', body: (f) => ({ ...newPost, slug: `new-${f.postId}` }), permission: 'posts.own' },
  {
    method: 'PUT',
    route: '/admin/blog{/:id}',
    path: (f) => `/api/admin/blog/${f.postId}`,
    body: (f) => ({ ...newPost, slug: `renamed-${f.postId}` }),
    permission: 'posts.own',
  },
  { method: 'POST', route: '/admin/blog/:id/review', path: (f) => `/api/admin/blog/${f.postId}/review`, permission: 'posts.own' },
  { method: 'GET', route: '/admin/blog/:id', path: (f) => `/api/admin/blog/${f.postId}`, permission: 'posts.own' },
  { method: 'GET', route: '/admin/blog/:id/revisions', path: (f) => `/api/admin/blog/${f.postId}/revisions`, permission: 'posts.own' },
  {
    method: 'GET',
    route: '/admin/blog/:id/revisions/:revisionId',
    path: (f) => `/api/admin/blog/${f.postId}/revisions/${f.revisionId}`,
    permission: 'posts.own',
  },
  {
    method: 'POST',
    route: '/admin/blog/:id/revisions/:revisionId/restore',
    path: (f) => `/api/admin/blog/${f.postId}/revisions/${f.revisionId}/restore`,
    permission: 'posts.own',
  },
  { method: 'GET', route: '/admin/tags', path: () => '/api/admin/tags', permission: 'posts.own' },
  { method: 'POST', route: '/admin/blog/:id/preview-links', path: (f) => `/api/admin/blog/${f.postId}/preview-links`, permission: 'posts.own' },
  { method: 'GET', route: '/admin/blog/:id/preview-links', path: (f) => `/api/admin/blog/${f.postId}/preview-links`, permission: 'posts.own' },
  {
    method: 'DELETE',
    route: '/admin/blog/:id/preview-links{/:linkId}',
    path: (f) => `/api/admin/blog/${f.postId}/preview-links/${f.previewLinkId}`,
    permission: 'posts.own',
  },
  { method: 'GET', route: '/admin/blog/:id/pending', path: (f) => `/api/admin/blog/${f.postId}/pending`, permission: 'posts.own' },
  {
    method: 'PUT',
    route: '/admin/blog/:id/pending',
    path: (f) => `/api/admin/blog/${f.publishedPostId}/pending`,
    body: (f) => ({ title: 'Pending', ifPostUpdatedAt: f.publishedUpdatedAt, ifPendingUpdatedAt: null }),
    permission: 'posts.all',
  },
  { method: 'DELETE', route: '/admin/blog/:id/pending', path: (f) => `/api/admin/blog/${f.publishedPostId}/pending`, permission: 'posts.all' },
  { method: 'POST', route: '/admin/blog/:id/duplicate', path: (f) => `/api/admin/blog/${f.postId}/duplicate`, permission: 'posts.own' },
  { method: 'DELETE', route: '/admin/blog{/:id}', path: (f) => `/api/admin/blog/${f.postId}`, permission: 'posts.own' },
  { method: 'GET', route: '/admin/contacts', path: () => '/api/admin/contacts', permission: 'leads.read' },
  { method: 'GET', route: '/admin/contacts.csv', path: () => '/api/admin/contacts.csv', permission: 'leads.read' },
  {
    method: 'PATCH',
    route: '/admin/contacts{/:id}',
    path: (f) => `/api/admin/contacts/${f.leadId}`,
    body: () => ({ handled: true }),
    permission: 'leads.update',
  },
  { method: 'GET', route: '/admin/contacts/:id', path: (f) => `/api/admin/contacts/${f.leadId}`, permission: 'leads.read' },
  {
    method: 'POST',
    route: '/admin/contacts/:id/notes',
    path: (f) => `/api/admin/contacts/${f.leadId}/notes`,
    body: () => ({ text: 'Called back' }),
    permission: 'leads.update',
  },
  { method: 'GET', route: '/admin/lead-owners', path: () => '/api/admin/lead-owners', permission: 'leads.read' },
  { method: 'DELETE', route: '/admin/contacts{/:id}', path: (f) => `/api/admin/contacts/${f.leadId}`, permission: 'leads.delete' },
  { method: 'GET', route: '/admin/lead-alerts', path: () => '/api/admin/lead-alerts', permission: 'settings.manage' },
  {
    method: 'PUT',
    route: '/admin/lead-alerts',
    path: () => '/api/admin/lead-alerts',
    body: (f) => ({ enabled: true, recipients: [`sales-${f.leadId}@rcm.example`] }),
    permission: 'settings.manage',
  },
  { method: 'POST', route: '/admin/lead-alerts/test', path: () => '/api/admin/lead-alerts/test', permission: 'settings.manage' },
  { method: 'GET', route: '/admin/revenue-check', path: () => '/api/admin/revenue-check', permission: 'settings.manage' },
  ...leadRoutingEndpoints,
  {
    method: 'PUT',
    route: '/admin/revenue-check',
    path: () => '/api/admin/revenue-check',
    body: (f) => ({ ...defaultRevenueCheckAssumptions, neverReworkedShare: { value: 50, source: `Role check ${f.leadId}` } }),
    permission: 'settings.manage',
  },
  ...bookingEndpoints,
  ...pageEndpoints,
  { method: 'GET', route: '/admin/analytics/summary', path: () => '/api/admin/analytics/summary?from=2026-11-01&to=2026-11-07', permission: 'analytics.read' },
  {
    method: 'GET',
    route: '/admin/analytics/timeseries',
    path: () => '/api/admin/analytics/timeseries?from=2026-11-01&to=2026-11-07&metric=visitors',
    permission: 'analytics.read',
  },
  {
    method: 'GET',
    route: '/admin/analytics/top',
    path: () => '/api/admin/analytics/top?dimension=page&from=2026-11-01&to=2026-11-07',
    permission: 'analytics.read',
  },
  { method: 'GET', route: '/admin/users', path: () => '/api/admin/users', permission: 'users.manage' },
  {
    method: 'PATCH',
    route: '/admin/users{/:id}',
    path: (f) => `/api/admin/users/${f.colleagueId}`,
    body: () => ({ role: 'editor' }),
    permission: 'users.manage',
  },
  { method: 'POST', route: '/admin/invitations', path: () => '/api/admin/invitations', body: () => ({ role: 'author' }), permission: 'users.manage' },
  { method: 'GET', route: '/admin/invitations', path: () => '/api/admin/invitations', permission: 'users.manage' },
  { method: 'DELETE', route: '/admin/invitations{/:id}', path: (f) => `/api/admin/invitations/${f.invitationId}`, permission: 'users.manage' },
  { method: 'GET', route: '/admin/audit', path: () => '/api/admin/audit', permission: 'audit.read' },
  { method: 'GET', route: '/admin/backup', path: () => '/api/admin/backup', permission: 'backup.manage' },
  { method: 'GET', route: '/admin/backup/download', path: () => '/api/admin/backup/download', permission: 'backup.manage' },
  { method: 'GET', route: '/admin/backup/content.zip', path: () => '/api/admin/backup/content.zip', permission: 'backup.manage' },
  { method: 'POST', route: '/admin/media', path: () => '/api/admin/media', form: imageForm, permission: 'media.upload' },
  { method: 'GET', route: '/admin/media', path: () => '/api/admin/media', permission: 'media.upload' },
  { method: 'POST', route: '/admin/import', path: () => '/api/admin/import', form: importForm, permission: 'content.import' },
  { method: 'GET', route: '/admin/import', path: () => '/api/admin/import', permission: 'content.import' },
  { method: 'GET', route: '/admin/import/:id', path: (f) => `/api/admin/import/${f.importJobId}`, permission: 'content.import' },
  { method: 'GET', route: '/admin/media/usage', path: () => '/api/admin/media/usage', permission: 'media.upload' },
  { method: 'GET', route: '/admin/media/:id', path: (f) => `/api/admin/media/${f.mediaId}`, permission: 'media.upload' },
  { method: 'PATCH', route: '/admin/media{/:id}', path: (f) => `/api/admin/media/${f.mediaId}`, body: () => ({ alt: 'Changed' }), permission: 'media.manage' },
  { method: 'DELETE', route: '/admin/media{/:id}', path: (f) => `/api/admin/media/${f.mediaId}`, permission: 'media.manage' },
  { method: 'GET', route: '/admin/settings', path: () => '/api/admin/settings', permission: 'company.manage' },
  { method: 'PUT', route: '/admin/settings', path: () => '/api/admin/settings', body: () => settings, permission: 'company.manage' },
  {
    method: 'POST',
    route: '/admin/settings/logo',
    path: () => '/api/admin/settings/logo',
    body: () => ({ data: base64(pngImage(4, 4)) }),
    permission: 'company.manage',
  },
  { method: 'GET', route: '/admin/proof', path: () => '/api/admin/proof', permission: 'proof.manage' },
  { method: 'POST', route: '/admin/proof', path: () => '/api/admin/proof', body: () => certification, permission: 'proof.manage' },
  {
    method: 'POST',
    route: '/admin/proof/images',
    path: () => '/api/admin/proof/images',
    body: () => ({ data: base64(pngImage(4, 4)) }),
    permission: 'proof.manage',
  },
  {
    method: 'PUT',
    route: '/admin/proof/order',
    path: () => '/api/admin/proof/order',
    body: () => ({ kind: 'case-study', ids: [] }),
    permission: 'proof.manage',
  },
  {
    method: 'PUT',
    route: '/admin/proof{/:id}',
    path: (f) => `/api/admin/proof/${f.proofId}`,
    body: () => ({ ...certification, name: 'Renamed' }),
    permission: 'proof.manage',
  },
  { method: 'DELETE', route: '/admin/proof{/:id}', path: (f) => `/api/admin/proof/${f.proofId}`, permission: 'proof.manage' },
  { method: 'GET', route: '/admin/security-settings', path: () => '/api/admin/security-settings', permission: 'settings.manage' },
  // Off: turned on, it would send the next roles' sign-ins to enrolment.
  {
    method: 'PUT',
    route: '/admin/security-settings',
    path: () => '/api/admin/security-settings',
    body: () => ({ requireTwoFactor: false }),
    permission: 'settings.manage',
  },
  { method: 'GET', route: '/admin/redirects', path: () => '/api/admin/redirects', permission: 'redirects.manage' },
  {
    method: 'POST',
    route: '/admin/redirects',
    path: () => '/api/admin/redirects',
    body: (f) => ({ from: `/gone-${f.postId}`, to: '/solutions', status: 301 }),
    permission: 'redirects.manage',
  },
  { method: 'DELETE', route: '/admin/redirects{/:id}', path: (f) => `/api/admin/redirects/${f.redirectId}`, permission: 'redirects.manage' },
  { method: 'GET', route: '/admin/not-found', path: () => '/api/admin/not-found', permission: 'redirects.manage' },
  { method: 'GET', route: '/admin/site-health', path: () => '/api/admin/site-health', permission: 'health.read' },
];

export async function imageForm(): Promise<FormData> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(await photo(64, 48).png().toBuffer())], { type: 'image/png' }), 'role.png');
  return form;
}

/** A Ghost export of no posts: an import that adds nothing. */
export async function importForm(): Promise<FormData> {
  const form = new FormData();
  form.set('source', 'ghost');
  form.set('file', new Blob([JSON.stringify({ db: [{ meta: { version: '5.0.0' }, data: { posts: [] } }] })], { type: 'application/json' }), 'role.json');
  return form;
}

/** The rows the endpoints could change, how many posts there are (a create adds one), and the audit log (a refusal writes nothing). */
export async function snapshot(app: TestApp, fixtures: Fixtures): Promise<unknown> {
  return {
    post: await findPostById(app.db, fixtures.postId),
    pending: await app.db('post_pending_changes').select('post_id', 'updated_at'),
    lead: await getContact(app.db, fixtures.leadId),
    leadNotes: await app.db('contact_notes').where({ contact_id: fixtures.leadId }).select('id'),
    leadAlerts: await getLeadAlertSettings(app.db),
    revenueCheck: await getRevenueCheckAssumptions(app.db),
    securitySettings: await app.db('security_settings').select('*'),
    colleague: await findUserById(app.db, fixtures.colleagueId),
    posts: (await listAllPosts(app.db)).length,
    invitations: await listInvitations(app.db),
    auditEntries: Number((await app.db('audit_log').count({ n: '*' }).first())?.n),
    media: await app.db('media').select('id', 'alt').orderBy('id'),
    companySettings: await getCompanySettingsRow(app.db),
    proof: await listProofItems(app.db),
    storedImages: Number((await app.db('stored_images').count({ n: '*' }).first())?.n),
    importJobs: Number((await app.db('import_jobs').count({ n: '*' }).first())?.n),
    redirects: await app.db('redirect_rules').select('id', 'source').orderBy('id'),
    availability: await app.db('availability').select('user_id', 'days_off').orderBy('user_id'),
    bookingSettings: await app.db('booking_settings').select('buffer_minutes'),
    calendarFeeds: await app.db('calendar_feeds').select('user_id', 'token_hash').orderBy('user_id'),
  };
}

/** The method and path of every route under /admin that the API registers. */
export function registeredAdminRoutes(app: TestApp): string[] {
  const logger = pino({ level: 'silent' });
  const audit = auditLog({ db: app.db, logger, retentionDays: 365 });
  const router = apiRouter(
    { db: app.db, config: app.config, logger },
    {
      loginLimits: [],
      secondFactorLimits: [],
      devices: trustedDevices(app.config, app.db),
      audit,
      passwordResets: passwordResets({ db: app.db, mail: app.config, audit, logger }),
      resetLimits: [],
    },
  );
  const { stack } = router as unknown as { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
  return stack.flatMap(({ route }) =>
    route && route.path.startsWith('/admin') ? Object.keys(route.methods).map((method) => `${method.toUpperCase()} ${route.path}`) : [],
  );
}
