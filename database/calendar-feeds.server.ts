/** Each person's private calendar feed, known by the SHA-256 hash of its token; deleting the row revokes it. */
import type { Database } from './db.server.ts';

export async function replaceCalendarFeed(db: Database, userId: number, tokenHash: string): Promise<void> {
  await db('calendar_feeds').insert({ user_id: userId, token_hash: tokenHash, created_at: new Date().toISOString() }).onConflict('user_id').merge();
}

export async function revokeCalendarFeed(db: Database, userId: number): Promise<void> {
  await db('calendar_feeds').where({ user_id: userId }).delete();
}

export async function calendarFeedCreatedAt(db: Database, userId: number): Promise<string | null> {
  const row = (await db('calendar_feeds').where({ user_id: userId }).first('created_at')) as { created_at: string | Date } | undefined;
  return row ? new Date(row.created_at).toISOString() : null;
}

/** The active account whose feed has this token hash. */
export async function feedOwner(db: Database, tokenHash: string): Promise<number | null> {
  const row = (await db('calendar_feeds')
    .join('users', 'users.id', 'calendar_feeds.user_id')
    .where({ token_hash: tokenHash, 'users.active': true })
    .first('users.id')) as { id: number } | undefined;
  return row ? Number(row.id) : null;
}
