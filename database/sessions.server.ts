/**
 * Named queries for server-side session records (decision 019). The cookie's
 * session id is never stored, only its SHA-256 (`tokenHash`).
 */
import type { Database } from './db.server.ts';

export interface SessionRecord {
  id: number;
  userId: number;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  ip: string | null;
}

interface SessionRow {
  id: number;
  user_id: number;
  created_at: string | Date;
  last_seen_at: string | Date;
  user_agent: string | null;
  ip: string | null;
}

const columns = ['id', 'user_id', 'created_at', 'last_seen_at', 'user_agent', 'ip'];

function toRecord(row: SessionRow): SessionRecord {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    createdAt: new Date(row.created_at).toISOString(),
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
    userAgent: row.user_agent,
    ip: row.ip,
  };
}

export async function insertSession(
  db: Database,
  fields: { tokenHash: string; userId: number; at: string; userAgent: string | null; ip: string | null },
): Promise<number> {
  const [row] = (await db('sessions')
    .insert({
      token_hash: fields.tokenHash,
      user_id: fields.userId,
      created_at: fields.at,
      last_seen_at: fields.at,
      user_agent: fields.userAgent,
      ip: fields.ip,
    })
    .returning('id')) as { id: number }[];
  return Number(row!.id);
}

export async function findSessionByHash(db: Database, tokenHash: string): Promise<SessionRecord | null> {
  const row = (await db('sessions').select(columns).where({ token_hash: tokenHash }).first()) as SessionRow | undefined;
  return row ? toRecord(row) : null;
}

export async function touchSession(db: Database, id: number, at: string): Promise<void> {
  await db('sessions').where({ id }).update({ last_seen_at: at });
}

/** The user's sessions seen since `since`, most recently seen first. */
export async function listSessions(db: Database, userId: number, since: string): Promise<SessionRecord[]> {
  const rows = (await db('sessions')
    .select(columns)
    .where({ user_id: userId })
    .where('last_seen_at', '>', since)
    .orderBy([
      { column: 'last_seen_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])) as SessionRow[];
  return rows.map(toRecord);
}

/** Deletes one of the user's sessions; false when the user has no such session. */
export async function deleteSession(db: Database, userId: number, id: number): Promise<boolean> {
  return (await db('sessions').where({ user_id: userId, id }).delete()) > 0;
}

/** Deletes every session of the user except `keepId`; how many. */
export async function deleteOtherSessions(db: Database, userId: number, keepId: number): Promise<number> {
  return db('sessions').where({ user_id: userId }).whereNot({ id: keepId }).delete();
}

/** Deletes every session of the user (sign-out everywhere, deactivation, a new password). */
export async function deleteUserSessions(db: Database, userId: number): Promise<void> {
  await db('sessions').where({ user_id: userId }).delete();
}

/** Deletes the user's sessions that can no longer be used (idle or too old). */
export async function pruneUserSessions(db: Database, userId: number, seenBefore: string, createdBefore: string): Promise<void> {
  await db('sessions')
    .where({ user_id: userId })
    .andWhere((query) => query.where('last_seen_at', '<', seenBefore).orWhere('created_at', '<', createdBefore))
    .delete();
}
