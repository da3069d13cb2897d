/** Sequence email previews (database/migrations/2026-12-07-1240-create-sequence-previews.ts). */
import type { Database } from './db.server.ts';

/** How many previews one user keeps at most; the oldest go first. */
const keptPerUser = 20;

/** Keeps a preview, clearing expired ones and the user's oldest past the limit. */
export async function keepSequencePreview(
  db: Database,
  preview: { tokenHash: string; userId: number; html: string; expiresAt: string; now: string },
): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('sequence_previews').where('expires_at', '<=', preview.now).delete();
    const older = (await trx('sequence_previews')
      .where({ user_id: preview.userId })
      .orderBy('expires_at', 'desc')
      .offset(keptPerUser - 1)
      .pluck('token_hash')) as string[];
    if (older.length > 0) await trx('sequence_previews').whereIn('token_hash', older).delete();
    await trx('sequence_previews').insert({ token_hash: preview.tokenHash, user_id: preview.userId, html: preview.html, expires_at: preview.expiresAt });
  });
}

/** The preview's HTML, when it is this user's and has not expired. */
export async function findSequencePreview(db: Database, tokenHash: string, userId: number, now: string): Promise<string | null> {
  const row = (await db('sequence_previews').where({ token_hash: tokenHash, user_id: userId }).where('expires_at', '>', now).first('html')) as
    { html: string } | undefined;
  return row?.html ?? null;
}
