/**
 * Every role against every admin endpoint and page (SECURITY.md#staff-roles): a route whose
 * permission check is missing or wrong fails here. The list of endpoints is
 * checked against the routes the API actually registers, so a new admin route
 * without a row fails too.
 */
import { createImportJob } from '#database/import-jobs.server.ts';
import { expect } from 'chai';
import { addAssignmentRule } from '#database/lead-routing.server.ts';
import { insertDelivery } from '#database/webhook-deliveries.server.ts';
import { insertContact } from '#database/contacts.server.ts';
import { createProofItem } from '#database/proof-items.server.ts';
import { createPost } from '#database/posts.server.ts';
import { createInvitation } from '#database/invitations.server.ts';
import { createPreviewLink } from '#database/preview-links.server.ts';
import { createRedirectRule } from '#database/redirect-rules.server.ts';
import { dashboardNav } from '#content/dashboard-nav.ts';
import { can, roles } from '#shared/roles.ts';
import { createAdmin, signIn, signInAs, startTestApp, testAdmin, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { request } from '../helpers/http.ts';
import { startSmtp } from '../helpers/smtp.ts';
import { photo, uploadImage } from '../helpers/media.ts';
import { enrolTotp, passwordStep, post } from '../helpers/two-factor.ts';
import { type Fixtures as OtherFixtures, lead, newPost, endpoints as otherEndpoints, snapshot, registeredAdminRoutes } from '../helpers/role-endpoints.ts';
import { pageFixtures, pageSnapshot } from '../helpers/page-role-endpoints.ts';
import { insertCall } from '../helpers/booking-role-endpoints.ts';
import { subscriptionEndpoints, subscriptionFixtures, type SubscriptionFixtures } from '../helpers/subscription-role-endpoints.ts';
import { sequenceEndpoints, sequenceFixtures, type SequenceFixtures } from '../helpers/sequence-role-endpoints.ts';
import { guideEndpoints, guideFixtures, type GuideFixtures } from '../helpers/guide-role-endpoints.ts';

type Fixtures = OtherFixtures & SubscriptionFixtures & SequenceFixtures & GuideFixtures;
// The subscription endpoints first: the owner's run saves the company's settings further on, and a send needs its postal address.
const endpoints = [...subscriptionEndpoints, ...sequenceEndpoints, ...guideEndpoints, ...otherEndpoints];

/** A proof item of the role's own, placed nowhere. */
const proofOf = (app: TestApp, role: string) =>
  createProofItem(app.db, {
    kind: 'certification',
    data: { name: `Of ${role}`, issuer: 'Issuer', link: '' },
    imageId: null,
    placement: { home: false, uswha: false, services: [] },
  });

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
        const proof = await proofOf(app, role);
        const previewLink = await createPreviewLink(app.db, {
          postId: post.id,
          tokenHash: `preview-${role}`.padEnd(64, '0'),
          createdBy: user.id,
          createdAt: new Date().toISOString(),
          expiresAt: new Date(Date.now() + 60_000).toISOString(),
        });
        const redirect = await createRedirectRule(
          app.db,
          { source: `/moved-of-${role}`, target: '/solutions', status: 301, createdBy: user.id },
          async () => {},
        );
        const leadId = (await insertContact(app.db, lead)).id;
        const delivery = await insertDelivery(app.db, { messageId: `msg_of_${role}`, event: 'lead.created', contactId: null, body: '{}' }, new Date());
        fixtures = {
          ruleId: await addAssignmentRule(app.db, { subject: `Of ${role}`, specialty: null, userId: colleagueId }),
          deliveryId: delivery.id,
          redirectId: redirect.id,
          postId: post.id,
          leadId,
          callId: await insertCall(app.db, leadId, colleagueId, role),
          colleagueId,
          invitationId: invitation.id,
          mediaId: image.body.id,
          revisionId: Number(revision.id),
          previewLinkId: previewLink.id,
          proofId: proof.id,
          publishedPostId: publishedPost.id,
          publishedUpdatedAt: publishedPost.updatedAt,
          importJobId: (await createImportJob(app.db, 'ghost', `of-${role}.json`, user.id)).id,
          ...(await pageFixtures(app, role, user.id)),
          ...(await subscriptionFixtures(app, role, user.id)),
          ...(await sequenceFixtures(app, role, user.id, leadId)),
          ...(await guideFixtures(app, role, user.id)),
        };
      });

      for (const endpoint of endpoints) {
        const allowed = can(role, endpoint.permission);
        it(`${endpoint.method} ${endpoint.route} ${allowed ? 'is allowed' : 'answers 403 and changes nothing'}`, async () => {
          const before = [await snapshot(app, fixtures), await pageSnapshot(app)];
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
          expect([await snapshot(app, fixtures), await pageSnapshot(app)]).to.deep.equal(before);
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
          const before = [await snapshot(app, fixtures), await pageSnapshot(app)];
          const response = await request(`${app.url}${endpoint.path(fixtures)}`, {
            method: endpoint.method,
            headers: { cookie: half, ...(endpoint.body === undefined ? {} : { 'content-type': 'application/json' }) },
            body: endpoint.body === undefined ? undefined : JSON.stringify(endpoint.body(fixtures)),
          });
          expect(response.status, `${endpoint.method} ${endpoint.route}`).to.equal(401);
          expect([await snapshot(app, fixtures), await pageSnapshot(app)]).to.deep.equal(before);
        }
        for (const path of ['/api/auth/2fa/totp/setup', '/api/auth/2fa/totp/disable']) {
          expect((await post(app, path, half, { code: '123456' })).status, path).to.equal(401);
        }
        expect((await request(`${app.url}/dashboard`, { headers: { cookie: half } })).status).to.equal(303);
      });
    });
  }
});
