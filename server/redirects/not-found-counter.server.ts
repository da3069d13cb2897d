/**
 * The 404 log's counter (docs/product/redirects.md#the-404-log). Every 404 answered to a GET or HEAD
 * of a public path is added to an in-memory batch keyed by day, path, bot or not, and referring host;
 * like the page-view counter (server/analytics/count-page-view.server.ts), the batch is written every
 * `flushMs`, at shutdown, and pruned by ANALYTICS_RAW_RETENTION_DAYS. Counting is a map update, so it
 * never slows a request.
 *
 * Bounded whatever the traffic: a path that carries a private token is never counted; a batch holds at
 * most `maxPending` paths and one address adds at most `pathsPerAddressPerDay` new ones a day (the rest
 * count in the day's "other" row); the table keeps the `maxKeptPaths` most requested and folds the rest
 * into "other" (database/not-found-log.server.ts). The address is held in memory only, hashed with a
 * secret of the process, for the day; no address, User-Agent or query string is written.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { Database } from '#database/db.server.ts';
import { addNotFoundHits, otherPath, pruneNotFoundHits, type NotFoundIncrement } from '#database/not-found-log.server.ts';
import { isPrivatePath } from '#shared/private-paths.ts';
import { redirectLimits } from '#shared/redirect-rules.ts';
import { dayIn } from '#shared/site-day.ts';
import { isBot, isHostName } from '../analytics/page-view-fields.ts';
import type { AnalyticsSettings } from '../config.server.ts';

export interface NotFoundCounter {
  /** `address`: the client's IP address (req.ip), never written. */
  count(method: string, url: string, headers: IncomingHttpHeaders, address?: string): void;
  /** Writes the batch now (tests, shutdown). Never rejects. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface NotFoundCounterDeps {
  db: Database;
  logger: Logger;
  siteUrl: string;
  siteTimeZone: string;
  settings: Pick<AnalyticsSettings, 'flushMs' | 'rawRetentionDays'>;
  clock?: (() => number) | undefined;
}

/** Distinct day, path, bot and host entries waiting between writes; more count as "other". */
export const maxPending = 1_000;
/** Rows of paths the table keeps (the most requested); the stated bound (docs/product/redirects.md#the-404-log). */
export const maxKeptPaths = 5_000;
/** Distinct paths one address may add a day; more from it count as "other", so one client cannot fill the log. */
export const pathsPerAddressPerDay = 20;
/** Addresses followed at once; past this many in a day, following starts over (memory stays bounded: a few MB). */
const maxAddressesFollowed = 10_000;
const pruneEveryMs = 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** Not the public site: the dashboard, the API, sign-in, built files, probes. */
const notPublic = /^\/(?:api|dashboard|login|assets|og|healthz|readyz)(?:\/|$)/;

/** The referring host: any DNS host name, this site's own too (a broken link of ours is worth knowing), else ''. */
export function notFoundReferrer(referrer: string | undefined, siteHost: string): string {
  if (!referrer) return '';
  try {
    const { protocol, hostname } = new URL(referrer);
    if (protocol !== 'http:' && protocol !== 'https:') return '';
    const host = hostname.toLowerCase().replace(/^www\./, '');
    return host === siteHost || isHostName(host) ? host : '';
  } catch {
    return '';
  }
}

/** A 32-bit FNV-1a hash: a path remembered per address in a few bytes. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

function add(hit: NotFoundIncrement, seen: string): void {
  hit.count++;
  hit.lastSeenAt = seen;
}

export function createNotFoundCounter(deps: NotFoundCounterDeps): NotFoundCounter {
  const { db, logger, settings, siteTimeZone } = deps;
  const clock = deps.clock ?? Date.now;
  const siteHost = new URL(deps.siteUrl).hostname.toLowerCase().replace(/^www\./, '');
  let pending = new Map<string, NotFoundIncrement>();
  let others = new Map<string, NotFoundIncrement>();
  const addressSecret = randomBytes(16);
  let addresses = { day: '', paths: new Map<string, Set<number>>() };
  let lastPruneAt = -Infinity;
  let chain = Promise.resolve();

  async function flushOnce(): Promise<void> {
    const batch = pending;
    const folded = others;
    pending = new Map();
    others = new Map();
    try {
      await addNotFoundHits(db, [...batch.values(), ...folded.values()], maxKeptPaths);
      const now = clock();
      if (now - lastPruneAt >= pruneEveryMs) {
        lastPruneAt = now;
        const removed = await pruneNotFoundHits(db, new Date(now - settings.rawRetentionDays * dayMs).toISOString());
        if (removed > 0) logger.info({ removed }, 'pruned the 404 log');
      }
    } catch (error) {
      // Kept for the next try, within the bound; a count is not worth failing anything for.
      for (const [key, hit] of batch) if (!pending.has(key) && pending.size < maxPending) pending.set(key, hit);
      for (const [key, hit] of folded) if (!others.has(key)) others.set(key, hit);
      logger.warn({ err: { message: error instanceof Error ? error.message : String(error) } }, 'writing the 404 log failed');
    }
  }

  /** Whether `address` may add the path of `key` today: one it added already, or one more within its share. */
  function addressMayAdd(address: string, key: string, day: string): boolean {
    if (addresses.day !== day || addresses.paths.size >= maxAddressesFollowed) addresses = { day, paths: new Map() };
    const hashed = createHash('sha256').update(addressSecret).update(address).digest('base64url').slice(0, 16);
    let added = addresses.paths.get(hashed);
    if (!added) addresses.paths.set(hashed, (added = new Set()));
    const keyHash = fnv1a(key);
    if (added.has(keyHash)) return true;
    if (added.size >= pathsPerAddressPerDay) return false;
    added.add(keyHash);
    return true;
  }

  const flush = (): Promise<void> => (chain = chain.then(flushOnce));
  const timer = setInterval(() => void flush(), settings.flushMs);
  timer.unref();

  return {
    count(method, url, headers, address = '') {
      if (method !== 'GET' && method !== 'HEAD') return;
      const queryAt = url.indexOf('?');
      const fullPath = queryAt === -1 ? url : url.slice(0, queryAt);
      // A private link (its token in the path) is never kept, not even as "other".
      if (!fullPath.startsWith('/') || notPublic.test(fullPath) || isPrivatePath(fullPath)) return;
      const path = fullPath.slice(0, redirectLimits.source);
      const at = clock();
      const day = dayIn(siteTimeZone, at);
      const bot = isBot(headers['user-agent']);
      const referrerHost = notFoundReferrer(headers.referer, siteHost);
      const key = `${day}\n${bot ? 1 : 0}\n${referrerHost}\n${path}`;
      const seen = new Date(at).toISOString();
      const hit = pending.get(key);
      if (hit) add(hit, seen);
      else if (pending.size < maxPending && addressMayAdd(address, key, day)) {
        pending.set(key, { day, path, bot, referrerHost, count: 1, firstSeenAt: seen, lastSeenAt: seen });
      } else {
        const otherKey = `${day}\n${bot ? 1 : 0}`;
        const other = others.get(otherKey);
        if (other) add(other, seen);
        else others.set(otherKey, { day, path: otherPath, bot, referrerHost: '', count: 1, firstSeenAt: seen, lastSeenAt: seen });
      }
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

/** Offers every finished answer's status to the counter; mounted first, so a 404 from any route counts. */
export function countNotFound(counter: NotFoundCounter): RequestHandler {
  return (req, res, next) => {
    res.once('finish', () => {
      if (res.statusCode === 404) counter.count(req.method, req.originalUrl, req.headers, req.ip);
    });
    next();
  };
}
