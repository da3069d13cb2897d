/**
 * Rate limits of booking (docs/product/booking.md#limits), one per app and shared by the JSON API and the
 * no-JavaScript forms, like the contact form's (server/contacts/contact-limiter.server.ts). Booking counts
 * the calls booked only (a visitor correcting a field or losing a race is not punished); changing a booking
 * counts every attempt, so nobody guesses tokens quickly.
 */
import type { RateLimitRequestHandler } from 'express-rate-limit';
import { HttpError } from '../errors.server.ts';
import { createLimiter, type LimitStore } from '../rate-limit.server.ts';

export const bookingRateLimit = { limit: 5, windowMs: 60 * 60 * 1000 } as const;
export const bookingChangeRateLimit = { limit: 20, windowMs: 10 * 60 * 1000 } as const;

const bookingMessage = 'You have booked several calls in a short time. Please wait an hour, or write to us through the contact form.';
const changeMessage = 'Too many changes in a short time. Please wait 10 minutes and try again.';

const limiters = new WeakMap<LimitStore, { book: RateLimitRequestHandler; change: RateLimitRequestHandler }>();

export function bookingLimiters(deps: LimitStore): { book: RateLimitRequestHandler; change: RateLimitRequestHandler } {
  let pair = limiters.get(deps);
  if (!pair) {
    const answer = (message: string) => ({
      message,
      handler: ((_req, _res, next, used) => next(new HttpError(used.statusCode, message, { headers: { 'Cache-Control': 'no-store' } }))) as Parameters<
        typeof createLimiter
      >[0]['handler'],
    });
    pair = {
      book: createLimiter({ name: 'booking', ...bookingRateLimit, skipFailedRequests: true, ...answer(bookingMessage) }, deps),
      change: createLimiter({ name: 'booking-change', ...bookingChangeRateLimit, ...answer(changeMessage) }, deps),
    };
    limiters.set(deps, pair);
  }
  return pair;
}
