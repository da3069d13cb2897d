/**
 * Passkey ceremonies with @simplewebauthn/server (decision 034): registering
 * one for the signed-in user, and checking one at sign-in, on its own
 * (usernameless: the authenticator says whose it is) or as the second factor
 * after the password. The relying party is SITE_URL: its host name is the RP
 * ID and its origin the only origin accepted. User verification (PIN,
 * biometrics) is required, so a passkey alone is two factors.
 */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Request } from 'express';
import { findPasskeyByCredentialId, insertPasskey, listPasskeys, recordPasskeyUse, type Passkey } from '#database/passkeys.server.ts';
import { findUserById, type User } from '#database/users.server.ts';
import type { PasskeySummary } from '#shared/passkey-rules.ts';
import type { AuditLog } from '../audit/audit-log.server.ts';
import { HttpError } from '../errors.server.ts';
import { CHALLENGE_LIFETIME_MS, issueChallenge, takeIssuedChallenge } from './passkey-challenges.server.ts';
import type { SessionDeps } from './session.server.ts';

/**
 * The WebAuthn library, loaded at the first ceremony: its certificate and ASN.1 parsers cost about
 * 35 ms of CPU at start, for pages that never need them (docs/decisions/040-cold-start.md).
 */
const webAuthn = () => import('@simplewebauthn/server');

export interface RelyingParty {
  /** The RP ID: SITE_URL's host name. */
  id: string;
  /** SITE_URL's origin, the only one a passkey answer may come from. */
  origin: string;
  name: string;
}

export function relyingPartyOf(siteUrl: string): RelyingParty {
  const url = new URL(siteUrl);
  return { id: url.hostname, origin: url.origin, name: url.hostname };
}

export interface PasskeyDeps extends SessionDeps {
  rp: RelyingParty;
  audit: AuditLog;
}

export type { PasskeySummary };

export const summarize = (passkey: Passkey): PasskeySummary => ({
  id: passkey.id,
  name: passkey.name,
  createdAt: passkey.createdAt,
  lastUsedAt: passkey.lastUsedAt,
  backedUp: passkey.backedUp,
});

export const supportedAlgorithms = [-7, -8, -257];

const now = (deps: SessionDeps) => (deps.clock ?? Date.now)();

/** The user handle the authenticator keeps: the user's id as text, nothing personal. */
const userHandleOf = (userId: number) => new TextEncoder().encode(String(userId));

export async function registrationOptions(
  req: Request,
  deps: PasskeyDeps,
  user: Pick<User, 'id' | 'username' | 'displayName'>,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await listPasskeys(deps.db, user.id);
  const { generateRegistrationOptions } = await webAuthn();
  const options = await generateRegistrationOptions({
    rpName: deps.rp.name,
    rpID: deps.rp.id,
    userName: user.username,
    userID: userHandleOf(user.id),
    userDisplayName: user.displayName ?? user.username,
    timeout: CHALLENGE_LIFETIME_MS,
    attestationType: 'none',
    // ES256, EdDSA and RS256: what every authenticator offers. The library's default list also has
    // ML-DSA-44 (-48), whose 2.4 KB signatures need Node's experimental Web Crypto support.
    supportedAlgorithmIDs: supportedAlgorithms,
    // The same authenticator twice would be one factor counted twice.
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    // Discoverable (it can sign in without a username) and verified (it is both factors).
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
  });
  await issueChallenge(req, deps, 'register', user.id, options.challenge);
  return options;
}

/** Checks the authenticator's answer to this browser's registration challenge and stores the passkey; 400 otherwise. */
export async function registerPasskey(req: Request, deps: PasskeyDeps, userId: number, name: string, response: RegistrationResponseJSON): Promise<Passkey> {
  const challenge = await takeIssuedChallenge(req, deps, 'register', userId);
  const { verifyRegistrationResponse } = await webAuthn();
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: deps.rp.origin,
      expectedRPID: deps.rp.id,
      requireUserVerification: true,
      supportedAlgorithmIDs: supportedAlgorithms,
    });
  } catch (error) {
    throw new HttpError(400, `The passkey could not be registered: ${reasonOf(error)}`);
  }
  if (!verified.verified) throw new HttpError(400, 'The passkey could not be registered.');
  const { credential, credentialBackedUp } = verified.registrationInfo;
  const stored = await insertPasskey(deps.db, {
    userId,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    signCount: credential.counter,
    transports: response.response.transports ?? [],
    name,
    backedUp: credentialBackedUp,
    createdAt: new Date(now(deps)).toISOString(),
  });
  if (!stored) throw new HttpError(409, 'This passkey is already registered.');
  return stored;
}

/** Options for a sign-in with a passkey alone: any passkey of this site, the authenticator offers its own. */
export async function signInOptions(req: Request, deps: PasskeyDeps): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { generateAuthenticationOptions } = await webAuthn();
  const options = await generateAuthenticationOptions({ rpID: deps.rp.id, userVerification: 'required', timeout: CHALLENGE_LIFETIME_MS });
  await issueChallenge(req, deps, 'sign-in', null, options.challenge);
  return options;
}

/** Options for the second step of a half-signed-in user: their own passkeys only. */
export async function secondFactorOptions(req: Request, deps: PasskeyDeps, userId: number): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const passkeys = await listPasskeys(deps.db, userId);
  if (!passkeys.length) throw new HttpError(409, 'This account has no passkey.');
  const { generateAuthenticationOptions } = await webAuthn();
  const options = await generateAuthenticationOptions({
    rpID: deps.rp.id,
    userVerification: 'required',
    timeout: CHALLENGE_LIFETIME_MS,
    allowCredentials: passkeys.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
  });
  await issueChallenge(req, deps, 'second-factor', userId, options.challenge);
  return options;
}

export const passkeyRefusal = 'This passkey could not sign you in.';

/**
 * Checks an answer to this browser's sign-in challenge (`userId` null: a
 * sign-in with the passkey alone; a user id: the second factor of that user):
 * a known passkey of an active user, the right challenge, origin and RP ID, a
 * verified user, and a signature counter that moved on. The user, or 401 (audited with the reason).
 */
export async function authenticateWithPasskey(req: Request, deps: PasskeyDeps, response: AuthenticationResponseJSON, userId: number | null): Promise<User> {
  const challenge = await takeIssuedChallenge(req, deps, userId === null ? 'sign-in' : 'second-factor', userId);
  const refuse = async (reason: string, user: User | null): Promise<never> => {
    await deps.audit.record(req, {
      actor: user,
      action: 'sign-in-failed',
      ...(user ? { target: `user:${user.id}` } : {}),
      details: { factor: 'passkey', reason },
    });
    throw new HttpError(401, passkeyRefusal);
  };
  const passkey = await findPasskeyByCredentialId(deps.db, response.id);
  const owner = passkey ? await findUserById(deps.db, passkey.userId) : null;
  if (!passkey || !owner) return refuse('unknown-passkey', null);
  if (userId !== null && passkey.userId !== userId) return refuse('another-users-passkey', await findUserById(deps.db, userId));
  if (!owner.active) return refuse('deactivated', owner);
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== Buffer.from(userHandleOf(owner.id)).toString('base64url')) return refuse('user-handle', owner);
  const { verifyAuthenticationResponse } = await webAuthn();
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: deps.rp.origin,
      expectedRPID: deps.rp.id,
      credential: { id: passkey.credentialId, publicKey: Buffer.from(passkey.publicKey, 'base64url'), counter: passkey.signCount, transports: [] },
      requireUserVerification: true,
    });
  } catch (error) {
    return refuse(failureReason(error), owner);
  }
  if (!verified.verified) return refuse('signature', owner);
  const used = await recordPasskeyUse(deps.db, passkey.id, passkey.signCount, verified.authenticationInfo.newCounter, new Date(now(deps)).toISOString());
  if (!used) return refuse('counter', owner);
  return owner;
}

/** The library's reason, cut short, for the answer of a failed registration. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 200);
}

/** A short word for the audit log: never the answer itself. */
function failureReason(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (/counter/i.test(message)) return 'counter';
  if (/origin/i.test(message)) return 'origin';
  if (/RP ID/i.test(message)) return 'rp-id';
  if (/challenge/i.test(message)) return 'challenge';
  if (/verif/i.test(message)) return 'user-verification';
  return 'invalid';
}
