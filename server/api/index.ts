/**
 * The API route table: every endpoint, grouped by resource, in one list
 * (nothing is discovered by file name). Bodies must be JSON in UTF-8 (415 otherwise).
 */
import express, { Router } from 'express';
import { requireAdmin } from '../auth/require-admin.server.ts';
import { apiErrorHandler, apiNotFound, HttpError } from '../errors.server.ts';
import { requireWellFormedText } from './well-formed-text.ts';
import { hasBody, requireUtf8Body } from '../utf8-body.server.ts';
import { currentUser, type SessionDeps } from '../auth/session.server.ts';
import type { SignInOptions } from '../auth/sign-in.server.ts';
import { contactLimiter } from '../contacts/contact-limiter.server.ts';
import type { SubmitContactDeps } from '../contacts/submit-contact.server.ts';
import type { LimitStore } from '../rate-limit.server.ts';
import { adminAnalyticsHandlers } from './admin-analytics.ts';
import { adminBlogHandlers } from './admin-blog.ts';
import { adminLeadAlertHandlers } from './admin-lead-alerts.ts';
import { adminContactHandlers } from './admin-contacts.ts';
import { authHandlers } from './auth.ts';
import { listPublished, showPublished } from './blog.ts';
import { createContact } from './contacts.ts';

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** /api accepts only JSON bodies; a request without a body passes. */
const requireJson: express.RequestHandler = (req, _res, next) => {
  if (bodyMethods.has(req.method) && hasBody(req) && !req.is('application/json')) {
    return next(new HttpError(415, 'Request body must be JSON (Content-Type: application/json)'));
  }
  next();
};

/** What the API's handlers use: sessions, contact storage and notification, rate-limit stores. */
export type ApiDeps = SessionDeps & SubmitContactDeps & LimitStore;

export function apiRouter(deps: ApiDeps, { loginLimits, devices }: SignInOptions): Router {
  const { db } = deps;
  const api = Router();
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  // Before any route or body parsing: without a session, no admin call does any work.
  api.use('/admin', requireAdmin(deps));
  api.use(requireJson);
  api.use(requireUtf8Body('application/json'));
  // Post content may be up to 200 KB of HTML (shared/blog-rules.ts), JSON-escaped: a larger limit there only.
  api.use('/admin/blog', express.json({ limit: '512kb', strict: true, type: 'application/json' }));
  api.use(express.json({ limit: '32kb', strict: true, type: 'application/json' }));
  api.use(requireWellFormedText);

  const auth = authHandlers(deps, devices);
  api.post('/auth/login', loginLimits, auth.login);
  api.get('/auth/me', auth.me);
  api.post('/auth/logout', auth.logout);

  // Contact messages (leads)
  api.post('/contacts', contactLimiter(deps), createContact(deps));
  const actorOf = async (req: express.Request) => {
    const user = await currentUser(req, deps);
    return { id: user?.id ?? null, name: user?.username ?? '' };
  };
  const adminContacts = adminContactHandlers({ db, logger: deps.logger, siteTimeZone: deps.config.siteTimeZone, actorOf });
  api.get('/admin/contacts', adminContacts.list);
  api.get('/admin/contacts.csv', adminContacts.exportCsv);
  api.get('/admin/contacts/:id', adminContacts.show);
  // `{/:id}`: a missing id is a malformed one (400 naming `id`), not an unknown route.
  api.patch('/admin/contacts{/:id}', adminContacts.update);
  api.delete('/admin/contacts{/:id}', adminContacts.remove);
  api.post('/admin/contacts/:id/notes', adminContacts.addNote);
  api.get('/admin/lead-owners', adminContacts.owners);
  const leadAlerts = adminLeadAlertHandlers({ db, logger: deps.logger, config: deps.config });
  api.get('/admin/lead-alerts', leadAlerts.show);
  api.put('/admin/lead-alerts', leadAlerts.save);
  api.post('/admin/lead-alerts/test', leadAlerts.test);

  // Analytics for the overview (dates in the site's time zone).
  const analytics = adminAnalyticsHandlers({ db, siteTimeZone: deps.config.siteTimeZone });
  api.get('/admin/analytics/summary', analytics.summary);
  api.get('/admin/analytics/timeseries', analytics.timeseries);
  api.get('/admin/analytics/top', analytics.top);

  // Blog, public: published posts only.
  api.get('/blog', listPublished(db));
  api.get('/blog/:slug', showPublished(db));

  // Blog, admin (behind requireAdmin above): drafts included; the author comes from the session.
  const adminBlog = adminBlogHandlers(db, async (req) => (await currentUser(req, deps))?.id ?? null);
  api.get('/admin/blog', adminBlog.list);
  api.post('/admin/blog', adminBlog.create);
  api.put('/admin/blog{/:id}', adminBlog.update);
  api.delete('/admin/blog{/:id}', adminBlog.remove);

  api.use(apiNotFound);
  api.use(apiErrorHandler);
  return api;
}
