/**
 * Failed sign-ins are limited per client address and per username (10 per
 * 15 minutes each); successful sign-ins do not count. A browser with a
 * trusted-device cookie for the username is limited on its own instead of with
 * the username (trusted-devices.server.ts), so guessing cannot lock the admin
 * out of their own browser. The JSON API and the HTML form share these
 * limiters, so switching between them gains nothing.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { HttpError } from '../errors.server.ts';
import { createLimiter, type LimitStore } from '../rate-limit.server.ts';
import { normalizeUsername, type TrustedDevices } from './trusted-devices.server.ts';

export interface LoginLimitOptions {
  windowMs: number;
  limit: number;
}

export const defaultLoginLimit: LoginLimitOptions = { windowMs: 15 * 60_000, limit: 10 };

/** The username the request names, normalized, from the parsed body. */
function submittedUsername(req: Request): string {
  return normalizeUsername((req.body as { username?: unknown } | undefined)?.username);
}

/** Failures count per trusted browser when the request comes from one, per username otherwise. */
function accountKey(devices: TrustedDevices) {
  return async (req: Request): Promise<string> => {
    const username = submittedUsername(req);
    const device = await devices.deviceFor(req, username);
    return device ? `device:${device}` : `user:${username}`;
  };
}

/**
 * The key of a second-factor guess: the session's user (at any stage), whatever
 * cookie comes with it. Only someone who knows the password reaches the second
 * step, so no browser needs a count of its own there, and a count per browser
 * would start afresh with every new sign-in.
 */
function sessionAccountKey(usernameOf: (req: Request) => Promise<string | undefined>) {
  return async (req: Request): Promise<string> => `user:${normalizeUsername(await usernameOf(req))}`;
}

/** "…try again in 12 minutes", from the Retry-After the limiter has just set. */
function tooManyAttempts(retryAfterSeconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new HttpError(429, `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}

function limiterOptions(options: LoginLimitOptions) {
  return {
    ...options,
    message: 'Too many failed sign-in attempts',
    skipSuccessfulRequests: true,
    // The route's own error handling shapes the answer (JSON, or the login page again).
    handler: (_req: Request, res: Response, next: NextFunction) => next(tooManyAttempts(Number(res.getHeader('Retry-After') ?? 60))),
  };
}

/** Both limiters, in order; the body must already be parsed (the username key reads it). */
export function loginLimiters(options: LoginLimitOptions, store: LimitStore, devices: TrustedDevices): RequestHandler[] {
  const common = limiterOptions(options);
  return [createLimiter({ ...common, name: 'login-ip' }, store), createLimiter({ ...common, name: 'login-user', keyGenerator: accountKey(devices) }, store)];
}

/**
 * Second-factor guesses (TOTP codes, recovery codes and passkey answers at
 * sign-in, and codes when setting up or switching off) are limited like
 * passwords: the same per-address limiter as the password (`loginIp`, so the
 * two share one count), and one per account with the same window and limit,
 * keyed by the session's user only. Past the limit every attempt is refused,
 * a right one too, until the window has passed.
 */
export function secondFactorLimiters(
  options: LoginLimitOptions,
  store: LimitStore,
  loginIp: RequestHandler,
  usernameOf: (req: Request) => Promise<string | undefined>,
): RequestHandler[] {
  return [loginIp, createLimiter({ ...limiterOptions(options), name: 'second-factor-user', keyGenerator: sessionAccountKey(usernameOf) }, store)];
}

/**
 * "Forgot password" requests are answered 202 whatever the address, so every
 * request counts (not only failures): 5 per 15 minutes per client address,
 * and 3 per 15 minutes per email address asked about (no mailbox gets flooded).
 */
export function passwordResetLimiters(store: LimitStore): RequestHandler[] {
  const common = {
    windowMs: 15 * 60_000,
    message: 'Too many password reset requests',
    handler: (_req: Request, _res: Response, next: NextFunction) =>
      next(new HttpError(429, 'Too many password reset requests. Please try again in 15 minutes.')),
  };
  const emailOf = (req: Request) => {
    const email = (req.body as { email?: unknown } | undefined)?.email;
    return `email:${typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : ''}`;
  };
  return [
    createLimiter({ ...common, name: 'reset-ip', limit: 5 }, store),
    createLimiter({ ...common, name: 'reset-email', limit: 3, keyGenerator: emailOf }, store),
  ];
}
