/**
 * Named queries for staff accounts. Usernames are unique regardless of case:
 * lookups compare lower-cased names.
 */
import { isRole, type Role } from '#shared/roles.ts';
import { isPostgres, type Database } from './db.server.ts';

export interface User {
  id: number;
  username: string;
  passwordHash: string;
  /** Part of every session cookie; bumped to void them all (logout, password change). */
  sessionVersion: number;
  role: Role;
  /** False once an owner deactivates the account: no sign-in, no session. */
  active: boolean;
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
export async function createUser(db: Database, username: string, passwordHash: string, role: Role): Promise<User | null> {
  if (await findUserByUsername(db, username)) return null;
  const now = new Date().toISOString();
  try {
    const [row] = await db<UserRow>('users')
      .insert({ username, password_hash: passwordHash, session_version: 1, role, active: true, created_at: now, updated_at: now })
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
