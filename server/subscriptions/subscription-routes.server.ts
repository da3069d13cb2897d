/**
 * The subscription's routes outside the API (docs/product/subscriptions.md): the no-JavaScript subscribe form, the
 * confirmation link, the preferences page and unsubscribing. `oneClickUnsubscribe` is mounted before the cross-site
 * check: mailbox providers POST `List-Unsubscribe=One-Click` from their own servers, with no cookie and no Origin
 * (RFC 8058), and the token in the path is the only authority it needs.
 */
import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import type { RateLimitRequestHandler } from 'express-rate-limit';
import { subscribeCopy } from '#content/subscriptions.ts';
import { changeTopics, findByManageToken, unsubscribe } from '#database/subscribers.server.ts';
import { subscribePath, subscriptionTopics, type SubscribeFormState, type SubscriptionNotice, type SubscriptionTopic } from '#shared/subscriptions.ts';
import { HttpError, toHttpError } from '../errors.server.ts';
import { recordVisitorEvent } from '../sequences/visitor-events.server.ts';
import { createLimiter, type LimitStore } from '../rate-limit.server.ts';
import { renderHtml, sendRendered } from '../pages.server.ts';
import { requireUtf8Body } from '../utf8-body.server.ts';
import { confirmSubscription, subscribe, type SubscribeDeps } from './subscribe.server.ts';

/** The contact form's limit (server/contacts/contact-limiter.server.ts), counted apart. */
const limiters = new WeakMap<LimitStore, RateLimitRequestHandler>();

/** One limiter per app for `POST /api/subscribe` and `POST /subscribe`; only accepted sign-ups count. */
export function subscribeLimiter(deps: LimitStore): RateLimitRequestHandler {
  let limiter = limiters.get(deps);
  if (!limiter) {
    limiter = createLimiter(
      {
        name: 'subscribe',
        limit: 5,
        windowMs: 10 * 60_000,
        message: subscribeCopy.rateLimited,
        skipFailedRequests: true,
        handler: (_req, _res, next, used) => next(new HttpError(used.statusCode, subscribeCopy.rateLimited, { headers: { 'Cache-Control': 'no-store' } })),
      },
      deps,
    );
    limiters.set(deps, limiter);
  }
  return limiter;
}

const form = [requireUtf8Body('urlencoded'), express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 20 })];

async function renderSubscribe(
  req: Request,
  res: Response,
  siteUrl: string,
  extra: { subscriptionNotice?: SubscriptionNotice; subscribeForm?: SubscribeFormState },
  status: number,
) {
  const result = await renderHtml(req, siteUrl, extra, subscribePath);
  if (!result) throw new Error('No /subscribe page to render');
  sendRendered(res, { ...result, status }, 'no-store');
}

/** A form's `topics[]` (or `topics`): one value or several (repeated checkboxes), as a list. */
function topicsOf(body: unknown): SubscriptionTopic[] {
  const fields = (body ?? {}) as Record<string, unknown>;
  const value = fields['topics[]'] ?? fields.topics;
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return subscriptionTopics.filter((topic) => list.includes(topic));
}

function formBody(body: unknown): Record<string, unknown> {
  const { email, source, website } = (body ?? {}) as Record<string, unknown>;
  return { email, source, website, topics: topicsOf(body) };
}

const newsletterOf = (req: Request) => {
  const n = Number(req.query.n);
  return Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : undefined;
};

/** `POST /unsubscribe/:token`: the one-click POST and the confirming page's button, both at once. */
export function oneClickUnsubscribe(deps: SubscribeDeps): Router {
  const router = Router();
  const handler: RequestHandler = async (req, res, next) => {
    const token = String(req.params.token);
    const subscriber = token.length <= 64 ? await findByManageToken(deps.db, token) : null;
    if (!subscriber) return next(new HttpError(404, 'Not found'));
    const oneClick = (req.body as Record<string, unknown> | undefined)?.['List-Unsubscribe'] === 'One-Click';
    const at = new Date((deps.clock ?? Date.now)()).toISOString();
    await unsubscribe(deps.db, subscriber.id, at, oneClick ? 'one-click' : 'unsubscribe page', newsletterOf(req), (trx, email) =>
      recordVisitorEvent(trx, { kind: 'unsubscribed', email, at }),
    );
    if (oneClick) return void res.status(200).type('text/plain').set('Cache-Control', 'no-store').send('Unsubscribed');
    await renderSubscribe(req, res, deps.config.siteUrl, { subscriptionNotice: { kind: 'unsubscribe', action: req.originalUrl, done: true } }, 200);
  };
  router.post('/unsubscribe/:token', ...form, handler);
  return router;
}

export function subscriptionRoutes(deps: SubscribeDeps & LimitStore): Router {
  const { siteUrl } = deps.config;
  const router = Router();
  const nowIso = () => new Date((deps.clock ?? Date.now)()).toISOString();

  const receive: RequestHandler = async (req, res) => {
    const outcome = await subscribe(deps, formBody(req.body));
    if (outcome.kind === 'invalid') {
      const email = (req.body as Record<string, unknown>).email;
      return renderSubscribe(req, res, siteUrl, { subscribeForm: { values: { email: typeof email === 'string' ? email : '' }, errors: outcome.errors } }, 400);
    }
    res.redirect(303, `${subscribePath}?sent=1`);
  };

  const rateLimited: ErrorRequestHandler = async (error, req, res, next) => {
    const httpError = toHttpError(error);
    if (httpError.status !== 429) return next(error);
    res.set(httpError.headers);
    await renderSubscribe(req, res, siteUrl, { subscribeForm: { values: {}, errors: [], formError: httpError.message } }, 429);
  };

  const sent: RequestHandler = async (req, res, next) => {
    if (req.query.sent !== '1') return next();
    await renderSubscribe(req, res, siteUrl, { subscriptionNotice: { kind: 'sent' } }, 200);
  };

  const confirm: RequestHandler = async (req, res, next) => {
    if (!(await confirmSubscription(deps, String(req.params.token)))) return next(new HttpError(404, 'Not found'));
    await renderSubscribe(req, res, siteUrl, { subscriptionNotice: { kind: 'confirmed' } }, 200);
  };

  const unsubscribePage: RequestHandler = async (req, res, next) => {
    const token = String(req.params.token);
    const subscriber = token.length <= 64 ? await findByManageToken(deps.db, token) : null;
    if (!subscriber) return next(new HttpError(404, 'Not found'));
    const done = subscriber.state === 'unsubscribed';
    await renderSubscribe(req, res, siteUrl, { subscriptionNotice: { kind: 'unsubscribe', action: req.originalUrl, done } }, 200);
  };

  const preferences: RequestHandler = async (req, res, next) => {
    const token = String(req.params.token);
    const subscriber = token.length <= 64 ? await findByManageToken(deps.db, token) : null;
    if (!subscriber) return next(new HttpError(404, 'Not found'));
    let topics = subscriber.topics;
    const saved = req.method === 'POST';
    if (saved) {
      topics = topicsOf(req.body);
      await changeTopics(deps.db, subscriber.id, topics, nowIso());
    }
    const notice: SubscriptionNotice = { kind: 'preferences', action: req.originalUrl, topics, saved, state: subscriber.state };
    await renderSubscribe(req, res, siteUrl, { subscriptionNotice: notice }, 200);
  };

  router.get(subscribePath, sent);
  router.post(subscribePath, ...form, subscribeLimiter(deps), receive, rateLimited);
  router.get('/subscribe/confirm/:token', confirm);
  router.get('/unsubscribe/:token', unsubscribePage);
  router.get('/subscribe/preferences/:token', preferences);
  router.post('/subscribe/preferences/:token', ...form, preferences);
  return router;
}
