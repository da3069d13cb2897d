/**
 * One rate limit for both ways of sending a contact message (`POST /api/contacts`
 * and the no-JavaScript `POST /contact`), so switching between them does not
 * double a client's allowance. Limited requests become an HttpError(429): the
 * API answers it as JSON, the form endpoint re-renders the form with it.
 */
import type { RateLimitRequestHandler } from 'express-rate-limit';
import { company } from '#content/company.ts';
import { HttpError } from '../errors.server.ts';
import { createLimiter, type LimitStore } from '../rate-limit.server.ts';

export const contactRateLimit = { limit: 5, windowMs: 10 * 60 * 1000 } as const;

export const contactRateLimitMessage = `You have sent several messages in a short time. Please wait 10 minutes and try again, or email us at ${company.email}.`;

const limiters = new WeakMap<LimitStore, RateLimitRequestHandler>();

/** The limiter of one app (created once per `deps`, shared by its two routes). */
export function contactLimiter(deps: LimitStore): RateLimitRequestHandler {
  let limiter = limiters.get(deps);
  if (!limiter) {
    limiter = createLimiter(
      {
        name: 'contacts',
        ...contactRateLimit,
        message: contactRateLimitMessage,
        // Only accepted submissions count (stored, or a bot's honeypot answered as if
        // stored): a visitor correcting a typo is not punished, and a rejected
        // request costs us a validation only, no row and no notification.
        skipFailedRequests: true,
        handler: (_req, _res, next, used) => next(new HttpError(used.statusCode, contactRateLimitMessage, { headers: { 'Cache-Control': 'no-store' } })),
      },
      deps,
    );
    limiters.set(deps, limiter);
  }
  return limiter;
}
