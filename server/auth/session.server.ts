/**
 * Staff sessions: a signed cookie (cookie-session) holding the user id, the
 * user's session version, a random session id, when it was issued and when it
 * was last used. Every authenticated request checks it against the user row,
 * the session's record and the clock, so logout, a password change,
 * deactivation, signing the session out from another browser, 30 idle minutes
 * or 12 hours end it on the server, whatever the browser keeps
 * (docs/decisions/007-admin-sessions.md, 019-session-records.md).
 */
import { createHash, randomBytes } from 'node:crypto';
import cookieSession from 'cookie-session';
import type { Request, RequestHandler } from 'express';
import type { Database } from '#database/db.server.ts';
import { findSessionByHash, insertSession, pruneUserSessions, touchSession } from '#database/sessions.server.ts';
import { findUserById } from '#database/users.server.ts';
import type { Role } from '#shared/roles.ts';
import type { Config } from '../config.server.ts';
import { sha256Signer } from './signing-keys.server.ts';

export const IDLE_TIMEOUT_MS = 30 * 60_000;
export const ABSOLUTE_LIFETIME_MS = 12 * 60 * 60_000;
/** lastSeenAt is rewritten at most this often, so most requests send no new cookie. */
export const LAST_SEEN_REFRESH_MS = 60_000;

export interface SessionDeps {
  db: Database;
  /** Milliseconds since the epoch; tests pass their own to move time. */
  clock?: (() => number) | undefined;
}

export interface SessionUser {
  id: number;
  username: string;
  role: Role;
  /** The id of this session's record (GET /api/auth/sessions marks it as the current one). */
  sessionId: number;
}

/** What the cookie carries (short keys keep it small). */
interface SessionPayload {
  uid: number;
  ver: number;
  /** issuedAt */
  iat: number;
  /** lastSeenAt */
  seen: number;
  /** The session id (32 random bytes, base64url); its SHA-256 names the session's record. */
  sid: string;
}

const sessionIdPattern = /^[\w-]{43}$/;

export function hashSessionId(sid: string): string {
  return createHash('sha256').update(sid).digest('hex');
}

export function sessionCookieName(config: Pick<Config, 'isProduction'>): string {
  // __Host-: the browser accepts it only Secure, with Path=/ and no Domain.
  return config.isProduction ? '__Host-session' : 'session';
}

/**
 * The cookie middleware, mounted only on the paths that use a session, so
 * public responses never carry a session cookie. SameSite=Strict: the admin
 * area is entered from this site only, and a cross-site request should never
 * carry the admin's cookie (the Origin check is the other layer).
 */
export function sessionCookies(config: Config): RequestHandler {
  const sessions = cookieSession({
    name: sessionCookieName(config),
    keys: sha256Signer(config.sessionSecret),
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    // The browser drops the cookie after the idle timeout too; the server check is what counts.
    maxAge: IDLE_TIMEOUT_MS,
    ...(config.isProduction ? { secure: true } : {}),
  });
  if (!config.isProduction) return sessions;
  return (req, res, next) => {
    // The `cookies` module refuses to write a Secure cookie unless req.protocol
    // is https, and cookie-session cannot pass it cookies' own `secure`
    // override. Production is served over https (behind TRUST_PROXY, plain
    // http is redirected before this point) or over http on loopback for a
    // local check, where browsers accept Secure cookies: so on these routes
    // the request is treated as https.
    if (!req.secure) Object.defineProperty(req, 'protocol', { value: 'https', configurable: true, enumerable: true });
    sessions(req, res, next);
  };
}

const resolved = new WeakMap<Request, Promise<SessionUser | null>>();

/** The signed-in user of this request, or null; the session is checked once per request. */
export function currentUser(req: Request, deps: SessionDeps): Promise<SessionUser | null> {
  let user = resolved.get(req);
  if (!user) {
    user = resolveUser(req, deps);
    resolved.set(req, user);
  }
  return user;
}

function readPayload(session: CookieSessionInterfaces.CookieSessionObject): SessionPayload | null {
  const { uid, ver, iat, seen, sid } = session;
  // A cookie from before session records (no sid) is void: its holder signs in again.
  const valid = [uid, ver, iat, seen].every((value) => Number.isSafeInteger(value)) && typeof sid === 'string' && sessionIdPattern.test(sid);
  return valid ? { uid, ver, iat, seen, sid } : null;
}

async function resolveUser(req: Request, deps: SessionDeps): Promise<SessionUser | null> {
  // No session middleware on this route: nobody is signed in (fail closed).
  if (!req.session) return null;
  if (req.session.isNew) return null;
  const payload = readPayload(req.session);
  const now = (deps.clock ?? Date.now)();
  const [user, record] = payload ? await Promise.all([findUserById(deps.db, payload.uid), findSessionByHash(deps.db, hashSessionId(payload.sid))]) : [null, null];
  const expired = !payload || now - payload.iat >= ABSOLUTE_LIFETIME_MS || now - payload.seen >= IDLE_TIMEOUT_MS;
  const live = record !== null && record.userId === payload?.uid;
  if (!payload || !user || !user.active || expired || !live || user.sessionVersion !== payload.ver) {
    req.session = null;
    return null;
  }
  if (now - payload.seen >= LAST_SEEN_REFRESH_MS) {
    req.session.seen = now;
    await touchSession(deps.db, record.id, new Date(now).toISOString());
  }
  return { id: user.id, username: user.username, role: user.role, sessionId: record.id };
}

/** The browser as it names itself, cut to what the record keeps. */
const userAgentOf = (req: Request) => req.get('user-agent')?.slice(0, 300) || null;

/** Signs the user in on this request: a new session id in the cookie and a new record for it. */
export async function startSession(req: Request, user: Omit<SessionUser, 'sessionId'> & { sessionVersion: number }, deps: SessionDeps): Promise<SessionUser> {
  const now = (deps.clock ?? Date.now)();
  const at = new Date(now).toISOString();
  const sid = randomBytes(32).toString('base64url');
  // Records nobody can use any more (idle or too old) go when their user signs in again.
  await pruneUserSessions(deps.db, user.id, new Date(now - IDLE_TIMEOUT_MS).toISOString(), new Date(now - ABSOLUTE_LIFETIME_MS).toISOString());
  const sessionId = await insertSession(deps.db, { tokenHash: hashSessionId(sid), userId: user.id, at, userAgent: userAgentOf(req), ip: req.ip?.slice(0, 64) ?? null });
  const payload: SessionPayload = { uid: user.id, ver: user.sessionVersion, iat: now, seen: now, sid };
  req.session = payload;
  const signedIn: SessionUser = { id: user.id, username: user.username, role: user.role, sessionId };
  resolved.set(req, Promise.resolve(signedIn));
  return signedIn;
}

/** Clears the cookie; the caller bumps the session version to void copies of it. */
export function endSession(req: Request): void {
  req.session = null;
  resolved.set(req, Promise.resolve(null));
}
