/**
 * `npm run admin -- create <username> [--role owner|editor|author|sales]` (an
 * owner unless told), `npm run admin -- reset-password <username>` and
 * `npm run admin -- reset-2fa <username>` (switches the user's second factors
 * off (TOTP and every passkey) and signs them out everywhere, for someone who lost their phone and
 * their recovery codes; no password is read).
 * The password is read from standard input, never from the command line
 * (argv is visible to other users of the machine): typed hidden at a
 * terminal (twice), or the first line of piped input.
 * Exit codes: 0 done, 1 refused or failed (message on stderr), 2 usage.
 */
import { createInterface } from 'node:readline';
import { createDatabase, migrateLatest } from '#database/db.server.ts';
import { appendAudit } from '#database/audit.server.ts';
import { disableTotp } from '#database/two-factor.server.ts';
import { deleteUserPasskeys } from '#database/passkeys.server.ts';
import { bumpSessionVersion, findUserByUsername } from '#database/users.server.ts';
import { isRole, roles, type Role } from '#shared/roles.ts';
import { passwordProblem, usernameProblem } from '#server/auth/account-rules.ts';
import { createAdmin, resetPassword } from '#server/auth/accounts.server.ts';
import { setPasswordHashCost } from '#server/auth/passwords.server.ts';
import { ConfigError, loadConfig } from '#server/config.server.ts';

const usage =
  `Usage: npm run admin -- create <username> [--role ${roles.join('|')}]\n` +
  '       npm run admin -- reset-password <username>\n' +
  '       npm run admin -- reset-2fa <username>\n(a password is read from standard input)';

class Refusal extends Error {}

/** Reads one line without echoing it (raw mode), for a terminal. */
function readHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(prompt);
  return new Promise((resolve, reject) => {
    let value = '';
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new Refusal('Cancelled.'));
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else if (char >= ' ') value += char;
      }
    };
    input.on('data', onData);
  });
}

/** The first line of piped input (without its line ending). */
function readFirstLine(): Promise<string> {
  return new Promise((resolve) => {
    const lines = createInterface({ input: process.stdin, crlfDelay: Infinity, terminal: false });
    let first: string | undefined;
    lines.once('line', (line) => {
      first = line;
      lines.close();
    });
    lines.once('close', () => resolve(first ?? ''));
  });
}

async function readNewPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readFirstLine();
  const password = await readHidden('New password: ');
  const problem = passwordProblem(password);
  if (problem) throw new Refusal(problem);
  if ((await readHidden('Repeat the password: ')) !== password) throw new Refusal('The passwords do not match.');
  return password;
}

/** `--role <name>` after the username (create only); owner when absent, as `create` always made one. */
function roleOption(command: string, extra: string[]): Role | 'usage' {
  if (extra.length === 0) return 'owner';
  if (command !== 'create' || extra.length !== 2 || extra[0] !== '--role') return 'usage';
  if (!isRole(extra[1])) throw new Refusal(`Unknown role "${extra[1]}": use one of ${roles.join(', ')}.`);
  return extra[1];
}

async function main(args: string[]): Promise<number> {
  const [command, username, ...extra] = args;
  const role = command && username ? roleOption(command, extra) : 'usage';
  if ((command !== 'create' && command !== 'reset-password' && command !== 'reset-2fa') || !username || role === 'usage') {
    console.error(usage);
    return 2;
  }
  const usernameError = usernameProblem(username);
  if (usernameError) throw new Refusal(usernameError);

  const config = loadConfig();
  setPasswordHashCost(config.passwordHashCost);
  const db = createDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath, isProduction: config.isProduction });
  try {
    await migrateLatest(db);
    const existing = await findUserByUsername(db, username);
    if (command === 'create' && existing) throw new Refusal(`A user named "${existing.username}" already exists.`);
    if (command !== 'create' && !existing) throw new Refusal(`There is no user named "${username}".`);

    if (command === 'reset-2fa' && existing) {
      await disableTotp(db, existing.id);
      const passkeysRemoved = await deleteUserPasskeys(db, existing.id);
      await bumpSessionVersion(db, existing.id);
      await appendAudit(db, {
        at: new Date().toISOString(),
        actorId: null,
        actor: null,
        action: '2fa.reset',
        target: `user:${existing.id}`,
        ip: null,
        details: { via: 'cli', passkeysRemoved },
      });
      console.log(`Switched two-step sign-in off for "${existing.username}" and signed that user out everywhere.`);
      return 0;
    }

    const password = await readNewPassword();
    const problem = passwordProblem(password);
    if (problem) throw new Refusal(problem);

    if (command === 'create') {
      if (!(await createAdmin(db, username, password, role))) throw new Refusal(`A user named "${username}" already exists.`);
      console.log(`Created ${role} user "${username}".`);
    } else {
      await resetPassword(db, username, password);
      console.log(`Changed the password of "${existing?.username ?? username}" and signed that user out everywhere.`);
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof Refusal) console.error(error.message);
  else if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error(`Failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
