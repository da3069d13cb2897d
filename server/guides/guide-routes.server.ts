/**
 * The guide routes outside the API (docs/product/guides.md): the no-JavaScript request form of a guide section,
 * and the emailed download link. Both answer with the guide page (`/guides/request`, rendered per request); the
 * link answers the PDF itself when it works. The link's path is private (shared/private-paths.ts): never in the
 * 404 log, whatever it answers.
 */
import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import type { RateLimitRequestHandler } from 'express-rate-limit';
import { guideCopy } from '#content/guides.ts';
import type { MediaStorage } from '#database/media-storage.server.ts';
import { guideDownloadRoot, guideRequestPagePath, type GuideNotice } from '#shared/guides.ts';
import { HttpError, toHttpError } from '../errors.server.ts';
import { renderHtml, sendRendered } from '../pages.server.ts';
import { createLimiter, type LimitStore } from '../rate-limit.server.ts';
import { requireUtf8Body } from '../utf8-body.server.ts';
import { pathId } from '../validation/rules.ts';
import { openLink, sendPdf } from './open-guide-link.server.ts';
import { findPublicGuide, requestGuide, type GuideDeps } from './request-guide.server.ts';

const limiters = new WeakMap<LimitStore, RateLimitRequestHandler>();

/**
 * The contact form's limit (server/contacts/contact-limiter.server.ts), counted apart: 5 accepted requests per
 * client per 10 minutes, one limiter per app for the API and the form.
 */
export function guideRequestLimiter(deps: LimitStore): RateLimitRequestHandler {
  let limiter = limiters.get(deps);
  if (!limiter) {
    limiter = createLimiter(
      {
        name: 'guide-requests',
        limit: 5,
        windowMs: 10 * 60_000,
        message: guideCopy.rateLimited,
        skipFailedRequests: true,
        handler: (_req, _res, next, used) => next(new HttpError(used.statusCode, guideCopy.rateLimited, { headers: { 'Cache-Control': 'no-store' } })),
      },
      deps,
    );
    limiters.set(deps, limiter);
  }
  return limiter;
}

const form = [requireUtf8Body('urlencoded'), express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 20 })];

async function renderGuidePage(req: Request, res: Response, siteUrl: string, guideNotice: GuideNotice, status: number): Promise<void> {
  const result = await renderHtml(req, siteUrl, { guideNotice }, guideRequestPagePath);
  if (!result) throw new Error('No guide page to render');
  sendRendered(res, { ...result, status }, 'no-store, private');
}

/** The form's fields as the API takes them. */
function formBody(body: unknown): Record<string, unknown> {
  const { email, fullName, company, source, website } = (body ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries({ email, fullName, company, source, website }).filter(([, value]) => value !== undefined));
}

const sourceOf = (body: unknown) => {
  const source = (body as Record<string, unknown> | undefined)?.source;
  return typeof source === 'string' && /^\/[^\s]{0,299}$/.test(source) ? source : '/';
};

/** `deps` is the app's own object: the limiter is one per deps object, shared with the API (guideRequestLimiter). */
export function guideRoutes(deps: GuideDeps & LimitStore, storage: MediaStorage): Router {
  const { siteUrl } = deps.config;
  const router = Router();

  const receive: RequestHandler = async (req, res, next) => {
    const outcome = await requestGuide(deps, pathId(req.params.id), formBody(req.body));
    if (outcome.kind === 'no-guide') return next(new HttpError(404, 'Not found'));
    if (outcome.kind === 'accepted') return renderGuidePage(req, res, siteUrl, { kind: 'sent', guide: outcome.guide }, 200);
    const { email, fullName, company } = formBody(req.body);
    const values = { email: String(email ?? ''), fullName: String(fullName ?? ''), company: String(company ?? '') };
    const notice: GuideNotice = { kind: 'form', guide: outcome.guide, source: sourceOf(req.body), values, errors: outcome.errors };
    await renderGuidePage(req, res, siteUrl, notice, 400);
  };

  const rateLimited: ErrorRequestHandler = async (error, req, res, next) => {
    const httpError = toHttpError(error);
    const guide = httpError.status === 429 ? await findPublicGuide(deps.db, pathId(req.params.id)).catch(() => undefined) : undefined;
    if (!guide) return next(error);
    res.set(httpError.headers);
    await renderGuidePage(req, res, siteUrl, { kind: 'form', guide, source: sourceOf(req.body), values: {}, errors: [], formError: httpError.message }, 429);
  };

  const download: RequestHandler = async (req, res) => {
    const outcome = await openLink({ ...deps, storage }, String(req.params.token));
    if (outcome.kind === 'file') return sendPdf(res, outcome.title, outcome.data);
    const guide = outcome.kind === 'expired' ? await findPublicGuide(deps.db, outcome.guideId) : undefined;
    if (outcome.kind === 'expired' && guide) return renderGuidePage(req, res, siteUrl, { kind: 'expired', guide, source: outcome.page }, 410);
    await renderGuidePage(req, res, siteUrl, { kind: 'unknown' }, 404);
  };

  // The guide page exists only as an answer: opened by its address, it is not found.
  router.get(guideRequestPagePath, (_req, _res, next) => next(new HttpError(404, 'Not found')));
  router.post('/guides/:id/request', ...form, guideRequestLimiter(deps), receive, rateLimited);
  router.get(`${guideDownloadRoot}/:token`, download);
  return router;
}
