/**
 * Named queries for admin accounts. Usernames are unique regardless of case:
 * lookups compare lower-cased names.
 */
import type { Database } from './db.server.ts';

export interface User {
  id: number;
  username: string;
  passwordHash: string;
  /** Part of every session cookie; bumped to void them all (logout, password change). */
  sessionVersion: number;
  createdAt: string;
  updatedAt: string;
}

interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  session_version: number;
  created_at: string | Date;
  updated_at: string | Date;
}

function toUser(row: UserRow): User {
  return {
    id: Number(row.id),
    username: row.username,
    passwordHash: row.password_hash,
    sessionVersion: Number(row.session_version),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function findUserByUsername(db: Database, username: string): Promise<User | null> {
  const row = await db<UserRow>('users').whereRaw('lower(username) = ?', [username.toLowerCase()]).first();
  return row ? toUser(row) : null;
}

export async function findUserById(db: Database, id: number): Promise<User | null> {
  const row = await db<UserRow>('users').where({ id }).first();
  return row ? toUser(row) : null;
}

export async function countUsers(db: Database): Promise<number> {
  const result = await db('users').count<{ count: number | string }[]>({ count: '*' });
  return Number(result[0]?.count ?? 0);
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Creates a user; null when the username is taken (in any letter case). */
export async function createUser(db: Database, username: string, passwordHash: string): Promise<User | null> {
  if (await findUserByUsername(db, username)) return null;
  const now = new Date().toISOString();
  try {
    const [row] = await db<UserRow>('users')
      .insert({ username, password_hash: passwordHash, session_version: 1, created_at: now, updated_at: now })
      .returning('*');
    return row ? toUser(row as UserRow) : null;
  } catch (error) {
    // Another process created the same user between the lookup and the insert.
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** Replaces the password hash and signs the user out everywhere. */
export async function setPassword(db: Database, userId: number, passwordHash: string): Promise<boolean> {
  const updated = await db('users')
    .where({ id: userId })
    .update({ password_hash: passwordHash, session_version: db.raw('session_version + 1'), updated_at: new Date().toISOString() });
  return updated > 0;
}

/** Voids every session cookie issued to the user so far. */
export async function bumpSessionVersion(db: Database, userId: number): Promise<void> {
  await db('users')
    .where({ id: userId })
    .update({ session_version: db.raw('session_version + 1'), updated_at: new Date().toISOString() });
}

/** Every account's id and name, by name (who can own a lead). */
export async function listUserNames(db: Database): Promise<{ id: number; username: string }[]> {
  const rows = await db<UserRow>('users').select('id', 'username').orderByRaw('lower(username)');
  return rows.map((row) => ({ id: Number(row.id), username: row.username }));
}
