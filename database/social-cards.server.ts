/**
 * Stored social cards (decision 036): each is drawn once and kept under its name,
 * which changes whenever anything drawn on it changes, so a stored card is
 * never updated. Two processes drawing the same card at once both insert; the
 * first wins and the second is ignored (the bytes are the same).
 */
import type { Database } from './db.server.ts';

export interface StoredSocialCard {
  contentType: string;
  data: Buffer;
}

export async function findSocialCard(db: Database, key: string): Promise<StoredSocialCard | undefined> {
  const row = (await db('social_cards').select('content_type', 'data').where({ key }).first()) as
    { content_type: string; data: Buffer | Uint8Array } | undefined;
  if (!row) return undefined;
  return { contentType: row.content_type, data: Buffer.isBuffer(row.data) ? row.data : Buffer.from(row.data) };
}

export async function saveSocialCard(db: Database, key: string, card: StoredSocialCard, now: Date = new Date()): Promise<void> {
  await db('social_cards').insert({ key, content_type: card.contentType, data: card.data, created_at: now.toISOString() }).onConflict('key').ignore();
}
