/**
 * Named queries for the second factor: the TOTP secret (being set up, then
 * confirmed), the last time step a code was accepted for, and the hashed
 * recovery codes. Each change that must happen together happens in one
 * transaction.
 */
import type { Database } from './db.server.ts';

export interface TotpState {
  /** The confirmed secret (base32), or null while TOTP is off. */
  secret: string | null;
  /** The secret shown by the last setup, waiting for its first code. */
  pendingSecret: string | null;
  /** The time step of the last accepted code. */
  lastStep: number | null;
}

interface TotpRow {
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number | string | null;
}

export async function getTotpState(db: Database, userId: number): Promise<TotpState | null> {
  const row: TotpRow | undefined = await db('users').select('totp_secret', 'totp_pending_secret', 'totp_last_step').where({ id: userId }).first();
  if (!row) return null;
  return {
    secret: row.totp_secret,
    pendingSecret: row.totp_pending_secret,
    lastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
  };
}

/** Keeps a new secret to be confirmed (replacing any earlier unconfirmed one). */
export async function setPendingTotpSecret(db: Database, userId: number, secret: string): Promise<void> {
  await db('users').where({ id: userId }).update({ totp_pending_secret: secret });
}

/**
 * Records that a code for `step` was accepted, only if no code for this step or
 * a later one was: false means a replay (or a code older than the last one
 * used). One conditional UPDATE, so two requests with the same code cannot both
 * win.
 */
export async function claimTotpStep(db: Database, userId: number, step: number): Promise<boolean> {
  const updated = await db('users')
    .where({ id: userId })
    .andWhere((query) => query.whereNull('totp_last_step').orWhere('totp_last_step', '<', step))
    .update({ totp_last_step: step });
  return updated > 0;
}

/**
 * Switches TOTP on with the pending secret whose code was accepted for `step`,
 * and replaces the recovery codes with these hashes; false when the pending
 * secret changed meanwhile (another setup) or the step was already used.
 */
export async function enableTotp(db: Database, userId: number, secret: string, step: number, codeHashes: string[], now: string): Promise<boolean> {
  return db.transaction(async (trx) => {
    const updated = await trx('users')
      .where({ id: userId, totp_pending_secret: secret })
      .andWhere((query) => query.whereNull('totp_last_step').orWhere('totp_last_step', '<', step))
      .update({ totp_secret: secret, totp_pending_secret: null, totp_last_step: step, totp_enabled_at: now });
    if (updated === 0) return false;
    await trx('recovery_codes').where({ user_id: userId }).delete();
    await trx('recovery_codes').insert(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })));
    return true;
  });
}

/** Switches TOTP off and drops the recovery codes (they belong to it). */
export async function disableTotp(db: Database, userId: number): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('users').where({ id: userId }).update({ totp_secret: null, totp_pending_secret: null, totp_last_step: null, totp_enabled_at: null });
    await trx('recovery_codes').where({ user_id: userId }).delete();
  });
}

/** Marks an unused recovery code used; false when there is none with this hash (or it was used). */
export async function useRecoveryCode(db: Database, userId: number, codeHash: string, now: string): Promise<boolean> {
  const updated = await db('recovery_codes').where({ user_id: userId, code_hash: codeHash }).whereNull('used_at').update({ used_at: now });
  return updated > 0;
}

export async function countUnusedRecoveryCodes(db: Database, userId: number): Promise<number> {
  const result = await db('recovery_codes').where({ user_id: userId }).whereNull('used_at').count<{ count: number | string }[]>({ count: '*' });
  return Number(result[0]?.count ?? 0);
}
