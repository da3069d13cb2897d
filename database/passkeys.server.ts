/**
 * Named queries for passkeys (decision 034): registered credentials, and the
 * one-time challenges of registration and sign-in ceremonies. A challenge is
 * taken by one DELETE, so two requests with the same one cannot both use it.
 */
import type { Database } from './db.server.ts';

export interface Passkey {
  id: number;
  userId: number;
  /** base64url */
  credentialId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  signCount: number;
  transports: string[];
  name: string;
  backedUp: boolean;
  createdAt: string;
  lastUsedAt: string | null;
}

interface PasskeyRow {
  id: number;
  user_id: number;
  credential_id: string;
  public_key: string;
  sign_count: number | string;
  transports: string | null;
  name: string;
  backed_up: boolean | number;
  created_at: string | Date;
  last_used_at: string | Date | null;
}

const isoOf = (value: string | Date) => new Date(value).toISOString();

function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    credentialId: row.credential_id,
    publicKey: row.public_key,
    signCount: Number(row.sign_count),
    transports: row.transports ? row.transports.split(',') : [],
    name: row.name,
    backedUp: Boolean(row.backed_up),
    createdAt: isoOf(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : isoOf(row.last_used_at),
  };
}

export async function listPasskeys(db: Database, userId: number): Promise<Passkey[]> {
  const rows = (await db('passkeys').where({ user_id: userId }).orderBy('id')) as PasskeyRow[];
  return rows.map(toPasskey);
}

export async function countPasskeys(db: Database, userId: number): Promise<number> {
  const row = (await db('passkeys').where({ user_id: userId }).count({ count: '*' }).first()) as { count: number | string } | undefined;
  return Number(row?.count ?? 0);
}

export async function findPasskeyByCredentialId(db: Database, credentialId: string): Promise<Passkey | null> {
  const row = (await db('passkeys').where({ credential_id: credentialId }).first()) as PasskeyRow | undefined;
  return row ? toPasskey(row) : null;
}

export type NewPasskey = Omit<Passkey, 'id' | 'lastUsedAt'>;

/** Stores a new credential; null when this credential id is already registered (to anyone). */
export async function insertPasskey(db: Database, passkey: NewPasskey): Promise<Passkey | null> {
  return db.transaction(async (trx) => {
    if (await trx('passkeys').where({ credential_id: passkey.credentialId }).first()) return null;
    const [row] = (await trx('passkeys')
      .insert({
        user_id: passkey.userId,
        credential_id: passkey.credentialId,
        public_key: passkey.publicKey,
        sign_count: passkey.signCount,
        transports: passkey.transports.length ? passkey.transports.join(',') : null,
        name: passkey.name,
        backed_up: passkey.backedUp,
        created_at: passkey.createdAt,
      })
      .returning('*')) as PasskeyRow[];
    return toPasskey(row!);
  });
}

/**
 * Records a sign-in with this passkey: the new counter, only if the stored one
 * is still the one checked (`expectedCount`); false when another sign-in moved it meanwhile.
 */
export async function recordPasskeyUse(db: Database, id: number, expectedCount: number, newCount: number, at: string): Promise<boolean> {
  const updated = await db('passkeys').where({ id, sign_count: expectedCount }).update({ sign_count: newCount, last_used_at: at });
  return updated > 0;
}

export async function renamePasskey(db: Database, userId: number, id: number, name: string): Promise<Passkey | null> {
  const updated = await db('passkeys').where({ id, user_id: userId }).update({ name });
  if (!updated) return null;
  const row = (await db('passkeys').where({ id }).first()) as PasskeyRow | undefined;
  return row ? toPasskey(row) : null;
}

export async function deletePasskey(db: Database, userId: number, id: number): Promise<boolean> {
  return (await db('passkeys').where({ id, user_id: userId }).delete()) > 0;
}

export async function deleteUserPasskeys(db: Database, userId: number): Promise<number> {
  return db('passkeys').where({ user_id: userId }).delete();
}

export type ChallengePurpose = 'register' | 'sign-in' | 'second-factor';

export interface StoredChallenge {
  purpose: ChallengePurpose;
  challenge: string;
  userId: number | null;
  expiresAt: string;
}

/**
 * Keeps a new challenge for the cookie token hashed as `bindingHash`,
 * replacing the browser's earlier one (`replaces`, its token's hash), and
 * drops every expired one.
 * A challenge for nobody yet (a sign-in with a passkey alone, which anyone may
 * ask for) is kept only while fewer than `anonymousCap` such challenges are
 * live; false when it was not kept. Racing requests may pass the cap by as many
 * as run at once.
 */
export async function saveChallenge(
  db: Database,
  { bindingHash, replaces, ...challenge }: StoredChallenge & { bindingHash: string; replaces: string | null },
  { now, anonymousCap }: { now: string; anonymousCap: number },
): Promise<boolean> {
  return db.transaction(async (trx) => {
    await trx('passkey_challenges').where('expires_at', '<', now).delete();
    await trx('passkey_challenges')
      .whereIn('binding_hash', replaces === null ? [bindingHash] : [bindingHash, replaces])
      .delete();
    if (challenge.userId === null) {
      const [counted] = await trx('passkey_challenges').whereNull('user_id').count<{ count: number | string }[]>({ count: '*' });
      if (Number(counted?.count ?? 0) >= anonymousCap) return false;
    }
    await trx('passkey_challenges').insert({
      binding_hash: bindingHash,
      purpose: challenge.purpose,
      challenge: challenge.challenge,
      user_id: challenge.userId,
      expires_at: challenge.expiresAt,
    });
    return true;
  });
}

/** Takes (reads and deletes) the challenge bound to `bindingHash`; null when there is none or another request took it. */
export async function takeChallenge(db: Database, bindingHash: string): Promise<StoredChallenge | null> {
  return db.transaction(async (trx) => {
    const row = (await trx('passkey_challenges').where({ binding_hash: bindingHash }).first()) as
      { id: number; purpose: ChallengePurpose; challenge: string; user_id: number | null; expires_at: string | Date } | undefined;
    if (!row) return null;
    // The DELETE decides: of two requests that read the row, only one deletes it.
    if ((await trx('passkey_challenges').where({ id: row.id }).delete()) === 0) return null;
    return { purpose: row.purpose, challenge: row.challenge, userId: row.user_id === null ? null : Number(row.user_id), expiresAt: isoOf(row.expires_at) };
  });
}
