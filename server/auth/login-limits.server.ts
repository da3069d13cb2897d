/**
 * Failed sign-ins are limited per client address and per username (10 per
 * 15 minutes each); successful sign-ins do not count. The JSON API and the
 * HTML form share these limiters, so switching between them gains nothing.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { HttpError } from '../errors.server.ts';
import { createLimiter, type RedisClient } from '../rate-limit.server.ts';

export interface LoginLimitOptions {
  windowMs: number;
  limit: number;
}

export const defaultLoginLimit: LoginLimitOptions = { windowMs: 15 * 60_000, limit: 10 };

/** Same key for "Admin", " admin " and "ADMIN". */
export function usernameKey(req: Request): string {
  const username: unknown = (req.body as { username?: unknown } | undefined)?.username;
  return typeof username === 'string' ? username.trim().toLowerCase().slice(0, 64) : '';
}

/** "…try again in 12 minutes", from the Retry-After the limiter has just set. */
function tooManyAttempts(retryAfterSeconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new HttpError(429, `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}

/** Both limiters, in order; the body must already be parsed (the username key reads it). */
export function loginLimiters(options: LoginLimitOptions, redis: RedisClient | undefined): RequestHandler[] {
  const common = {
    ...options,
    message: 'Too many failed sign-in attempts',
    skipSuccessfulRequests: true,
    // The route's own error handling shapes the answer (JSON, or the login page again).
    handler: (_req: Request, res: Response, next: NextFunction) => next(tooManyAttempts(Number(res.getHeader('Retry-After') ?? 60))),
  };
  return [
    createLimiter({ ...common, name: 'login-ip' }, redis),
    createLimiter({ ...common, name: 'login-user', keyGenerator: (req) => `user:${usernameKey(req)}` }, redis),
  ];
}
