/**
 * The challenges of passkey ceremonies (decision 034): each one is bound to the
 * browser that asked for it, expires after 5 minutes and is used at most once.
 * The session cookie carries a random token (`pkc`); the database keeps the
 * challenge under the token's SHA-256 and deletes it when it is taken, so a
 * copy of the cookie cannot replay it. A visitor with no session gets a cookie
 * with only this token, which is nobody's session (session.server.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { saveChallenge, takeChallenge, type ChallengePurpose } from '#database/passkeys.server.ts';
import { HttpError } from '../errors.server.ts';
import type { SessionDeps } from './session.server.ts';

export const CHALLENGE_LIFETIME_MS = 5 * 60_000;
/**
 * At most this many live challenges for a sign-in with a passkey alone, site-wide: anyone may ask for
 * one, and the per-address limit alone lets many addresses fill the table. 1,000 in 5 minutes is far
 * more than staff ever start; past it such a sign-in waits (429), and the password still signs in.
 */
export const ANONYMOUS_CHALLENGE_CAP = 1000;
export const challengesFull = 'Too many passkey sign-ins are under way. Try again in a few minutes, or sign in with your password.';

const tokenPattern = /^[\w-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const challengeRefusal = 'This passkey request has expired or was already used. Start again.';

/** Keeps `challenge` for this browser and `purpose` (and user, when one is known); replaces its earlier one. */
export async function issueChallenge(req: Request, deps: SessionDeps, purpose: ChallengePurpose, userId: number | null, challenge: string): Promise<void> {
  // Without the session middleware there is nothing to bind to: fail closed.
  if (!req.session) throw new Error('passkey challenges need the session cookie middleware');
  const now = (deps.clock ?? Date.now)();
  const token = randomBytes(32).toString('base64url');
  const earlier: unknown = req.session.pkc;
  const stored = {
    bindingHash: hashOf(token),
    replaces: typeof earlier === 'string' && tokenPattern.test(earlier) ? hashOf(earlier) : null,
    purpose,
    challenge,
    userId,
    expiresAt: new Date(now + CHALLENGE_LIFETIME_MS).toISOString(),
  };
  if (!(await saveChallenge(deps.db, stored, { now: new Date(now).toISOString(), anonymousCap: ANONYMOUS_CHALLENGE_CAP }))) {
    throw new HttpError(429, challengesFull, { headers: { 'Retry-After': '60' } });
  }
  req.session.pkc = token;
}

/**
 * Takes this browser's challenge for `purpose` and `userId`: gone from the
 * database whatever follows. 400 when there is none, it expired, or it was
 * issued for something else.
 */
export async function takeIssuedChallenge(req: Request, deps: SessionDeps, purpose: ChallengePurpose, userId: number | null): Promise<string> {
  const token: unknown = req.session?.pkc;
  if (typeof token !== 'string' || !tokenPattern.test(token)) throw new HttpError(400, challengeRefusal);
  req.session!.pkc = undefined;
  const stored = await takeChallenge(deps.db, hashOf(token));
  const now = (deps.clock ?? Date.now)();
  if (!stored || stored.purpose !== purpose || stored.userId !== userId || Date.parse(stored.expiresAt) <= now) throw new HttpError(400, challengeRefusal);
  return stored.challenge;
}
