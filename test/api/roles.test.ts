/**
 * Every role against every admin endpoint and page (SECURITY.md#staff-roles): a route whose
 * permission check is missing or wrong fails here. The list of endpoints is
 * checked against the routes the API actually registers, so a new admin route
 * without a row fails too.
 */
import { expect } from 'chai';
import { pino } from 'pino';
import { insertContact, getContact } from '#database/contacts.server.ts';
import { getLeadAlertSettings } from '#database/lead-alerts.server.ts';
import { getCompanySettingsRow } from '#database/company-settings.server.ts';
import { createProofItem, listProofItems } from '#database/proof-items.server.ts';
import { createPost, findPostById, listAllPosts } from '#database/posts.server.ts';
import { findUserById, findUserByUsername } from '#database/users.server.ts';
import { createInvitation, listInvitations } from '#database/invitations.server.ts';
import { createPreviewLink } from '#database/preview-links.server.ts';
import { dashboardNav } from '#content/dashboard-nav.ts';
import { apiRouter } from '#server/api/index.server.ts';
import { auditLog } from '#server/audit/audit-log.server.ts';
import { trustedDevices } from '#server/auth/trusted-devices.server.ts';
import { passwordResets } from '#server/auth/password-reset.server.ts';
import { can, roles, type Permission } from '#shared/roles.ts';
import { createAdmin, signIn, signInAs, startTestApp, testAdmin, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { callJson, request } from '../helpers/http.ts';
import { startSmtp } from '../helpers/smtp.ts';
import { photo, uploadImage } from '../helpers/media.ts';
import { base64, pngImage } from '../helpers/images.ts';
import { settingsBody } from '../helpers/company.ts';
import { enrolTotp, passwordStep, post } from '../helpers/two-factor.ts';

/** What one role's run works on: its own draft, a lead, a colleague to change. */
interface Fixtures {
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
}

interface Endpoint {
  method: string;
  /** As registered in the route table. */
  route: string;
  path: (fixtures: Fixtures) => string;
  body?: (fixtures: Fixtures) => unknown;
  /** A multipart body instead of JSON (uploads). */
  form?: () => Promise<FormData>;
  permission: Permission;
}

const lead = { fullName: 'Pat Lee', email: 'pat@example.com', company: 'Clinic', phone: null, subject: 'Billing', message: 'Please call.' };
const newPost = { title: 'By role', slug: 'by-role', excerpt: 'e', content: '<p>c</p>', published: false };

const settings = settingsBody('Roles');
const certification = { kind: 'certification', name: 'Sample membership', issuer: 'Sample issuer', link: '' };

const endpoints: Endpoint[] = [
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
  { method: 'POST', route: '/admin/media', path: () => '/api/admin/media', form: imageForm, permission: 'media.upload' },
  { method: 'GET', route: '/admin/media', path: () => '/api/admin/media', permission: 'media.upload' },
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
];

async function imageForm(): Promise<FormData> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(await photo(64, 48).png().toBuffer())], { type: 'image/png' }), 'role.png');
  return form;
}

/** The rows the endpoints could change, how many posts there are (a create adds one), and the audit log (a refusal writes nothing). */
async function snapshot(app: TestApp, fixtures: Fixtures): Promise<unknown> {
  return {
    post: await findPostById(app.db, fixtures.postId),
    pending: await app.db('post_pending_changes').select('post_id', 'updated_at'),
    lead: await getContact(app.db, fixtures.leadId),
    leadNotes: await app.db('contact_notes').where({ contact_id: fixtures.leadId }).select('id'),
    leadAlerts: await getLeadAlertSettings(app.db),
    securitySettings: await app.db('security_settings').select('*'),
    colleague: await findUserById(app.db, fixtures.colleagueId),
    posts: (await listAllPosts(app.db)).length,
    invitations: await listInvitations(app.db),
    auditEntries: Number((await app.db('audit_log').count({ n: '*' }).first())?.n),
    media: await app.db('media').select('id', 'alt').orderBy('id'),
    companySettings: await getCompanySettingsRow(app.db),
    proof: await listProofItems(app.db),
    storedImages: Number((await app.db('stored_images').count({ n: '*' }).first())?.n),
  };
}

/** The method and path of every route under /admin that the API registers. */
function registeredAdminRoutes(app: TestApp): string[] {
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

describe(`Roles against every admin endpoint (${testDatabaseKind})`, () => {
  let app: TestApp;
  // The alert test email needs a mail server that accepts it.
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  before(async () => {
    smtp = await startSmtp();
    app = await startTestApp({ SMTP_URL: smtp.url, CONTACT_NOTIFY_EMAIL: 'leads@rcm.example' });
    // The first owner, so that changing the colleague never touches the last one.
    await createAdmin(app);
  });
  after(async () => {
    await app.close();
    smtp.close();
  });

  it('lists every admin route the API registers', () => {
    expect(registeredAdminRoutes(app).sort()).to.deep.equal(endpoints.map(({ method, route }) => `${method} ${route}`).sort());
  });

  for (const role of roles) {
    describe(`as ${role}`, () => {
      let cookie: string;
      let fixtures: Fixtures;
      before(async () => {
        const user = await signInAs(app, role);
        cookie = user.cookie;
        const post = await createPost(app.db, { ...newPost, slug: `draft-of-${role}` }, user.id);
        const publishedPost = await createPost(app.db, { ...newPost, slug: `published-of-${role}`, status: 'published' }, user.id);
        const colleagueId = await createAdmin(app, `colleague-of-${role}`, testAdmin.password, 'sales');
        const invitation = await createInvitation(app.db, {
          tokenHash: role.padEnd(64, '0'),
          role: 'author',
          createdBy: user.id,
          createdAt: new Date().toISOString(),
          expiresAt: new Date(Date.now() + 60_000).toISOString(),
        });
        const image = await uploadImage(app.url, await signIn(app), await photo(64, 48).png().toBuffer(), { name: `of-${role}.png`, type: 'image/png' });
        const revision = (await app.db('post_revisions').where({ post_id: post.id }).first('id')) as { id: number };
        const proof = await createProofItem(app.db, {
          kind: 'certification',
          data: { name: `Of ${role}`, issuer: 'Issuer', link: '' },
          imageId: null,
          placement: { home: false, uswha: false, services: [] },
        });
        const previewLink = await createPreviewLink(app.db, {
          postId: post.id,
          tokenHash: `preview-${role}`.padEnd(64, '0'),
          createdBy: user.id,
          createdAt: new Date().toISOString(),
          expiresAt: new Date(Date.now() + 60_000).toISOString(),
        });
        fixtures = {
          postId: post.id,
          leadId: (await insertContact(app.db, lead)).id,
          colleagueId,
          invitationId: invitation.id,
          mediaId: image.body.id,
          revisionId: Number(revision.id),
          previewLinkId: previewLink.id,
          proofId: proof.id,
          publishedPostId: publishedPost.id,
          publishedUpdatedAt: publishedPost.updatedAt,
        };
      });

      for (const endpoint of endpoints) {
        const allowed = can(role, endpoint.permission);
        it(`${endpoint.method} ${endpoint.route} ${allowed ? 'is allowed' : 'answers 403 and changes nothing'}`, async () => {
          const before = await snapshot(app, fixtures);
          const response = await request(`${app.url}${endpoint.path(fixtures)}`, {
            method: endpoint.method,
            headers: { cookie, ...(endpoint.body === undefined ? {} : { 'content-type': 'application/json' }) },
            body: endpoint.form ? await endpoint.form() : endpoint.body === undefined ? undefined : JSON.stringify(endpoint.body(fixtures)),
          });
          if (allowed) {
            expect(response.status, response.text).to.be.within(200, 299);
            return;
          }
          expect(response.status).to.equal(403);
          expect(response.body).to.deep.equal({ message: 'Your role does not allow this' });
          expect(await snapshot(app, fixtures)).to.deep.equal(before);
        });
      }

      it('GET /dashboard renders the dashboard', async () => {
        const response = await request(`${app.url}/dashboard`, { headers: { cookie } });
        expect(response.status).to.equal(200);
      });

      // Each dashboard page is guarded on the server by the permission of its entry in the one nav list.
      for (const entry of dashboardNav) {
        const allowed = entry.permission === 'signed-in' || can(role, entry.permission);
        it(`GET ${entry.href} ${allowed ? 'renders the page, listed in the nav' : 'answers 403, not listed in the nav'}`, async () => {
          const response = await request(`${app.url}${entry.href}`, { headers: { cookie } });
          expect(response.status).to.equal(allowed ? 200 : 403);
          expect(response.headers.get('cache-control')).to.equal('no-store');
          const overview = await request(`${app.url}/dashboard`, { headers: { cookie } });
          const navLink = `<a href="${entry.href}"`;
          if (allowed) expect(overview.text).to.include(navLink);
          else {
            expect(overview.text).not.to.include(navLink);
            expect(response.text).to.include('Not available to your role');
            expect(response.text).not.to.include('data-island="Dashboard');
          }
        });
      }

      it('GET /api/auth/me answers the role', async () => {
        const response = await request(`${app.url}/api/auth/me`, { headers: { cookie } });
        expect(response.body).to.deep.equal({
          user: { username: `${role}-user`, role, twoFactor: { enabled: false, totp: false, recoveryCodesLeft: 0, passkeys: 0 } },
        });
      });

      it('sets up TOTP for themselves; half signed in (password only), every admin endpoint answers 401 and changes nothing', async () => {
        const username = `${role}-two-step`;
        await createAdmin(app, username, testAdmin.password, role);
        await enrolTotp(app, await signIn(app, username, testAdmin.password), Date.now());
        const { cookie: half } = await passwordStep(app, username, testAdmin.password);
        for (const endpoint of endpoints) {
          const before = await snapshot(app, fixtures);
          const response = await request(`${app.url}${endpoint.path(fixtures)}`, {
            method: endpoint.method,
            headers: { cookie: half, ...(endpoint.body === undefined ? {} : { 'content-type': 'application/json' }) },
            body: endpoint.body === undefined ? undefined : JSON.stringify(endpoint.body(fixtures)),
          });
          expect(response.status, `${endpoint.method} ${endpoint.route}`).to.equal(401);
          expect(await snapshot(app, fixtures)).to.deep.equal(before);
        }
        for (const path of ['/api/auth/2fa/totp/setup', '/api/auth/2fa/totp/disable']) {
          expect((await post(app, path, half, { code: '123456' })).status, path).to.equal(401);
        }
        expect((await request(`${app.url}/dashboard`, { headers: { cookie: half } })).status).to.equal(303);
      });
    });
  }
});

describe(`Authors and their own drafts (${testDatabaseKind})`, () => {
  let app: TestApp;
  let author: { id: number; cookie: string };
  let editor: { id: number; cookie: string };
  const call = (cookie: string, method: string, path: string, body?: unknown) => callJson(`${app.url}${path}`, method, cookie, body);

  before(async () => {
    app = await startTestApp();
    author = await signInAs(app, 'author');
    editor = await signInAs(app, 'editor');
  });
  after(() => app.close());

  it('cannot publish: neither on create nor by update', async () => {
    const refused = await call(author.cookie, 'POST', '/api/admin/blog', { ...newPost, slug: 'straight-out', published: true });
    expect(refused.status).to.equal(403);
    expect(refused.body.message).to.equal('Only an editor or owner can publish or unpublish posts');
    const draft = await call(author.cookie, 'POST', '/api/admin/blog', { ...newPost, slug: 'own-draft' });
    expect(draft.status).to.equal(201);
    expect(draft.body.authorId).to.equal(author.id);
    const publish = await call(author.cookie, 'PUT', `/api/admin/blog/${draft.body.id}`, { ...newPost, slug: 'own-draft', published: true });
    expect(publish.status).to.equal(403);
    expect((await findPostById(app.db, draft.body.id))?.published).to.equal(false);
  });

  it("sees only their own posts, and cannot change or delete someone else's", async () => {
    const others = await createPost(app.db, { ...newPost, slug: 'editors-draft' }, editor.id);
    const list = await call(author.cookie, 'GET', '/api/admin/blog');
    expect(list.body.map((post: { authorId: number }) => post.authorId)).to.satisfy((ids: number[]) => ids.every((id) => id === author.id));
    expect(list.body.map((post: { slug: string }) => post.slug)).not.to.include('editors-draft');
    for (const [method, path, body] of [
      ['PUT', `/api/admin/blog/${others.id}`, { ...newPost, slug: 'hijacked' }],
      ['DELETE', `/api/admin/blog/${others.id}`, undefined],
      ['POST', `/api/admin/blog/${others.id}/review`, undefined],
    ] as const) {
      const response = await call(author.cookie, method, path, body);
      expect(response.status, `${method} ${path}`).to.equal(403);
      expect(response.body.message).to.equal('Authors can change only their own posts');
    }
    expect(await findPostById(app.db, others.id)).to.deep.equal(others);
  });

  it('submits a draft for review; an editor publishing it ends the request; then the author can no longer change it', async () => {
    const draft = await createPost(app.db, { ...newPost, slug: 'for-review' }, author.id);
    const submitted = await call(author.cookie, 'POST', `/api/admin/blog/${draft.id}/review`);
    expect(submitted.status).to.equal(200);
    expect(submitted.body.reviewRequestedAt).to.be.a('string');
    const editorList = await call(editor.cookie, 'GET', '/api/admin/blog');
    expect(editorList.body.find((post: { id: number }) => post.id === draft.id).reviewRequestedAt).to.equal(submitted.body.reviewRequestedAt);

    const published = await call(editor.cookie, 'PUT', `/api/admin/blog/${draft.id}`, { ...newPost, slug: 'for-review', published: true });
    expect(published.status).to.equal(200);
    expect(published.body.reviewRequestedAt).to.equal(null);
    // The public answer carries no review field.
    expect((await request(`${app.url}/api/blog/for-review`)).body).not.to.have.property('reviewRequestedAt');

    const edit = await call(author.cookie, 'PUT', `/api/admin/blog/${draft.id}`, { ...newPost, slug: 'for-review', title: 'Changed' });
    expect(edit.status).to.equal(403);
    expect(edit.body.message).to.equal('A published post can be changed only by an editor or owner');
    expect((await call(author.cookie, 'DELETE', `/api/admin/blog/${draft.id}`)).status).to.equal(403);
    expect((await findPostById(app.db, draft.id))?.title).to.equal(newPost.title);
  });

  it('deletes their own draft', async () => {
    const draft = await createPost(app.db, { ...newPost, slug: 'to-delete' }, author.id);
    expect((await call(author.cookie, 'DELETE', `/api/admin/blog/${draft.id}`)).status).to.equal(200);
    expect(await findPostById(app.db, draft.id)).to.equal(undefined);
  });

  it('dashboard: no leads page and no publish switch for an author; a sales user sees leads only', async () => {
    const authorPage = await request(`${app.url}/dashboard/posts`, { headers: { cookie: author.cookie } });
    expect(authorPage.text).to.include('id="posts-heading"');
    expect(authorPage.text).not.to.include('id="leads-heading"');
    expect((await request(`${app.url}/dashboard/leads`, { headers: { cookie: author.cookie } })).status).to.equal(403);
    expect((await request(`${app.url}/dashboard/leads/1`, { headers: { cookie: author.cookie } })).status).to.equal(403);
    const sales = await signInAs(app, 'sales');
    const salesPosts = await request(`${app.url}/dashboard/posts`, { headers: { cookie: sales.cookie } });
    expect(salesPosts.status).to.equal(403);
    expect(salesPosts.text).not.to.include('New Post');
    expect(salesPosts.text).not.to.include('id="posts-heading"');
    const salesLeads = await request(`${app.url}/dashboard/leads`, { headers: { cookie: sales.cookie } });
    expect(salesLeads.status).to.equal(200);
    expect(salesLeads.text).to.include('id="leads-heading"');
  });
});

describe(`Lead owners (${testDatabaseKind})`, () => {
  let app: TestApp;
  let owner: string;
  before(async () => {
    app = await startTestApp();
    owner = await signIn(app);
  });
  after(() => app.close());

  it('are the active users whose role may see leads: owners, editors and sales, not authors or deactivated users', async () => {
    const editorId = await createAdmin(app, 'lead-editor', testAdmin.password, 'editor');
    const salesId = await createAdmin(app, 'lead-sales', testAdmin.password, 'sales');
    const authorId = await createAdmin(app, 'lead-author', testAdmin.password, 'author');
    const goneId = await createAdmin(app, 'lead-gone', testAdmin.password, 'sales');
    await app.db('users').where({ id: goneId }).update({ active: false });
    const listed = await request(`${app.url}/api/admin/lead-owners`, { headers: { cookie: owner } });
    expect(listed.body.map((user: { id: number }) => user.id).sort()).to.deep.equal(
      [(await findUserByUsername(app.db, testAdmin.username))!.id, editorId, salesId].sort(),
    );

    const { id } = await insertContact(app.db, lead);
    for (const ownerId of [authorId, goneId]) {
      const response = await callJson(`${app.url}/api/admin/contacts/${id}`, 'PATCH', owner, { ownerId });
      expect(response.status).to.equal(400);
      expect(response.body.errors).to.deep.equal([{ field: 'ownerId', message: 'Owner is not a user who may see leads.' }]);
    }
    expect((await getContact(app.db, id))?.ownerId).to.equal(null);
  });
});
