import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { expect } from 'chai';
import { pino, type Logger } from 'pino';
import { countUsers, findUserByUsername } from '#database/users.server.ts';
import { createAdmin as createAdminAccount, ensureAdmin } from '#server/auth/accounts.server.ts';
import { BCRYPT_COST, hashPassword, verifyPassword } from '#server/auth/passwords.server.ts';
import { ConfigError, loadConfig, type Config } from '#server/config.server.ts';
import { createAdmin, signIn, startTestApp, testSecret, type TestApp } from '../helpers/app.ts';
import { postJson, request } from '../helpers/http.ts';
import { enrolTotp } from '../helpers/two-factor.ts';

const login = (app: TestApp, username: string, password: string) => postJson(`${app.url}/api/auth/login`, { username, password });

/** A logger that keeps its lines, for checking what the bootstrap prints. */
function capturingLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  return { lines, logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }) };
}

describe('Admin passwords', () => {
  it('hashes with bcrypt at cost 12 in production', async () => {
    expect(BCRYPT_COST).to.equal(12);
    const production = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: testSecret });
    expect(await hashPassword('a-long-enough-password', production.passwordHashCost)).to.match(/^\$2b\$12\$/);
  });

  it('tells apart long passwords that share their first 72 bytes', async () => {
    const prefix = 'é'.repeat(36); // 72 bytes in UTF-8
    const hash = await hashPassword(`${prefix}-first`);
    expect(await verifyPassword(`${prefix}-first`, hash)).to.equal(true);
    expect(await verifyPassword(`${prefix}-other`, hash)).to.equal(false);
  });

  describe('over the API', () => {
    let app: TestApp;
    before(async () => {
      // PASSWORD_HASH_COST unset, as in production (test apps otherwise hash at cost 4).
      app = await startTestApp({ PASSWORD_HASH_COST: '' });
    });
    after(() => app.close());

    it('stores the hash at cost 12', async () => {
      await createAdminAccount(app.db, 'cost-check', 'a-long-enough-password');
      expect((await findUserByUsername(app.db, 'cost-check'))!.passwordHash).to.match(/^\$2b\$12\$/);
    });

    it('does not sign in with a different password that shares the first 72 bytes', async () => {
      const prefix = 'x'.repeat(72);
      await createAdminAccount(app.db, 'long-password', `${prefix}A`);
      expect((await login(app, 'long-password', `${prefix}B`)).status).to.equal(401);
      expect((await login(app, 'long-password', prefix)).status).to.equal(401);
      expect((await login(app, 'long-password', `${prefix}A`)).status).to.equal(200);
    });
  });
});

describe('Admin bootstrap at start', () => {
  let app: TestApp;
  beforeEach(async () => {
    app = await startTestApp();
  });
  afterEach(() => app.close());

  const configWith = (adminUsername: string, adminPassword: string): Config => ({ ...app.config, adminUsername, adminPassword });

  it('without ADMIN_USERNAME/ADMIN_PASSWORD creates "admin" with a random password, printed once', async () => {
    const { logger, lines } = capturingLogger();
    await ensureAdmin(app.db, app.config, logger);
    expect(lines).to.have.length(1);
    const message = JSON.parse(lines[0]!).msg as string;
    const password = message.match(/generated password: (\S+) /)?.[1];
    expect(password).to.be.a('string').with.length.of.at.least(20);
    expect((await login(app, 'admin', password!)).status).to.equal(200);

    await ensureAdmin(app.db, app.config, logger);
    expect(lines).to.have.length(1);
    expect(await countUsers(app.db)).to.equal(1);
  });

  it('generates a different password on another site', async () => {
    const first = capturingLogger();
    await ensureAdmin(app.db, app.config, first.logger);
    const other = await startTestApp();
    try {
      const second = capturingLogger();
      await ensureAdmin(other.db, other.config, second.logger);
      expect(JSON.parse(second.lines[0]!).msg).not.to.equal(JSON.parse(first.lines[0]!).msg);
    } finally {
      await other.close();
    }
  });

  it('with ADMIN_USERNAME and ADMIN_PASSWORD creates that user and no other, without logging the password', async () => {
    const { logger, lines } = capturingLogger();
    const config = configWith('owner', 'owner-password-123');
    await ensureAdmin(app.db, config, logger);
    expect(await countUsers(app.db)).to.equal(1);
    expect((await login(app, 'owner', 'owner-password-123')).status).to.equal(200);
    expect(lines.join('\n')).not.to.include('owner-password-123');
  });

  it('leaves an existing ADMIN_USERNAME account and its password alone', async () => {
    await createAdminAccount(app.db, 'owner', 'the-real-password-1');
    await ensureAdmin(app.db, configWith('owner', 'another-password-2'), pino({ level: 'silent' }));
    expect((await login(app, 'owner', 'the-real-password-1')).status).to.equal(200);
    expect((await login(app, 'owner', 'another-password-2')).status).to.equal(401);
  });

  it('refuses ADMIN_USERNAME without ADMIN_PASSWORD, and a short ADMIN_PASSWORD', () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'owner', SESSION_SECRET: testSecret })).to.throw(ConfigError, /set together/);
    const short = { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'short', SESSION_SECRET: testSecret };
    expect(() => loadConfig(short)).to.throw(ConfigError, 'ADMIN_PASSWORD must be 12-128 characters');
  });
});

describe('npm run admin', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.close());

  /** Runs scripts/admin.ts against the test app's database with `input` piped to standard input. */
  function admin(args: string[], input: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
    const databaseEnv = app.config.databaseUrl ? { DATABASE_URL: app.config.databaseUrl } : { SQLITE_PATH: app.config.sqlitePath };
    const child = spawn(process.execPath, [resolve(import.meta.dirname, '../../scripts/admin.ts'), ...args], {
      env: { PATH: process.env.PATH, NODE_ENV: 'test', SESSION_SECRET: testSecret, PASSWORD_HASH_COST: app.config.passwordHashCost.toString(), ...databaseEnv },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdin.end(input);
    return new Promise((resolveRun) => child.on('close', (code) => resolveRun({ code, stdout, stderr })));
  }

  it('create <username> reads the password from standard input and the account can sign in', async () => {
    const result = await admin(['create', 'editor'], 'editor-password-1\nignored second line\n');
    expect(result).to.include({ code: 0 });
    expect(result.stdout).to.include('Created owner user "editor"');
    expect((await login(app, 'editor', 'editor-password-1')).status).to.equal(200);
    expect((await findUserByUsername(app.db, 'editor'))!.role).to.equal('owner');
  });

  it('create <username> --role <role> gives the account that role', async () => {
    const result = await admin(['create', 'writer', '--role', 'author'], 'writer-password-1\n');
    expect(result).to.include({ code: 0 });
    expect(result.stdout).to.include('Created author user "writer"');
    expect((await findUserByUsername(app.db, 'writer'))!.role).to.equal('author');
  });

  it('create refuses a role that does not exist with exit code 1, creating nothing', async () => {
    const result = await admin(['create', 'boss', '--role', 'superuser'], 'boss-password-12\n');
    expect(result.code).to.equal(1);
    expect(result.stderr).to.include('Unknown role "superuser": use one of owner, editor, author, sales.');
    expect(await findUserByUsername(app.db, 'boss')).to.equal(null);
  });

  it('create refuses an existing username (in any letter case) with exit code 1', async () => {
    const result = await admin(['create', 'EDITOR'], 'editor-password-9\n');
    expect(result.code).to.equal(1);
    expect(result.stderr).to.include('already exists');
  });

  it('refuses a password outside 12-128 characters with exit code 1', async () => {
    for (const password of ['short', 'x'.repeat(129)]) {
      const result = await admin(['create', 'shorty'], `${password}\n`);
      expect(result.code).to.equal(1);
      expect(result.stderr).to.include('Password must be 12-128 characters');
    }
    expect(await findUserByUsername(app.db, 'shorty')).to.equal(null);
  });

  it('reset-password changes the password and signs the user out everywhere', async () => {
    const cookie = await signIn(app, 'editor', 'editor-password-1');
    const result = await admin(['reset-password', 'editor'], 'editor-password-2\r\n');
    expect(result).to.include({ code: 0 });
    expect(result.stdout).to.include('signed that user out everywhere');
    expect((await request(`${app.url}/api/auth/me`, { headers: { cookie } })).status).to.equal(401);
    expect((await login(app, 'editor', 'editor-password-1')).status).to.equal(401);
    expect((await login(app, 'editor', 'editor-password-2')).status).to.equal(200);
  });

  it('reset-password of an unknown user fails with exit code 1', async () => {
    const result = await admin(['reset-password', 'nobody'], 'nobody-password-1\n');
    expect(result.code).to.equal(1);
    expect(result.stderr).to.include('There is no user named "nobody"');
  });

  it('reset-2fa switches the second factor off and signs the user out everywhere; the password alone signs in again', async () => {
    await createAdmin(app, 'lost-phone', 'lost-phone-password');
    const cookie = await signIn(app, 'lost-phone', 'lost-phone-password');
    await enrolTotp(app, cookie, Date.now());
    const owner = await findUserByUsername(app.db, 'lost-phone');
    // A passkey too (its bytes do not matter here): reset-2fa removes every second factor.
    await app
      .db('passkeys')
      .insert({ user_id: owner!.id, credential_id: 'lost-passkey', public_key: 'AA', name: 'Lost phone', created_at: new Date().toISOString() });
    expect((await login(app, 'lost-phone', 'lost-phone-password')).body).to.have.property('secondFactorRequired', true);
    const result = await admin(['reset-2fa', 'lost-phone'], '');
    expect(result).to.include({ code: 0 });
    expect(result.stdout).to.include('Switched two-step sign-in off for "lost-phone"');
    expect((await request(`${app.url}/api/auth/me`, { headers: { cookie } })).status).to.equal(401);
    expect((await login(app, 'lost-phone', 'lost-phone-password')).body.user).to.deep.equal({ username: 'lost-phone', role: 'owner' });
    const user = await findUserByUsername(app.db, 'lost-phone');
    expect(await app.db('recovery_codes').where({ user_id: user!.id })).to.have.length(0);
    expect(await app.db('passkeys').where({ user_id: user!.id })).to.have.length(0);
    const [entry] = await app.db('audit_log').where({ action: '2fa.reset' });
    expect(entry).to.include({ target: `user:${user!.id}`, actor: null });
    expect(JSON.parse(entry.details)).to.deep.equal({ via: 'cli', passkeysRemoved: 1 });
    const unknown = await admin(['reset-2fa', 'nobody'], '');
    expect(unknown.code).to.equal(1);
    expect(unknown.stderr).to.include('There is no user named "nobody"');
  });

  it('prints the usage with exit code 2 for an unknown command or a password on the command line', async () => {
    const wrong = [
      ['remove', 'editor'],
      ['create'],
      ['create', 'someone', 'password-on-argv'],
      ['create', 'someone', '--role'],
      ['reset-password', 'editor', '--role', 'owner'],
      ['reset-2fa', 'editor', '--role', 'owner'],
    ];
    for (const args of wrong) {
      const result = await admin(args, '');
      expect(result.code, args.join(' ')).to.equal(2);
      expect(result.stderr).to.include('Usage: npm run admin -- create <username>');
    }
  });
});
