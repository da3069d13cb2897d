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
import { deleteSession, findSessionByHash, insertSession, pruneUserSessions, touchSession } from '#database/sessions.server.ts';
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

/**
 * A session that has passed the password but not the second factor ("half
 * signed in"): `code` waits for a TOTP code, a recovery code or a passkey;
 * `enrol` must set up a second factor first (the owner requires one). Such a
 * session is nobody's `currentUser`, so every other route refuses it.
 */
export type SignInStage = 'code' | 'enrol';
const signInStages: readonly string[] = ['code', 'enrol'] satisfies SignInStage[];

/** How long a half session lasts: the second factor follows the password within this. */
export const HALF_SESSION_LIFETIME_MS = 10 * 60_000;

/** What the cookie carries (short keys keep it small). */
interface SessionPayload {
  uid: number;
  ver: number;
  /** issuedAt */
  iat: number;
  /** lastSeenAt */
  seen: number;
  /** Absent once both factors passed. */
  stage?: SignInStage | undefined;
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

/** The session's user and how far they have signed in. */
export interface SessionState {
  user: SessionUser;
  /** Undefined when fully signed in. */
  stage: SignInStage | undefined;
}

const resolved = new WeakMap<Request, Promise<SessionState | null>>();

function sessionState(req: Request, deps: SessionDeps): Promise<SessionState | null> {
  let state = resolved.get(req);
  if (!state) {
    state = resolveState(req, deps);
    resolved.set(req, state);
  }
  return state;
}

/** The fully signed-in user of this request, or null (also for a half session); checked once per request. */
export async function currentUser(req: Request, deps: SessionDeps): Promise<SessionUser | null> {
  const state = await sessionState(req, deps);
  return state && state.stage === undefined ? state.user : null;
}

/** The user of a half session at `stage` (password passed, second factor not yet), or null. */
export async function halfSignedInUser(req: Request, deps: SessionDeps, stage: SignInStage): Promise<SessionUser | null> {
  const state = await sessionState(req, deps);
  return state?.stage === stage ? state.user : null;
}

/** The session's user at any stage (for the limiters' keys and the enrolment page). */
export function sessionStateOf(req: Request, deps: SessionDeps): Promise<SessionState | null> {
  return sessionState(req, deps);
}

function readPayload(session: CookieSessionInterfaces.CookieSessionObject): SessionPayload | null {
  const { uid, ver, iat, seen, stage, sid } = session;
  // A cookie from before session records (no sid) is void: its holder signs in again.
  const valid = [uid, ver, iat, seen].every((value) => Number.isSafeInteger(value)) && typeof sid === 'string' && sessionIdPattern.test(sid);
  if (!valid || (stage !== undefined && !signInStages.includes(stage))) return null;
  return { uid, ver, iat, seen, stage, sid };
}

async function resolveState(req: Request, deps: SessionDeps): Promise<SessionState | null> {
  // No session middleware on this route: nobody is signed in (fail closed).
  if (!req.session) return null;
  if (req.session.isNew) return null;
  // A session that only carries a passkey challenge (passkey-challenges.server.ts) has no user.
  if (req.session.uid === undefined) return null;
  const payload = readPayload(req.session);
  const now = (deps.clock ?? Date.now)();
  const [user, record] = payload
    ? await Promise.all([findUserById(deps.db, payload.uid), findSessionByHash(deps.db, hashSessionId(payload.sid))])
    : [null, null];
  const lifetime = payload?.stage ? HALF_SESSION_LIFETIME_MS : ABSOLUTE_LIFETIME_MS;
  const expired = !payload || now - payload.iat >= lifetime || now - payload.seen >= IDLE_TIMEOUT_MS;
  const live = record !== null && record.userId === payload?.uid;
  if (!payload || !user || !user.active || expired || !live || user.sessionVersion !== payload.ver) {
    req.session = null;
    return null;
  }
  if (now - payload.seen >= LAST_SEEN_REFRESH_MS) {
    req.session.seen = now;
    await touchSession(deps.db, record.id, new Date(now).toISOString());
  }
  return { user: { id: user.id, username: user.username, role: user.role, sessionId: record.id }, stage: payload.stage };
}

/** The browser as it names itself, cut to what the record keeps. */
const userAgentOf = (req: Request) => req.get('user-agent')?.slice(0, 300) || null;

/**
 * Starts a session for `user`: a full one, or a half one waiting at `stage`. A new session id
 * in the cookie and a new record for it each time; anything the previous cookie carried is dropped.
 */
export async function startSession(
  req: Request,
  user: Omit<SessionUser, 'sessionId'> & { sessionVersion: number },
  deps: SessionDeps,
  stage?: SignInStage,
): Promise<SessionUser> {
  const now = (deps.clock ?? Date.now)();
  const at = new Date(now).toISOString();
  const sid = randomBytes(32).toString('base64url');
  // The session this request came with (a half session completing its second step) is replaced, not kept.
  const previous = req.session && !req.session.isNew ? readPayload(req.session) : null;
  if (previous) {
    const record = await findSessionByHash(deps.db, hashSessionId(previous.sid));
    if (record && record.userId === previous.uid) await deleteSession(deps.db, record.userId, record.id);
  }
  // Records nobody can use any more (idle or too old) go when their user signs in again.
  await pruneUserSessions(deps.db, user.id, new Date(now - IDLE_TIMEOUT_MS).toISOString(), new Date(now - ABSOLUTE_LIFETIME_MS).toISOString());
  const sessionId = await insertSession(deps.db, {
    tokenHash: hashSessionId(sid),
    userId: user.id,
    at,
    userAgent: userAgentOf(req),
    ip: req.ip?.slice(0, 64) ?? null,
  });
  const payload: SessionPayload = { uid: user.id, ver: user.sessionVersion, iat: now, seen: now, sid, ...(stage ? { stage } : {}) };
  req.session = payload;
  const signedIn: SessionUser = { id: user.id, username: user.username, role: user.role, sessionId };
  resolved.set(req, Promise.resolve({ user: signedIn, stage }));
  return signedIn;
}

/** Clears the cookie; the caller bumps the session version to void copies of it. */
export function endSession(req: Request): void {
  req.session = null;
  resolved.set(req, Promise.resolve(null));
}
