/**
 * Builds the Express application without listening, so tests call it directly
 * with their own deps. server/start.server.ts listens (server/index.ts runs it).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { Database } from '#database/db.server.ts';
import { contentVersionNow, publishDuePostsThenReadVersion } from '#database/content-version.server.ts';
import { countPageViews } from './analytics/count-middleware.server.ts';
import type { PageViewCounter } from './analytics/count-page-view.server.ts';
import { apiRouter } from './api/index.server.ts';
import { authPageRoutes } from './auth/auth-pages.server.ts';
import { defaultLoginLimit, loginLimiters, passwordResetLimiters, secondFactorLimiters, type LoginLimitOptions } from './auth/login-limits.server.ts';
import { passwordResets } from './auth/password-reset.server.ts';
import { sessionCookies, sessionStateOf } from './auth/session.server.ts';
import { trustedDevices } from './auth/trusted-devices.server.ts';
import { auditLog } from './audit/audit-log.server.ts';
import { blogFeed, feedPath, tagFeed } from './blog/feed.server.ts';
import { mayBePreview, previewRoute } from './blog/preview.server.ts';
import { publishedPostEntries } from './blog/sitemap-entries.server.ts';
import type { Config } from './config.server.ts';
import { permissionsPolicy, securityHeaders } from './csp.server.ts';
import { contactFormRoutes } from './contacts/contact-form-route.server.ts';
import { emailWebhookRoutes } from './subscriptions/email-webhooks.server.ts';
import { oneClickUnsubscribe, subscriptionRoutes } from './subscriptions/subscription-routes.server.ts';
import { clickRedirect } from './subscriptions/click-links.server.ts';
import { dashboardNewsletterRoute, dashboardSequencesPath } from '#shared/dashboard-paths.ts';
import { guideRoutes } from './guides/guide-routes.server.ts';
import { bookingFormRoutes, bookingPageContext } from './booking/booking-form-routes.server.ts';
import { analysisFormRoutes } from './revenue-check/analysis-form-route.server.ts';
import { toHttpError } from './errors.server.ts';
import { fastPages, headersSetBy } from './fast-pages.server.ts';
import { healthRoutes, type Lifecycle } from './health.server.ts';
import { httpsRedirect } from './https-redirect.server.ts';
import { isPlainPermalink, oldAddresses, redirectLegacyPath } from './import/legacy-redirects.server.ts';
import { mediaFileCache, mediaFiles } from './media/media-files.server.ts';
import { fastMedia } from './media/fast-media.server.ts';
import { mediaStorage } from './media/storage.server.ts';
import { socialCardDrawer, type SocialCards } from './media/social-cards.server.ts';
import { rejectCrossSite } from './origin-check.server.ts';
import { PageCache } from './page-cache.server.ts';
import { redirectOldPagePath } from './pages-admin/old-page-paths.server.ts';
import { pagePreviewPrefix, pagePreviewRoute } from './pages-admin/page-preview.server.ts';
import {
  dashboardPageEditorRoute,
  dashboardPagePreview,
  dashboardPagePreviewRoute,
  editorFramesItsPreview,
} from './pages-admin/dashboard-page-preview.server.ts';
import { pageHandler, renderHtml, sendRendered } from './pages.server.ts';
import { siteContentReader, type SiteContentReader } from './company/site-content.server.ts';
import { uploadsRoute } from './images/uploads-route.server.ts';
import type { RedisClient } from './rate-limit.server.ts';
import { requestLogger } from './request-log.server.ts';
import { seoRoutes } from './seo/routes.server.ts';
import { countNotFound, createNotFoundCounter, type NotFoundCounter } from './redirects/not-found-counter.server.ts';
import { redirectMiddleware, redirectRules } from './redirects/rule-table.server.ts';
import { siteHealthJob, type SiteHealthJob } from './site-health/site-health-job.server.ts';
import { staticAssets } from './static.server.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  logger: Logger;
  lifecycle: Lifecycle;
  /** Shared store for rate limits when REDIS_URL is set. */
  redis?: RedisClient | undefined;
  /** Development only: Vite's middleware instead of the built assets. */
  viteMiddleware?: RequestHandler;
  /** Milliseconds since the epoch for session timeouts; tests pass their own to move time. */
  clock?: () => number;
  /** Failed sign-in limit (default 10 per 15 minutes); tests shorten the window. */
  loginRateLimit?: LoginLimitOptions;
  /** Counts public page views (absent: nothing is counted). The caller closes it before the database. */
  pageViews?: PageViewCounter | undefined;
}

/** The only paths that read or write the session cookie: public responses never carry one. */
const sessionPaths = ['/api/auth', '/api/admin', '/login', '/dashboard'];

export const clientBuildDir = resolve(import.meta.dirname, '../dist/client');

export interface SiteApp {
  /** The Express application (every route; cached pages too, the slow way). */
  express: express.Express;
  /** The fast path alone: answers a cached page and returns true, or returns false having done nothing. */
  answerFromCache(req: IncomingMessage, res: ServerResponse): boolean;
  /** The media fast path alone: answers a /media/ file already in memory and returns true, or returns false. */
  answerMedia(req: IncomingMessage, res: ServerResponse): boolean;
  /** The `http` server's request listener: the fast path, then Express. */
  handleRequest(req: IncomingMessage, res: ServerResponse): void;
  /** The 404 log's counter (`flush()` writes what it has counted). */
  notFound: NotFoundCounter;
  /** The site health check: `start()` runs it in the background (the server), `run()` once (tests). */
  siteHealth: SiteHealthJob;
  /** Social cards: `start()` draws them in the background (the server), `drawn()` once (tests). */
  socialCards: SocialCards;
  /** Stops the background work and writes what the 404 counter holds; before the database closes. */
  stopBackground(): Promise<void>;
}

export function createApp(deps: AppDeps): SiteApp {
  const { config, db, logger, lifecycle } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  app.use(requestLogger(logger));
  // Every 404 answered from here on is counted (docs/product/redirects.md#the-404-log).
  const notFound = createNotFoundCounter({
    db,
    logger,
    siteUrl: config.siteUrl,
    siteTimeZone: config.siteTimeZone,
    settings: config.analytics,
    clock: deps.clock,
  });
  app.use(countNotFound(notFound));
  app.use(closeConnectionsWhenStopping(lifecycle));
  // The same headers on every page answer, whichever path answers it (server/fast-pages.server.ts).
  const fixedHeaderMiddleware = [securityHeaders({ isProduction: config.isProduction, devServer: Boolean(deps.viteMiddleware) }), permissionsPolicy];
  app.use(fixedHeaderMiddleware);
  // Before the HTTPS redirect: load balancers probe over plain http.
  app.use(healthRoutes(db, lifecycle));
  const toHttps = httpsRedirect(config, logger);
  if (toHttps) app.use(toHttps);
  app.use(compression());
  const mediaCache = mediaFileCache();
  app.use('/media', mediaFiles(db, mediaStorage(deps), { cache: mediaCache }));
  if (deps.viteMiddleware) app.use(deps.viteMiddleware);
  else app.use(staticAssets(clientBuildDir));

  // The company's details and proof items, for every render (server/company/site-content.server.ts).
  app.locals.siteContent = siteContentReader(db);
  const socialCards = socialCardDrawer({
    db,
    storage: mediaStorage(deps),
    logger,
    siteContent: app.locals.siteContent as SiteContentReader,
    clientDir: clientBuildDir,
  });
  app.use('/og', socialCards.router);
  app.use(uploadsRoute(db));
  // Before the cross-site check: mailbox providers send the one-click unsubscribe with no Origin (RFC 8058).
  app.use(oneClickUnsubscribe(deps));
  // The same for the sending provider's signed event webhooks.
  app.use(emailWebhookRoutes(deps));
  app.use(rejectCrossSite(config.siteUrl));
  app.use(sessionPaths, sessionCookies(config));
  const devices = trustedDevices(config, db);
  const audit = auditLog({ db, logger, retentionDays: config.auditRetentionDays, clock: deps.clock });
  const loginLimit = deps.loginRateLimit ?? defaultLoginLimit;
  const loginLimits = loginLimiters(loginLimit, deps, devices);
  const usernameOf = async (req: express.Request) => (await sessionStateOf(req, deps))?.user.username;
  const secondFactorLimits = secondFactorLimiters(loginLimit, deps, loginLimits[0]!, usernameOf);
  const passwordResetRequests = passwordResets({ db, clock: deps.clock, mail: config, audit, logger });
  const signIns = { devices, audit, loginLimits, secondFactorLimits, passwordResets: passwordResetRequests, resetLimits: passwordResetLimiters(deps) };
  app.use('/api', apiRouter(deps, signIns, clientBuildDir));
  app.get(dashboardPagePreviewRoute, dashboardPagePreview({ db, clock: deps.clock, siteUrl: config.siteUrl }));
  app.get(dashboardPageEditorRoute, editorFramesItsPreview);
  app.get(dashboardNewsletterRoute, editorFramesItsPreview);
  app.get(dashboardSequencesPath, editorFramesItsPreview);
  app.use(authPageRoutes(deps, signIns));
  app.use(contactFormRoutes(deps));
  app.use(subscriptionRoutes(deps));
  app.get('/e/c/:token', clickRedirect(db));
  app.use(guideRoutes(deps, mediaStorage(deps)));
  app.use(bookingFormRoutes(deps));
  // Redirect rules come before every page route; the fast path answers them the same way.
  const redirects = redirectRules(db);
  app.use(redirectMiddleware(redirects));
  app.use(analysisFormRoutes(deps));
  app.use(seoRoutes({ siteUrl: config.siteUrl, extraSitemapEntries: publishedPostEntries(db) }));
  app.get(feedPath, blogFeed(db, config.siteUrl));
  app.get('/blog/tag/:slug/rss.xml', tagFeed(db, config.siteUrl));
  // Drafts' previews for the signed-in and share links: rendered apart from the render cache.
  app.get('/blog/:slug', previewRoute({ db, config, clock: deps.clock }));
  app.get(`${pagePreviewPrefix}:token`, pagePreviewRoute(db, config.siteUrl, deps.clock));
  if (deps.pageViews) app.use(countPageViews(deps.pageViews));
  const cache = new PageCache({ read: () => publishDuePostsThenReadVersion(db), now: () => contentVersionNow(db) });
  app.use(oldAddresses(db));
  app.use(
    pageHandler({
      siteUrl: config.siteUrl,
      cache,
      pageContext: bookingPageContext(deps),
      // A page's old path (decision 074), then an imported site's old address (decision 061).
      beforeNotFound: async (req, res) => (await redirectOldPagePath(db, req, res)) || redirectLegacyPath(db, req, res),
    }),
  );
  app.use(pageErrorHandler(config.siteUrl));

  const mayBeAPreview = mayBePreview(config);
  // In development Vite's middleware comes first and pages change under it: no fast path.
  const answerFromCache =
    deps.viteMiddleware || !config.fastPath
      ? () => false
      : fastPages({
          express: app,
          cache,
          lifecycle,
          logger,
          pageViews: deps.pageViews,
          httpsOnly: toHttps !== undefined,
          fixedHeaders: headersSetBy(fixedHeaderMiddleware),
          // Paths Express's own routes answer, whatever the render cache holds.
          expressOnlyPaths: [...sessionPaths, '/media', '/og'],
          expressOnly: (req, path) => isPlainPermalink(req, path) || mayBeAPreview(req, path),
          redirects,
        });
  // Files of the media library already in memory, the same way (server/media/fast-media.server.ts).
  const answerMedia =
    deps.viteMiddleware || !config.fastPath
      ? () => false
      : fastMedia({ express: app, cache: mediaCache, lifecycle, logger, httpsOnly: toHttps !== undefined, fixedHeaders: headersSetBy(fixedHeaderMiddleware) });
  const siteHealth = siteHealthJob({ db, logger, siteUrl: config.siteUrl, clientDir: clientBuildDir, clock: deps.clock });
  return {
    express: app,
    answerFromCache,
    answerMedia,
    handleRequest: (req, res) => {
      if (!answerMedia(req, res) && !answerFromCache(req, res)) void app(req, res);
    },
    notFound,
    siteHealth,
    socialCards,
    async stopBackground() {
      siteHealth.stop();
      socialCards.stop();
      await notFound.close();
    },
  };
}

/**
 * While draining, every answer (also to requests that arrived before SIGTERM)
 * carries `Connection: close`, so clients and proxies reconnect elsewhere instead
 * of reusing a socket that is about to close. Decided when the head is written.
 */
function closeConnectionsWhenStopping(lifecycle: Lifecycle): RequestHandler {
  return (_req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      if (lifecycle.shuttingDown && !this.headersSent) this.setHeader('Connection', 'close');
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}

/** Errors outside the API: the error page with the right status, never details. */
function pageErrorHandler(siteUrl: string): ErrorRequestHandler {
  return async (error, req, res, _next) => {
    const httpError = toHttpError(error);
    if (httpError.status >= 500) req.log?.error({ err: error }, 'page request failed');
    if (res.headersSent) return void res.destroy();
    // The API answers JSON also when a guard before its router refuses (a cross-site multipart upload).
    const wantsJson = req.path.startsWith('/api/') || req.is('application/json') || !req.accepts('html');
    if (wantsJson) return void res.status(httpError.status).set(httpError.headers).json({ message: httpError.message });
    try {
      // No route matches this URL, so Vike renders the error page; errorStatus picks its message.
      const result = await renderHtml(req, siteUrl, { errorStatus: httpError.status }, '/__error__');
      if (result) return void sendRendered(res.set(httpError.headers), { ...result, status: httpError.status }, 'no-store');
    } catch {
      // Fall through to plain text: the error page itself failed.
    }
    res
      .status(httpError.status)
      .type('text/plain')
      .send(httpError.status === 404 ? 'Not found' : 'Something went wrong');
  };
}
