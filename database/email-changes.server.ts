/**
 * Named queries for changes of a staff member's email address that wait for
 * their confirmation link (decision 051): one per account; only the SHA-256 of
 * a link's token is stored.
 */
import type { Database } from './db.server.ts';

export interface PendingEmailChange {
  email: string;
  /** False for the stand-in kept without email set up (no link: never applied). */
  confirmable: boolean;
}

/** Replaces the user's pending change with this one. */
export async function savePendingEmailChange(
  db: Database,
  change: { userId: number; email: string; tokenHash: string | null; createdAt: string; expiresAt: string | null },
): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('pending_email_changes').where({ user_id: change.userId }).delete();
    await trx('pending_email_changes').insert({
      user_id: change.userId,
      email: change.email,
      token_hash: change.tokenHash,
      created_at: change.createdAt,
      expires_at: change.expiresAt,
    });
  });
}

export async function deletePendingEmailChange(db: Database, userId: number): Promise<void> {
  await db('pending_email_changes').where({ user_id: userId }).delete();
}

/** The user's pending change still in force at `now`, if any. */
export async function findPendingEmailChange(db: Database, userId: number, now: string): Promise<PendingEmailChange | null> {
  const row = (await db('pending_email_changes').where({ user_id: userId }).first('email', 'token_hash', 'expires_at')) as
    { email: string; token_hash: string | null; expires_at: string | Date | null } | undefined;
  if (!row || (row.expires_at !== null && new Date(row.expires_at).toISOString() <= now)) return null;
  return { email: row.email, confirmable: row.token_hash !== null };
}

/**
 * Takes (deletes) the change whose link token hashes to `tokenHash`, if it is
 * unexpired at `now` and its user active: the user and the new address, or null.
 * The DELETE decides between two requests with the same link.
 */
export async function takePendingEmailChange(db: Database, tokenHash: string, now: string): Promise<{ userId: number; email: string } | null> {
  return db.transaction(async (trx) => {
    const row = (await trx('pending_email_changes')
      .join('users', 'users.id', 'pending_email_changes.user_id')
      .where({ 'pending_email_changes.token_hash': tokenHash, 'users.active': true })
      .where('pending_email_changes.expires_at', '>', now)
      .first('pending_email_changes.id', 'pending_email_changes.user_id', 'pending_email_changes.email')) as
      { id: number; user_id: number; email: string } | undefined;
    if (!row) return null;
    if ((await trx('pending_email_changes').where({ id: row.id }).delete()) === 0) return null;
    return { userId: Number(row.user_id), email: row.email };
  });
}
