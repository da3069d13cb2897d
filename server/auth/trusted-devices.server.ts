/**
 * Trusted-device cookies (OWASP, "Slow down online guessing attacks with
 * device cookies"). A successful sign-in leaves a signed cookie that names this
 * browser as one the admin has signed in from. Failed sign-ins from such a
 * browser count against that browser's own limit instead of the username's:
 * a stranger guessing at a username can lock out every other browser for the
 * window, but not the admin on a browser they have used before.
 *
 * The signature binds the username and the password hash of the moment, so
 * only someone who knew the current password ever held a valid cookie, and a
 * password reset voids every cookie issued before it. The cookie grants
 * nothing else: it is not a session, carries no username, survives logout,
 * and lives 180 days.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parseCookie } from 'cookie';
import type { Request, Response } from 'express';
import type { Database } from '#database/db.server.ts';
import { findUserByUsername } from '#database/users.server.ts';
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

/** Who signed in: what the cookie's signature binds. */
export interface DeviceOwner {
  username: string;
  passwordHash: string;
}

export interface TrustedDevices {
  /** The id of this request's valid device cookie for `username`, if it has one. */
  deviceFor(req: Request, username: unknown): Promise<string | undefined>;
  /** Sets (or renews) the cookie after `owner` signed in on this request. */
  remember(req: Request, res: Response, owner: DeviceOwner): void;
}

export function trustedDevices(config: Pick<Config, 'isProduction' | 'sessionSecret'>, db: Database): TrustedDevices {
  const key = deriveKey(config.sessionSecret, 'device-cookie-signature-v1');
  const name = deviceCookieName(config);
  const sign = (owner: DeviceOwner, deviceId: string) =>
    createHmac('sha256', key)
      .update(`${normalizeUsername(owner.username)}\n${deviceId}\n${owner.passwordHash}`)
      .digest('base64url');

  /** The cookie's device id and signature when it is well formed (no database work otherwise). */
  const presented = (req: Request): { deviceId: string; signature: string } | undefined => {
    const [deviceId = '', signature = ''] = parseCookie(req.headers.cookie ?? '')[name]?.split('.') ?? [];
    return deviceIdPattern.test(deviceId) ? { deviceId, signature } : undefined;
  };

  const validFor = (owner: DeviceOwner, cookie: { deviceId: string; signature: string } | undefined): string | undefined => {
    if (!cookie) return undefined;
    const expected = Buffer.from(sign(owner, cookie.deviceId));
    const given = Buffer.from(cookie.signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? cookie.deviceId : undefined;
  };

  return {
    async deviceFor(req, username) {
      const cookie = presented(req);
      if (!cookie) return undefined;
      const user = await findUserByUsername(db, normalizeUsername(username));
      return user ? validFor(user, cookie) : undefined;
    },
    remember(req, res, owner) {
      const deviceId = validFor(owner, presented(req)) ?? randomBytes(16).toString('base64url');
      res.cookie(name, `${deviceId}.${sign(owner, deviceId)}`, {
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
