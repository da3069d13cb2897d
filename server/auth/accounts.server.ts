/**
 * Admin accounts: checking credentials, creating accounts, changing passwords
 * and the bootstrap at start (docs/product/admin.md#accounts: ADMIN_USERNAME /
 * ADMIN_PASSWORD, otherwise one admin with a generated password, logged once).
 */
import type { Logger } from 'pino';
import type { Database } from '#database/db.server.ts';
import type { Role } from '#shared/roles.ts';
import { countUsers, createUser, findUserByUsername, setPassword, type User } from '#database/users.server.ts';
import type { Config } from '../config.server.ts';
import { generatePassword, hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.server.ts';

/**
 * The active user whose credentials these are, or null. Unknown usernames cost
 * the same bcrypt work as a wrong password, so timing does not tell them apart;
 * a deactivated account is checked like any other, then refused the same way.
 */
export async function authenticate(db: Database, username: string, password: string): Promise<User | null> {
  const user = await findUserByUsername(db, username.trim());
  if (!user) {
    await verifyAgainstDummy(password);
    return null;
  }
  return (await verifyPassword(password, user.passwordHash)) && user.active ? user : null;
}

/** Creates a staff account (an owner unless told); null when the username is taken. Callers validate the password first. */
export async function createAdmin(db: Database, username: string, password: string, role: Role = 'owner'): Promise<User | null> {
  return createUser(db, username, await hashPassword(password), role);
}

/** Sets a new password and signs the user out everywhere; false when there is no such user. */
export async function resetPassword(db: Database, username: string, password: string): Promise<boolean> {
  const user = await findUserByUsername(db, username);
  if (!user) return false;
  return setPassword(db, user.id, await hashPassword(password));
}

export const DEFAULT_ADMIN_USERNAME = 'admin';

/**
 * Run at start. With ADMIN_USERNAME and ADMIN_PASSWORD set, creates that user
 * if missing (an existing user's password is left alone: use
 * `npm run admin -- reset-password`). Without them, and with no user at all,
 * creates "admin" with a generated password and prints it to the log once.
 */
export async function ensureAdmin(db: Database, config: Config, logger: Logger): Promise<void> {
  if (config.adminUsername && config.adminPassword) {
    if (await findUserByUsername(db, config.adminUsername)) return;
    if (await createAdmin(db, config.adminUsername, config.adminPassword)) {
      logger.info({ username: config.adminUsername }, 'created the admin account from ADMIN_USERNAME');
    }
    return;
  }
  if ((await countUsers(db)) > 0) return;
  const password = generatePassword();
  // Null when another process created the first admin at the same moment: only the winner logs.
  if (!(await createAdmin(db, DEFAULT_ADMIN_USERNAME, password))) return;
  // In the message, not a field: the logger redacts fields named "password".
  logger.warn(
    `Created admin account "${DEFAULT_ADMIN_USERNAME}" with generated password: ${password} ` +
      '(shown only this once; change it with `npm run admin -- reset-password admin`)',
  );
}
