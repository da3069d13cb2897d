/**
 * Named queries for staff accounts. Usernames are unique regardless of case:
 * lookups compare lower-cased names.
 */
import type { Knex } from 'knex';
import { isRole, type Role } from '#shared/roles.ts';
import { isPostgres, type Database } from './db.server.ts';
import { deleteUserSessions } from './sessions.server.ts';
import { isUniqueViolation } from './unique-violation.server.ts';
import { writeContent } from './write-content.server.ts';

export interface User {
  id: number;
  username: string;
  passwordHash: string;
  /** Part of every session cookie; bumped to void them all (logout, password change). */
  sessionVersion: number;
  role: Role;
  /** False once an owner deactivates the account: no sign-in, no session. */
  active: boolean;
  /** Shown as the author of their posts; null: the username is shown. */
  displayName: string | null;
  /** For "forgot password"; null when none is set. */
  email: string | null;
  createdAt: string;
  updatedAt: string;
}

interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  session_version: number;
  role: string;
  active: boolean | number;
  display_name: string | null;
  email: string | null;
  created_at: string | Date;
  updated_at: string | Date;
}

function toUser(row: UserRow): User {
  return {
    id: Number(row.id),
    username: row.username,
    passwordHash: row.password_hash,
    sessionVersion: Number(row.session_version),
    // A value outside the table (written by hand in the database) gets the role that can do least.
    role: isRole(row.role) ? row.role : 'sales',
    active: Boolean(row.active),
    displayName: row.display_name ?? null,
    email: row.email ?? null,
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

/** Creates a user; null when the username is taken (in any letter case). */
export async function createUser(db: Database, username: string, passwordHash: string, role: Role, displayName: string | null = null): Promise<User | null> {
  if (await findUserByUsername(db, username)) return null;
  const now = new Date().toISOString();
  try {
    const [row] = await db<UserRow>('users')
      .insert({ username, password_hash: passwordHash, session_version: 1, role, active: true, created_at: now, updated_at: now, display_name: displayName })
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
  return db.transaction(async (trx) => {
    const updated = await trx('users')
      .where({ id: userId })
      .update({ password_hash: passwordHash, session_version: trx.raw('session_version + 1'), updated_at: new Date().toISOString() });
    await deleteUserSessions(trx, userId);
    return updated > 0;
  });
}

/** Voids every session cookie issued to the user so far. */
export async function bumpSessionVersion(db: Database, userId: number): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('users')
      .where({ id: userId })
      .update({ session_version: trx.raw('session_version + 1'), updated_at: new Date().toISOString() });
    await deleteUserSessions(trx, userId);
  });
}

/** Every account, oldest first (the owner's user list). */
export async function listUsers(db: Database): Promise<User[]> {
  const rows = await db<UserRow>('users').orderBy('id');
  return rows.map(toUser);
}

export interface UserChange {
  role?: Role;
  active?: boolean;
}

export type UserChangeResult = { kind: 'changed'; user: User; before: User } | { kind: 'missing' } | { kind: 'last-owner' };

/**
 * Changes a user's role or active flag, refusing any change that would leave no
 * active owner. Deactivating bumps the session version, so the user's sessions
 * end at once. The owners are counted and changed in one transaction; on
 * PostgreSQL the table lock makes two concurrent demotions of the last two
 * owners take turns (SQLite has one writer anyway).
 */
export async function changeUser(db: Database, id: number, change: UserChange): Promise<UserChangeResult> {
  return db.transaction(async (trx) => {
    if (isPostgres(db)) await trx.raw('lock table users in share row exclusive mode');
    const row = await trx<UserRow>('users').where({ id }).first();
    if (!row) return { kind: 'missing' } as const;
    const user = toUser(row);
    const staysOwner = (change.role ?? user.role) === 'owner' && (change.active ?? user.active);
    if (user.role === 'owner' && user.active && !staysOwner) {
      const counted = await trx('users').where({ role: 'owner', active: true }).count<{ count: number | string }[]>({ count: '*' });
      if (Number(counted[0]?.count ?? 0) <= 1) return { kind: 'last-owner' } as const;
    }
    const endsSessions = change.active === false && user.active;
    await trx('users')
      .where({ id })
      .update({
        ...(change.role === undefined ? {} : { role: change.role }),
        ...(change.active === undefined ? {} : { active: change.active }),
        ...(endsSessions ? { session_version: trx.raw('session_version + 1') } : {}),
        updated_at: new Date().toISOString(),
      });
    if (endsSessions) await deleteUserSessions(trx, id);
    const updated = await trx<UserRow>('users').where({ id }).first();
    return { kind: 'changed', user: toUser(updated!), before: user } as const;
  });
}

/** The id and name of every active account holding one of these roles, by name (who can own a lead). */
export async function listUserNames(db: Database, withRoles: readonly Role[]): Promise<{ id: number; username: string }[]> {
  const rows = await db<UserRow>('users')
    .select('id', 'username')
    .whereIn('role', [...withRoles])
    .andWhere({ active: true })
    .orderByRaw('lower(username)');
  return rows.map((row) => ({ id: Number(row.id), username: row.username }));
}

export interface ProfileChange {
  /** null clears it. */
  displayName?: string | null;
  email?: string | null;
}

/** Changes the user's display name or email; 'email-taken' when another account has that address (any letter case). */
export async function changeProfile(db: Database, id: number, change: ProfileChange): Promise<ProfileChangeResult> {
  try {
    // The display name is shown on the author's public posts: changing it is a content write.
    return await writeContent(db, (trx) => updateProfile(trx, id, change), {
      changed: (outcome) => outcome.kind === 'changed' && outcome.user.displayName !== outcome.before.displayName,
    });
  } catch (error) {
    // Another request took the address between the check and the update.
    if (isUniqueViolation(error)) return { kind: 'email-taken' };
    throw error;
  }
}

export type ProfileChangeResult = { kind: 'changed'; user: User; before: User } | { kind: 'missing' } | { kind: 'email-taken' };

async function updateProfile(trx: Knex.Transaction, id: number, change: ProfileChange): Promise<ProfileChangeResult> {
  const row = await trx<UserRow>('users').where({ id }).first();
  if (!row) return { kind: 'missing' };
  if (change.email) {
    const other = await trx<UserRow>('users').whereRaw('lower(email) = ?', [change.email.toLowerCase()]).whereNot({ id }).first();
    if (other) return { kind: 'email-taken' };
  }
  await trx('users')
    .where({ id })
    .update({
      ...(change.displayName === undefined ? {} : { display_name: change.displayName }),
      ...(change.email === undefined ? {} : { email: change.email }),
      updated_at: new Date().toISOString(),
    });
  const updated = await trx<UserRow>('users').where({ id }).first();
  return { kind: 'changed', user: toUser(updated!), before: toUser(row) };
}

/** How a post's author is named on the public page; null for a post without one (or whose account is gone). */
export async function findAuthorName(db: Database, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const row = await db<UserRow>('users').select('username', 'display_name').where({ id }).first();
  return row ? (row.display_name ?? row.username) : null;
}

/** The byline of each of these authors, by id (as findAuthorName names them); ids without an account are left out. */
export async function findAuthorNames(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db<UserRow>('users').select('id', 'username', 'display_name').whereIn('id', unique);
  return new Map(rows.map((row) => [Number(row.id), row.display_name ?? row.username]));
}

/** The active account with this email address (any letter case), or null. */
export async function findActiveUserByEmail(db: Database, email: string): Promise<User | null> {
  const row = await db<UserRow>('users').whereRaw('lower(email) = ?', [email.toLowerCase()]).andWhere({ active: true }).first();
  return row ? toUser(row) : null;
}
