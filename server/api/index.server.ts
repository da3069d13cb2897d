/**
 * The API route table: every endpoint, grouped by resource, in one list
 * (nothing is discovered by file name). Bodies must be JSON in UTF-8 (415 otherwise).
 */
import express, { Router } from 'express';
import type { Permission } from '#shared/roles.ts';
import { requirePermission } from '../auth/permissions.server.ts';
import { requireAdmin } from '../auth/require-admin.server.ts';
import { apiErrorHandler, apiNotFound, HttpError } from '../errors.server.ts';
import { requireWellFormedText } from './well-formed-text.server.ts';
import { hasBody, requireUtf8Body } from '../utf8-body.server.ts';
import { currentUser, type SessionDeps, type SessionUser } from '../auth/session.server.ts';
import type { SignInOptions } from '../auth/sign-in.server.ts';
import { contactLimiter } from '../contacts/contact-limiter.server.ts';
import type { SubmitContactDeps } from '../contacts/submit-contact.server.ts';
import { createLimiter, type LimitStore } from '../rate-limit.server.ts';
import { adminAnalyticsHandlers } from './admin-analytics.server.ts';
import { adminBlogHandlers } from './admin-blog.server.ts';
import { adminPostEditorHandlers } from './admin-post-editor.server.ts';
import { adminPostRevisionHandlers } from './admin-post-revisions.server.ts';
import { adminPreviewLinkHandlers } from './admin-preview-links.server.ts';
import { adminMediaHandlers } from './admin-media.server.ts';
import { adminGuideHandlers } from './admin-guides.server.ts';
import { guideRequestHandler } from './guides.server.ts';
import { guideRequestLimiter } from '../guides/guide-routes.server.ts';
import { adminImportHandlers } from './admin-import.server.ts';
import { importBodyParser } from './admin-subscribers.server.ts';
import { importJobRunner } from '../import/import-jobs.server.ts';
import { mediaStorage } from '../media/storage.server.ts';
import { uploadGuards, type UploadGuards } from '../media/upload-limits.server.ts';
import { adminLeadAlertHandlers } from './admin-lead-alerts.server.ts';
import { mountLeadRouting } from './lead-routing-routes.server.ts';
import { adminContactHandlers } from './admin-contacts.server.ts';
import { invitationHandlers } from './invitations.server.ts';
import { profileHandlers } from './profile.server.ts';
import { authHandlers } from './auth.server.ts';
import { twoFactorHandlers } from './two-factor.server.ts';
import { passkeyHandlers } from './passkeys.server.ts';
import { passwordResetHandlers } from './password-reset.server.ts';
import { relyingPartyOf } from '../auth/passkeys.server.ts';
import { listPublished, showPublished } from './blog.server.ts';
import { searchHandler } from './search.server.ts';
import { createContact } from './contacts.server.ts';
import { dashboardRoutes, upkeepRoutes } from './dashboard-routes.server.ts';
import { revenueCheckHandlers } from './revenue-check.server.ts';
import { bookingRoutes } from './booking-routes.server.ts';
import { pageRoutes } from './pages-routes.server.ts';
import { subscribeHandler } from './subscriptions.server.ts';
import { subscribeLimiter } from '../subscriptions/subscription-routes.server.ts';

/** Runs `limiter` only for a body that carries `field` (a check worth limiting). */
const whenSent =
  (field: string, limiter: express.RequestHandler): express.RequestHandler =>
  (req, res, next) =>
    req.body && typeof req.body === 'object' && field in req.body ? limiter(req, res, next) : next();

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** /api accepts only JSON bodies; a request without a body passes. */
const requireJson: express.RequestHandler = (req, _res, next) => {
  if (bodyMethods.has(req.method) && hasBody(req) && !req.is('application/json')) {
    return next(new HttpError(415, 'Request body must be JSON (Content-Type: application/json)'));
  }
  next();
};

/**
 * What the API's handlers use: sessions, contact storage and notification, rate-limit stores. The app passes
 * its one deps object, which must not be copied on the way: the contact limiter is one per deps object,
 * shared with the HTML form route (../contacts/contact-limiter.server.ts).
 */
export type ApiDeps = SessionDeps & SubmitContactDeps & LimitStore;

/** What each group of routes below registers on, and with. */
export interface Routes {
  api: Router;
  deps: ApiDeps;
  signIn: SignInOptions;
  /** An /admin route's guard: the permission it needs (shared/roles.ts). */
  allow: (permission: Permission) => express.RequestHandler;
  /** The signed-in user; 401 without one. */
  signedIn: (req: express.Request) => Promise<SessionUser>;
  uploads: UploadGuards;
  /** The client build, whose top-level files no redirect rule may take over. */
  clientDir: string | undefined;
  media: ReturnType<typeof adminMediaHandlers>;
  guides: ReturnType<typeof adminGuideHandlers>;
}

export function apiRouter(deps: ApiDeps, signIn: SignInOptions, clientDir?: string): Router {
  const { db } = deps;
  const { audit } = signIn;
  const api = Router();
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  // Before any route or body parsing: without a session, no admin call does any work.
  api.use('/admin', requireAdmin(deps));
  // Every image upload counts against its user's hourly allowance and the site's storage quota.
  const uploads = uploadGuards(deps, deps.config.uploads, async (req) => (await signedIn(req)).id);
  // Media uploads are multipart (the one body that is not JSON): registered before the JSON-only rules.
  const media = adminMediaHandlers({ db, storage: mediaStorage(deps), audit, userOf: (req) => signedIn(req), quota: uploads });
  api.post('/admin/media', requirePermission(deps, 'media.upload'), uploads.rateLimit, media.upload);
  // Imports are multipart too; they run in the background, one at a time (server/import/import-jobs.server.ts).
  const imports = adminImportHandlers({
    db,
    audit,
    userOf: (req) => signedIn(req),
    jobs: importJobRunner({ db, storage: mediaStorage(deps), logger: deps.logger }),
  });
  // Guides' PDFs are multipart too (docs/product/guides.md#uploads); they count against the same hourly allowance and quota.
  const guides = adminGuideHandlers({ db, storage: mediaStorage(deps), audit, userOf: (req) => signedIn(req), quota: uploads, clock: deps.clock });
  api.post('/admin/guides', requirePermission(deps, 'guides.manage'), uploads.rateLimit, guides.create);
  api.post('/admin/guides/:id/file', requirePermission(deps, 'guides.manage'), uploads.rateLimit, guides.replaceFile);
  api.post('/admin/import', requirePermission(deps, 'content.import'), imports.start);
  api.get('/admin/import', requirePermission(deps, 'content.import'), imports.list);
  api.get('/admin/import/:id', requirePermission(deps, 'content.import'), imports.show);
  api.use(requireJson);
  api.use(requireUtf8Body('application/json'));
  // Post content may be up to 200 KB of HTML (shared/blog-rules.ts), JSON-escaped: a larger limit there only.
  api.use('/admin/blog', express.json({ limit: '512kb', strict: true, type: 'application/json' }));
  // A newsletter's body has the same 200 KB limit as a post's (server/api/admin-newsletters.server.ts).
  api.use('/admin/newsletters', express.json({ limit: '512kb', strict: true, type: 'application/json' }));
  // Image uploads: up to 300 KB (server/images/image-upload.server.ts), base64 in JSON. A page: its content is at
  // most 500,000 bytes of JSON (maxPageBytes, decision 087), so the largest page the rules allow fits with its path and versions.
  for (const upload of ['/admin/settings/logo', '/admin/proof/images', '/admin/pages'])
    api.use(upload, express.json({ limit: '512kb', strict: true, type: 'application/json' }));
  // A subscriber import: a list of up to 1,000,000 characters (server/api/admin-subscribers.server.ts).
  api.use('/admin/subscribers/import', importBodyParser);
  api.use(express.json({ limit: '32kb', strict: true, type: 'application/json' }));
  api.use(requireWellFormedText);

  // Every /admin route names the permission it needs (shared/roles.ts); test/api/roles.test.ts
  // calls each one as each role, so a route without its check fails there.
  const allow = (permission: Permission) => requirePermission(deps, permission);
  const signedIn = async (req: express.Request) => {
    const user = await currentUser(req, deps);
    if (!user) throw new HttpError(401, 'Authentication required');
    return user;
  };

  const routes: Routes = { api, deps, signIn, allow, signedIn, uploads, media, guides, clientDir };
  accountRoutes(routes);
  leadRoutes(routes);
  analyticsRoutes(routes);
  blogRoutes(routes);
  dashboardRoutes(routes);
  upkeepRoutes(routes);
  bookingRoutes(routes);
  pageRoutes(routes);
  api.use(apiNotFound);
  api.use(apiErrorHandler);
  return api;
}

/** Signing in and out, the second factors and passkeys, each user's own account, password resets and invitations. */
function accountRoutes({ api, deps, allow, signedIn, signIn }: Routes): void {
  const { db } = deps;
  const { loginLimits, secondFactorLimits, devices, audit, passwordResets, resetLimits } = signIn;
  const auth = authHandlers(deps, devices, audit);
  api.post('/auth/login', loginLimits, auth.login);
  api.get('/auth/me', auth.me);
  api.post('/auth/logout', auth.logout);

  // Two-factor sign-in: setting TOTP up (signed in) and the second step of a sign-in (half signed in).
  // Every code checked counts against the sign-in limits (secondFactorLimits).
  const twoFactor = twoFactorHandlers(deps, audit, devices);
  api.post('/auth/2fa/totp/setup', twoFactor.setup);
  api.post('/auth/2fa/totp/confirm', secondFactorLimits, twoFactor.confirm);
  api.post('/auth/2fa/totp/disable', secondFactorLimits, twoFactor.disable);
  api.post('/auth/2fa/verify', secondFactorLimits, twoFactor.verify);

  // Passkeys (decision 034): the relying party is SITE_URL. A sign-in with a passkey alone counts
  // against the sign-in limit per client address; as the second factor, like a code.
  // Each options call stores a challenge: limited per client address, so nobody fills the table.
  const passkeyOptionLimit = createLimiter(
    { name: 'passkey-options', windowMs: 15 * 60_000, limit: 100, message: 'Too many passkey requests. Try again later.' },
    deps,
  );
  const passkeys = passkeyHandlers({ ...deps, rp: relyingPartyOf(deps.config.siteUrl), audit }, devices, audit);
  api.get('/auth/passkeys', passkeys.list);
  api.post('/auth/passkeys/registration-options', passkeyOptionLimit, passkeys.registrationOptions);
  api.post('/auth/passkeys', passkeys.register);
  api.patch('/auth/passkeys{/:id}', passkeys.rename);
  // Its proof (the password or an authenticator-app code) counts like a second-factor guess: per address and per account.
  api.delete('/auth/passkeys{/:id}', passkeys.checkRemoval, secondFactorLimits, passkeys.remove);
  api.post('/auth/passkeys/sign-in-options', passkeyOptionLimit, passkeys.signInOptions);
  api.post('/auth/passkeys/sign-in', loginLimits.slice(0, 1), passkeys.signIn);
  api.post('/auth/passkeys/second-factor-options', passkeyOptionLimit, passkeys.secondFactorOptions);
  api.post('/auth/passkeys/second-factor', secondFactorLimits, passkeys.secondFactor);

  // Each user's own account, whatever the role: profile, password, sessions. A wrong current
  // password counts against the sign-in limit per client address (the first of loginLimits).
  const profile = profileHandlers(deps, signedIn, audit, { mail: deps.config, logger: deps.logger });
  api.get('/auth/profile', profile.show);
  // An email change needs the current password: a wrong one counts like a failed sign-in.
  api.patch('/auth/profile', whenSent('currentPassword', loginLimits[0]!), profile.update);
  api.post('/auth/password', loginLimits.slice(0, 1), profile.changePassword);
  api.get('/auth/sessions', profile.sessions);
  api.delete('/auth/sessions/others', profile.signOutOthers);
  api.delete('/auth/sessions{/:id}', profile.signOutOne);

  // "Forgot password" by email (SMTP only): every request counts against its own limits; a wrong
  // link counts against the sign-in limit per client address.
  const resets = passwordResetHandlers(passwordResets);
  api.post('/auth/password-reset', resetLimits, resets.request);
  api.post('/auth/password-reset/complete', loginLimits.slice(0, 1), resets.complete);

  // Invitations: owners create, list and revoke; the invitee accepts without an account. Failed
  // acceptances count against the sign-in limit per client address (the first of loginLimits).
  const invitations = invitationHandlers({ db, siteUrl: deps.config.siteUrl, audit, clock: deps.clock, mail: deps.config }, signedIn);
  api.post('/auth/invitations/accept', loginLimits.slice(0, 1), invitations.accept);
  api.post('/admin/invitations', allow('users.manage'), invitations.create);
  api.get('/admin/invitations', allow('users.manage'), invitations.list);
  api.delete('/admin/invitations{/:id}', allow('users.manage'), invitations.revoke);
}

/** The contact form's messages, the leads they become, and the alerts of new ones. */
function leadRoutes(routes: Routes): void {
  const { api, deps, allow, signedIn, signIn } = routes;
  const { db } = deps;
  const { audit } = signIn;
  // Contact messages (leads)
  api.post('/contacts', contactLimiter(deps), createContact(deps));
  // Subscriptions (docs/product/subscriptions.md); the newsletters' admin routes are in dashboard-routes.server.ts.
  api.post('/subscribe', subscribeLimiter(deps), subscribeHandler(deps));
  // Guides to download (docs/product/guides.md): the limiter is shared with the no-JavaScript form.
  api.post('/guides/:id/request', guideRequestLimiter(deps), guideRequestHandler(deps));
  const adminContacts = adminContactHandlers({ db, logger: deps.logger, audit, siteTimeZone: deps.config.siteTimeZone, userOf: signedIn, clock: deps.clock });
  api.get('/admin/contacts', allow('leads.read'), adminContacts.list);
  api.get('/admin/contacts.csv', allow('leads.read'), adminContacts.exportCsv);
  api.get('/admin/contacts/:id', allow('leads.read'), adminContacts.show);
  // `{/:id}`: a missing id is a malformed one (400 naming `id`), not an unknown route.
  api.patch('/admin/contacts{/:id}', allow('leads.update'), adminContacts.update);
  api.delete('/admin/contacts{/:id}', allow('leads.delete'), adminContacts.remove);
  api.post('/admin/contacts/:id/notes', allow('leads.update'), adminContacts.addNote);
  api.get('/admin/lead-owners', allow('leads.read'), adminContacts.owners);
  const leadAlerts = adminLeadAlertHandlers({ db, logger: deps.logger, config: deps.config });
  api.get('/admin/lead-alerts', allow('settings.manage'), leadAlerts.show);
  api.put('/admin/lead-alerts', allow('settings.manage'), leadAlerts.save);
  api.post('/admin/lead-alerts/test', allow('settings.manage'), leadAlerts.test);
  mountLeadRouting(routes);
  // The revenue check: anyone computes (nothing stored); owners set its assumptions (docs/product/revenue-check.md).
  const revenueCheck = revenueCheckHandlers({ db, audit, userOf: signedIn });
  api.post('/revenue-check', revenueCheck.compute);
  api.get('/admin/revenue-check', allow('settings.manage'), revenueCheck.showAssumptions);
  api.put('/admin/revenue-check', allow('settings.manage'), revenueCheck.saveAssumptions);
}

function analyticsRoutes({ api, deps, allow }: Routes): void {
  const { db } = deps;
  // Analytics for the overview (dates in the site's time zone).
  const analytics = adminAnalyticsHandlers({ db, siteTimeZone: deps.config.siteTimeZone });
  api.get('/admin/analytics/summary', allow('analytics.read'), analytics.summary);
  api.get('/admin/analytics/timeseries', allow('analytics.read'), analytics.timeseries);
  api.get('/admin/analytics/top', allow('analytics.read'), analytics.top);
}

/** The blog: published posts for everyone; posts, revisions, preview links and the editor for staff. */
function blogRoutes({ api, deps, allow, signedIn, signIn }: Routes): void {
  const { db } = deps;
  const { audit } = signIn;
  // Blog, public: published posts only.
  api.get('/blog', listPublished(db));
  api.get('/blog/:slug', showPublished(db));
  // The site search, public: published posts and the marketing pages. Not rate-limited, like the blog's
  // other public reads: one indexed query per request (docs/product/api.md#search).
  api.get('/search', searchHandler(db));

  // Blog, admin (behind requireAdmin above): drafts included; the author comes from the session.
  // Authors pass `posts.own`; the handlers limit them to their own drafts.
  const adminBlog = adminBlogHandlers(db, signedIn, audit, deps.config, deps.clock);
  api.get('/admin/blog', allow('posts.own'), adminBlog.list);
  api.post('/admin/blog', allow('posts.own'), adminBlog.create);
  api.put('/admin/blog{/:id}', allow('posts.own'), adminBlog.update);
  api.delete('/admin/blog{/:id}', allow('posts.own'), adminBlog.remove);
  api.post('/admin/blog/:id/review', allow('posts.own'), adminBlog.submitForReview);
  api.get('/admin/blog/:id', allow('posts.own'), adminBlog.show);
  // Revisions: whoever may see a post sees its revisions; whoever may change it restores one.
  const postRevisions = adminPostRevisionHandlers(db, signedIn);
  api.get('/admin/blog/:id/revisions', allow('posts.own'), postRevisions.list);
  api.get('/admin/blog/:id/revisions/:revisionId', allow('posts.own'), postRevisions.show);
  api.post('/admin/blog/:id/revisions/:revisionId/restore', allow('posts.own'), postRevisions.restore);
  // The writer left the editor: the revision of their sitting is kept as it is (decision 108).
  api.post('/admin/blog/:id/revisions/keep', allow('posts.own'), postRevisions.keep);
  api.get('/admin/tags', allow('posts.own'), adminBlog.tags);
  const previewLinks = adminPreviewLinkHandlers({ db, siteUrl: deps.config.siteUrl, userOf: signedIn, clock: deps.clock });
  api.post('/admin/blog/:id/preview-links', allow('posts.own'), previewLinks.create);
  api.get('/admin/blog/:id/preview-links', allow('posts.own'), previewLinks.list);
  api.delete('/admin/blog/:id/preview-links{/:linkId}', allow('posts.own'), previewLinks.revoke);
  // The full-page editor: a published post's pending change, and copies (decision 030).
  const postEditor = adminPostEditorHandlers(db, signedIn);
  api.get('/admin/blog/:id/pending', allow('posts.own'), postEditor.showPending);
  // Only drafts are an author's to change, and a draft has no pending change.
  api.put('/admin/blog/:id/pending', allow('posts.all'), postEditor.savePending);
  api.delete('/admin/blog/:id/pending', allow('posts.all'), postEditor.discardPending);
  api.post('/admin/blog/:id/duplicate', allow('posts.own'), postEditor.duplicate);
}
