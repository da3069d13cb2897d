/**
 * Starts the real application (production build, real database) on a random
 * loopback port. Each call gets its own fresh database.
 */
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import type { DestinationStream } from 'pino';
import { createPageViewCounter, type PageViewCounter } from '#server/analytics/count-page-view.server.ts';
import { createApp, type AppDeps, type SiteApp } from '#server/app.server.ts';
import { createAdmin as createAdminAccount } from '#server/auth/accounts.server.ts';
import { setPasswordHashCost } from '#server/auth/passwords.server.ts';
import { loadConfig, type Config } from '#server/config.server.ts';
import { createLogger } from '#server/logger.server.ts';
import { closeDatabase, createDatabase, migrateLatest, type Database } from '#database/db.server.ts';
import { changeProfile, findUserByUsername } from '#database/users.server.ts';
import { seedDemoProof } from '#server/proof/demo-proof.server.ts';
import type { Role } from '#shared/roles.ts';
import type { Lifecycle } from '#server/health.server.ts';
import { closeRedisClient, createRedisClient, redisLimitsReady } from '#server/rate-limit.server.ts';
import { freshDatabaseEnv, migratedDatabaseEnv } from './database.ts';
import { cookieHeader, postJson } from './http.ts';

export interface TestApp {
  url: string;
  db: Database;
  config: Config;
  lifecycle: Lifecycle;
  /** The app's page-view counter (ANALYTICS=off: none); `flush()` writes what it has counted. */
  pageViews: PageViewCounter | undefined;
  /** The application itself (its Express app, for tests that bypass the fast path). */
  site: SiteApp;
  close(): Promise<void>;
}

export const testSecret = 'test-session-secret-that-is-long-enough-0123456789';

/** What tests may inject besides the environment; `logDestination` receives the app's log lines. */
export type TestAppOptions = Pick<AppDeps, 'clock' | 'loginRateLimit'> & {
  logDestination?: DestinationStream;
  /** Listen on this port rather than any free one (a test that must know SITE_URL before start, e.g. for passkeys). */
  port?: number;
  /** Start from an empty database and apply every migration (the schema tests), not from a copy of the migrated template. */
  emptyDatabase?: boolean;
};

export async function startTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const databaseEnv = options.emptyDatabase ? await freshDatabaseEnv() : await migratedDatabaseEnv();
  const config = loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: testSecret,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // bcrypt's cheapest cost (allowed only under NODE_ENV=test): production's 12 took most of the time of the suites that sign in a lot.
    ...(env.NODE_ENV === undefined || env.NODE_ENV === 'test' ? { PASSWORD_HASH_COST: '4' } : {}),
    ...databaseEnv,
    ...env,
  });
  setPasswordHashCost(config.passwordHashCost);
  const db = createDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath, isProduction: config.isProduction });
  await migrateLatest(db); // nothing left to apply on a copy of the template
  if (config.demoContent) await seedDemoProof(db);
  const lifecycle: Lifecycle = { shuttingDown: false };
  const { logDestination, port: fixedPort, emptyDatabase: _empty, ...injected } = options;
  const logger = createLogger(config.logLevel, logDestination);
  const redis = config.redisUrl ? await createRedisClient(config.redisUrl, logger) : undefined;
  const pageViews = config.analytics.enabled
    ? createPageViewCounter({ db, logger, siteUrl: config.siteUrl, siteTimeZone: config.siteTimeZone, settings: config.analytics, clock: injected.clock })
    : undefined;
  const site = createApp({ config, db, logger, lifecycle, redis, pageViews, ...injected });
  if (redis) await redisLimitsReady(redis); // as startServer does before it listens
  const server: Server = await new Promise((resolve) => {
    const listening = createServer(site.handleRequest).listen(fixedPort ?? 0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    config,
    lifecycle,
    pageViews,
    site,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await pageViews?.close();
      await site.stopBackground();
      await closeDatabase(db);
      if (redis) await closeRedisClient(redis);
    },
  };
}

/** The admin most tests sign in as. */
export const testAdmin = { username: 'admin', password: 'correct horse battery staple' } as const;

/** Creates an account (an owner unless told) directly in the app's database (at the app's bcrypt cost: 4 unless told). */
export async function createAdmin(
  app: TestApp,
  username: string = testAdmin.username,
  password: string = testAdmin.password,
  role: Role = 'owner',
): Promise<number> {
  const created = await createAdminAccount(app.db, username, password, role);
  if (!created) throw new Error(`createAdmin: ${username} already exists`);
  return created.id;
}

/** Creates a user with `role` (password: the test admin's) and signs them in; their id and Cookie header. */
export async function signInAs(app: TestApp, role: Role, username: string = `${role}-user`): Promise<{ id: number; cookie: string }> {
  const id = await createAdmin(app, username, testAdmin.password, role);
  return { id, cookie: await signIn(app, username, testAdmin.password) };
}

/**
 * Signs in through POST /api/auth/login (creating the test admin first if it
 * does not exist) and returns the Cookie header value to send with later requests.
 */
export async function signIn(app: TestApp, username: string = testAdmin.username, password: string = testAdmin.password): Promise<string> {
  if (!(await findUserByUsername(app.db, username))) await createAdmin(app, username, password);
  const response = await postJson(`${app.url}/api/auth/login`, { username, password });
  if (response.status !== 200) throw new Error(`signIn: login answered ${response.status} ${response.text}`);
  return cookieHeader(response.headers);
}

/** The display name `signInWriter` gives the test admin. */
export const testWriterName = 'Test Admin';

/**
 * Signs in as the test admin (as `signIn`) with a display name, as a writer who has published before: the
 * editor's first Publish asks a writer without one for a name (docs/product/blog.md#bylines). For the suites
 * that publish through the editor; the prompt's own test starts without one.
 */
export async function signInWriter(app: TestApp): Promise<string> {
  const cookie = await signIn(app);
  const admin = await findUserByUsername(app.db, testAdmin.username);
  await changeProfile(app.db, admin!.id, { displayName: testWriterName });
  return cookie;
}
