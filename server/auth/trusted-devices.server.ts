/**
 * Trusted-device cookies (OWASP, "Slow down online guessing attacks with
 * device cookies"). A successful sign-in leaves a signed cookie that names this
 * browser as one the admin has signed in from. Failed sign-ins from such a
 * browser count against that browser's own limit instead of the username's:
 * a stranger guessing at a username can lock out every other browser for the
 * window, but not the admin on a browser they have used before.
 *
 * The cookie grants nothing else. It is not a session, carries no username (its
 * signature binds one), survives logout, and lives 180 days.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parseCookie } from 'cookie';
import type { Request, Response } from 'express';
import type { Config } from '../config.server.ts';
import { deriveKey } from './signing-keys.server.ts';

export const DEVICE_COOKIE_LIFETIME_MS = 180 * 24 * 60 * 60_000;

/** 16 random bytes in base64url. */
const deviceIdPattern = /^[\w-]{22}$/;

/** Same key for "Admin", " admin " and "ADMIN" (the limiter and the cookie agree on it). */
export function normalizeUsername(username: unknown): string {
  return typeof username === 'string' ? username.trim().toLowerCase().slice(0, 64) : '';
}

export function deviceCookieName(config: Pick<Config, 'isProduction'>): string {
  // __Host-: the browser accepts it only Secure, with Path=/ and no Domain.
  return config.isProduction ? '__Host-device' : 'device';
}

export interface TrustedDevices {
  /** The id of this request's valid device cookie for `username`, if it has one. */
  deviceFor(req: Request, username: unknown): string | undefined;
  /** Sets (or renews) the cookie after `username` signed in on this request. */
  remember(req: Request, res: Response, username: unknown): void;
}

export function trustedDevices(config: Pick<Config, 'isProduction' | 'sessionSecret'>): TrustedDevices {
  const key = deriveKey(config.sessionSecret, 'device-cookie-signature-v1');
  const name = deviceCookieName(config);
  const sign = (username: string, deviceId: string) => createHmac('sha256', key).update(`${username}\n${deviceId}`).digest('base64url');

  const deviceFor = (req: Request, username: unknown): string | undefined => {
    const value = parseCookie(req.headers.cookie ?? '')[name];
    const [deviceId = '', signature = ''] = value?.split('.') ?? [];
    if (!deviceIdPattern.test(deviceId)) return undefined;
    const expected = Buffer.from(sign(normalizeUsername(username), deviceId));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : undefined;
  };

  return {
    deviceFor,
    remember(req, res, username) {
      const deviceId = deviceFor(req, username) ?? randomBytes(16).toString('base64url');
      res.cookie(name, `${deviceId}.${sign(normalizeUsername(username), deviceId)}`, {
        httpOnly: true,
        secure: config.isProduction,
        // Sent with sign-ins from this site only, which is the only place it counts.
        sameSite: 'strict',
        path: '/',
        maxAge: DEVICE_COOKIE_LIFETIME_MS,
      });
    },
  };
}
