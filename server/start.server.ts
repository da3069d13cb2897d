/**
 * Boot sequence shared by `npm start`, `npm run dev` and the Procfile:
 * configuration, server build, database and migrations, then listen.
 */
import { existsSync } from 'node:fs';
import type * as http from 'node:http';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { Server as NetServer } from 'node:net';
import type { RequestHandler } from 'express';
import { closeDatabase, createDatabase, migrateLatest } from '#database/db.server.ts';
import { createPageViewCounter } from './analytics/count-page-view.server.ts';
import { createApp } from './app.server.ts';
import { ensureAdmin } from './auth/accounts.server.ts';
import { setPasswordHashCost } from './auth/passwords.server.ts';
import { seedDemoProof } from './proof/demo-proof.server.ts';
import { ConfigError, loadConfig, type Config } from './config.server.ts';
import { startLeadRetention } from './contacts/lead-retention.server.ts';
import { startBookingReminders } from './booking/reminders.server.ts';
import { startSendQueue } from './subscriptions/send-queue.server.ts';
import { startScheduledBackups } from './backup/scheduled-backups.server.ts';
import { startLeadScheduler } from './leads/lead-scheduler.server.ts';
import type { Lifecycle } from './health.server.ts';
import { createLogger } from './logger.server.ts';
import { importPageBuild, serverBuildEntry } from './page-build.server.ts';
import { closeRedisClient, createRedisClient, redisLimitsReady } from './rate-limit.server.ts';
import { indexPages } from './search/site-search.server.ts';

/** How long connections already open may still deliver a request after SIGTERM. */
const drainGraceMs = 1000;
const netClose = NetServer.prototype.close;

/**
 * `import { createServer } from 'node:http'` makes Node build the module's ESM view, which reads every
 * export, and http's lazy WebSocket getter then loads undici: about 40 ms of CPU at start for
 * nothing (docs/decisions/040-cold-start.md). require() gives the same module without that.
 */
const { createServer } = createRequire(import.meta.url)('node:http') as typeof http;

export { serverBuildEntry } from './page-build.server.ts';

export interface StartOptions {
  viteMiddleware?: () => Promise<RequestHandler>;
}

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

export async function startServer(options: StartOptions = {}): Promise<Server> {
  const config = configOrExit();
  const logger = createLogger(config.logLevel);
  setPasswordHashCost(config.passwordHashCost);
  if (!options.viteMiddleware && !existsSync(serverBuildEntry)) {
    console.error('No production build found: run `npm run build` first (npm start does this for you).');
    process.exit(1);
  }

  const db = createDatabase({
    databaseUrl: config.databaseUrl,
    sqlitePath: config.sqlitePath,
    isProduction: config.isProduction,
    poolMax: config.databasePoolMax,
  });
  const applied = await migrateLatest(db);
  if (applied.length > 0) logger.info({ migrations: applied }, 'applied migrations');
  // On a fresh database this hashes the first admin's password (bcrypt, on libuv's thread pool):
  // the page build loads meanwhile (docs/decisions/040-cold-start.md). Awaited before listening.
  const admin = ensureAdmin(db, config, logger);
  admin.catch(() => {});
  // The marketing pages' words go into the search index from content/ as this build has them.
  const pagesIndexed = indexPages(db);
  pagesIndexed.catch(() => {});
  let viteMiddleware: RequestHandler | undefined;
  if (options.viteMiddleware) {
    viteMiddleware = await options.viteMiddleware();
  } else {
    // Import the server build explicitly so Vike does not depend on a path recorded in node_modules.
    await importPageBuild();
  }
  await admin;
  await pagesIndexed;
  if (config.demoContent) {
    await seedDemoProof(db);
    logger.warn({ production: config.isProduction }, 'DEMO_CONTENT=1: sample proof items (marked as samples) are shown on the site');
  }

  const lifecycle: Lifecycle = { shuttingDown: false };
  const redis = config.redisUrl ? await createRedisClient(config.redisUrl, logger) : undefined;
  const pageViews = config.analytics.enabled
    ? createPageViewCounter({ db, logger, siteUrl: config.siteUrl, siteTimeZone: config.siteTimeZone, settings: config.analytics })
    : undefined;
  const app = createApp({ config, db, logger, lifecycle, redis, viteMiddleware, pageViews });
  app.siteHealth.start();
  if (config.socialCardsAhead) app.socialCards.start();
  const stopLeadRetention = config.leadRetentionMonths ? startLeadRetention({ db, logger, months: config.leadRetentionMonths }) : undefined;
  const stopReminders = startBookingReminders({ db, logger, config });
  const sendQueue = startSendQueue({ db, logger, config });
  const backupDir = config.backup.dir;
  const stopBackups = backupDir ? startScheduledBackups({ db, logger, settings: { ...config.backup, dir: backupDir } }) : undefined;
  const stopLeadScheduler = startLeadScheduler({ db, logger, config });
  // The limiters' first commands (their scripts) are answered before the first request: no window of per-process counts.
  if (redis) await redisLimitsReady(redis);
  const server = createServer(app.handleRequest).listen(config.port, config.host);
  await new Promise<void>((resolveListen, reject) => {
    server.once('listening', resolveListen);
    server.once('error', reject);
  });
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 30_000;
  logger.info({ port: config.port, host: config.host, database: config.databaseUrl ? 'postgresql' : 'sqlite' }, 'listening');

  const shutdown = (signal: string) => {
    if (lifecycle.shuttingDown) return;
    lifecycle.shuttingDown = true;
    logger.info({ signal }, 'shutting down: draining requests');
    const forced = setTimeout(() => {
      logger.error('requests did not finish within 9 s; exiting');
      process.exit(1);
    }, 9_000);
    forced.unref();
    // Stop listening. http.Server#close would also drop every idle connection at once, including
    // one whose first request is still in the socket buffer; net.Server#close leaves them a moment
    // (drainGraceMs) to deliver what is on its way. Answers meanwhile carry `Connection: close`.
    netClose.call(server, async () => {
      // Every request has been answered: the last batch of page views is complete.
      stopLeadRetention?.();
      stopReminders();
      await sendQueue.stop();
      stopBackups?.();
      await stopLeadScheduler();
      await pageViews?.close();
      await app.stopBackground();
      await closeDatabase(db);
      if (redis) await closeRedisClient(redis);
      logger.info('stopped');
      process.exit(0);
    });
    setTimeout(() => {
      server.closeIdleConnections();
      // Keep-alive connections that finish a response become idle; close them too.
      setInterval(() => server.closeIdleConnections(), 100).unref();
    }, drainGraceMs).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  return server;
}
