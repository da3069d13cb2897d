/**
 * The 404 log's counter (docs/product/redirects.md#the-404-log). Every 404 answered to a GET or HEAD
 * of a public path is added to an in-memory batch keyed by day, path, bot or not, and referring host;
 * like the page-view counter (server/analytics/count-page-view.server.ts), the batch is written every
 * `flushMs`, at shutdown, and pruned by ANALYTICS_RAW_RETENTION_DAYS. Counting is a map update, so it
 * never slows a request; the map holds at most `maxKeys` entries (more are dropped and the number
 * logged), so a scan of random paths cannot take the memory. No address, User-Agent or query string
 * is kept, not even in memory.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { Database } from '#database/db.server.ts';
import { addNotFoundHits, pruneNotFoundHits, type NotFoundIncrement } from '#database/not-found-log.server.ts';
import { redirectLimits } from '#shared/redirect-rules.ts';
import { dayIn } from '#shared/site-day.ts';
import { isBot, isHostName } from '../analytics/page-view-fields.ts';
import type { AnalyticsSettings } from '../config.server.ts';

export interface NotFoundCounter {
  count(method: string, url: string, headers: IncomingHttpHeaders): void;
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

/** Distinct day, path, bot and host entries kept between writes. */
export const maxKeys = 10_000;
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

export function createNotFoundCounter(deps: NotFoundCounterDeps): NotFoundCounter {
  const { db, logger, settings, siteTimeZone } = deps;
  const clock = deps.clock ?? Date.now;
  const siteHost = new URL(deps.siteUrl).hostname.toLowerCase().replace(/^www\./, '');
  let pending = new Map<string, NotFoundIncrement>();
  let dropped = 0;
  let lastPruneAt = -Infinity;
  let chain = Promise.resolve();

  async function flushOnce(): Promise<void> {
    const batch = pending;
    pending = new Map();
    try {
      await addNotFoundHits(db, [...batch.values()]);
      if (dropped > 0) logger.warn({ dropped }, '404s not counted: too many distinct paths waiting to be written');
      dropped = 0;
      const now = clock();
      if (now - lastPruneAt >= pruneEveryMs) {
        lastPruneAt = now;
        const removed = await pruneNotFoundHits(db, new Date(now - settings.rawRetentionDays * dayMs).toISOString());
        if (removed > 0) logger.info({ removed }, 'pruned the 404 log');
      }
    } catch (error) {
      // Kept for the next try, within the bound; a count is not worth failing anything for.
      for (const [key, hit] of batch) if (!pending.has(key) && pending.size < maxKeys) pending.set(key, hit);
      logger.warn({ err: { message: error instanceof Error ? error.message : String(error) } }, 'writing the 404 log failed');
    }
  }

  const flush = (): Promise<void> => (chain = chain.then(flushOnce));
  const timer = setInterval(() => void flush(), settings.flushMs);
  timer.unref();

  return {
    count(method, url, headers) {
      if (method !== 'GET' && method !== 'HEAD') return;
      const queryAt = url.indexOf('?');
      const path = (queryAt === -1 ? url : url.slice(0, queryAt)).slice(0, redirectLimits.source);
      if (!path.startsWith('/') || notPublic.test(path)) return;
      const at = clock();
      const day = dayIn(siteTimeZone, at);
      const bot = isBot(headers['user-agent']);
      const referrerHost = notFoundReferrer(headers.referer, siteHost);
      const key = `${day}\n${bot ? 1 : 0}\n${referrerHost}\n${path}`;
      const seen = new Date(at).toISOString();
      const hit = pending.get(key);
      if (hit) {
        hit.count++;
        hit.lastSeenAt = seen;
      } else if (pending.size < maxKeys) pending.set(key, { day, path, bot, referrerHost, count: 1, firstSeenAt: seen, lastSeenAt: seen });
      else dropped++;
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
      if (res.statusCode === 404) counter.count(req.method, req.originalUrl, req.headers);
    });
    next();
  };
}
