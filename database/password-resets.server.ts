/**
 * Named queries for "forgot password" links: only a token's SHA-256 is
 * stored; using one sets the new password, voids every session of its user
 * and marks the link used, in one transaction.
 */
import type { Database } from './db.server.ts';
import { deleteUserSessions } from './sessions.server.ts';

/** Stores a new link for the user, after deleting the user's earlier links (one live link per account). */
export async function createPasswordReset(db: Database, reset: { tokenHash: string; userId: number; createdAt: string; expiresAt: string }): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('password_resets').where({ user_id: reset.userId }).delete();
    await trx('password_resets').insert({ token_hash: reset.tokenHash, user_id: reset.userId, created_at: reset.createdAt, expires_at: reset.expiresAt });
  });
}

/**
 * Uses the link whose token hashes to `tokenHash`, if it is unused, unexpired
 * at `now` and its user active: the new password hash, a new session version,
 * no session records. The user's id, or null (and nothing changed).
 */
export async function usePasswordReset(db: Database, tokenHash: string, now: string, passwordHash: string): Promise<number | null> {
  return db.transaction(async (trx) => {
    const row = (await trx('password_resets')
      .join('users', 'users.id', 'password_resets.user_id')
      .where({ 'password_resets.token_hash': tokenHash, 'users.active': true })
      .whereNull('password_resets.used_at')
      .where('password_resets.expires_at', '>', now)
      .first('password_resets.id', 'password_resets.user_id')) as { id: number; user_id: number } | undefined;
    if (!row) return null;
    // The conditional UPDATE decides between two requests with the same link.
    const claimed = await trx('password_resets').where({ id: row.id }).whereNull('used_at').update({ used_at: now });
    if (!claimed) return null;
    const userId = Number(row.user_id);
    await trx('users')
      .where({ id: userId })
      .update({ password_hash: passwordHash, session_version: trx.raw('session_version + 1'), updated_at: now });
    await deleteUserSessions(trx, userId);
    return userId;
  });
}
