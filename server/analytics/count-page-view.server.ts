/**
 * Counting page views of public HTML pages, without cookies or client script
 * (docs/decisions/012-first-party-analytics.md). `count` is called wherever a
 * public page is answered, cache hits included; it only filters cheaply and
 * appends to an in-memory batch, so serving is not slowed. Every `flushMs`, as soon
 * as `batchSize` views wait, and on `close` (at SIGTERM), the batch is worked out and written:
 *
 * - bots (isbot's list) are dropped;
 * - at most a few views per visitor and per address a minute are counted (referrer spam);
 * - the visitor becomes hash(salt of the day, IP, User-Agent, site), and the IP
 *   and User-Agent are then forgotten: they live in memory for one batch only;
 * - the salt is random, kept only in the database and deleted once its day is
 *   over, so nobody (us included) can link a visitor across days;
 * - raw views older than `rawRetentionDays` are deleted; daily totals stay.
 *
 * A `kill -9` loses the views of the current batch (at most `flushMs`).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Logger } from 'pino';
import { deleteSaltsBefore, pruneRawPageViews, saltOfDay, storePageViews, type StoredPageView } from '#database/analytics.server.ts';
import type { Database } from '#database/db.server.ts';
import { dayIn } from '#shared/site-day.ts';
import type { AnalyticsSettings } from '../config.server.ts';
import { isBot, viewFields } from './page-view-fields.ts';

/** What the server knows when it answers a page. */
export interface PageHit {
  method: string;
  /** The request target: path and query. */
  url: string;
  headers: IncomingHttpHeaders;
  status: number;
  /** The client's address as the proxy settings resolve it. */
  ip: string | undefined;
}

export interface PageViewCounter {
  count(hit: PageHit): void;
  /** Writes the current batch now (tests, shutdown). Never rejects. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is pending. */
  close(): Promise<void>;
}

export interface PageViewCounterDeps {
  db: Database;
  logger: Logger;
  siteUrl: string;
  siteTimeZone: string;
  settings: AnalyticsSettings;
  /** Milliseconds since the epoch; tests move it to change days and prune. */
  clock?: () => number;
}

interface PendingView {
  at: number;
  url: string;
  referrer: string | undefined;
  userAgent: string | undefined;
  ip: string;
  country: string | null;
}

/** A batch is written as soon as this many views wait, before its `flushMs` is up (heavy traffic). */
const batchSize = 5_000;
/** While writes fail (a database outage), views beyond this many waiting are dropped: memory stays bounded. */
const maxPendingWhileFailing = 20_000;
/** And however the writes go: a database that answers, but slower than views come, cannot take all memory. */
const maxPending = 200_000;
/**
 * Views counted per visitor (address and User-Agent) and per address in one minute; the rest are
 * not counted, so that one client cannot make any site the top source in seconds. A reader rarely
 * opens more than a few pages a minute; several people may share one address.
 */
const viewsPerVisitorPerMinute = 10;
const viewsPerAddressPerMinute = 60;
/**
 * Visitors one address may be a day: the first few User-Agents from it each count as a visitor (several people
 * behind one office address), every further one as one more, so rotating the User-Agent cannot make one client
 * many visitors (referrer spam).
 */
export const visitorsPerAddressPerDay = 4;
/** Addresses whose visitors are followed a day; past this many, following starts over (memory stays bounded). */
const maxAddressesFollowedPerDay = 50_000;
/** Visitors and addresses followed per minute; beyond, new ones are counted without a limit (memory stays bounded). */
const maxFollowedPerMinute = 100_000;
const minuteMs = 60_000;
const pruneEveryMs = 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** Pages that are not the public site: staff pages, the API, built files, files like /robots.txt. */
function isPublicPagePath(url: string): boolean {
  const end = url.indexOf('?');
  const path = end === -1 ? url : url.slice(0, end);
  if (/^\/(?:dashboard|api|assets|login)(?:\/|$)/.test(path)) return false;
  return !path.slice(path.lastIndexOf('/')).includes('.');
}

/** Opted out (Global Privacy Control, Do Not Track) or not a view at all (prefetch, link previews). */
function isOptedOutOrPrefetch(headers: IncomingHttpHeaders): boolean {
  if (headers['sec-gpc'] === '1' || headers.dnt === '1') return true;
  const purpose = headers['sec-purpose'] ?? headers.purpose ?? headers['x-purpose'] ?? headers['x-moz'];
  return typeof purpose === 'string' && /prefetch|prerender|preview/i.test(purpose);
}

function countryFrom(headers: IncomingHttpHeaders, header: string | undefined): string | null {
  const value = header ? headers[header] : undefined;
  return typeof value === 'string' && /^[A-Z]{2}$/i.test(value) && value.toUpperCase() !== 'XX' ? value.toUpperCase() : null;
}

/**
 * Answers whether a visitor is one of the first `visitorsPerAddressPerDay` of an address that day (and
 * remembers it). Kept per day, as the salted hashes of the stored rows; past `maxAddressesFollowedPerDay`, it
 * starts over.
 */
function visitorsFollower(): (address: string, visitor: string, day: string) => boolean {
  let byAddress = { day: '', map: new Map<string, string[]>() };
  return (address, visitor, day) => {
    if (byAddress.day !== day || byAddress.map.size >= maxAddressesFollowedPerDay) byAddress = { day, map: new Map() };
    let visitors = byAddress.map.get(address);
    if (!visitors) byAddress.map.set(address, (visitors = []));
    if (visitors.includes(visitor)) return true;
    if (visitors.length >= visitorsPerAddressPerDay) return false;
    visitors.push(visitor);
    return true;
  };
}

function hash(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 32);
}

export function createPageViewCounter(deps: PageViewCounterDeps): PageViewCounter {
  const { db, logger, settings, siteTimeZone } = deps;
  const clock = deps.clock ?? Date.now;
  const siteHost = new URL(deps.siteUrl).hostname.toLowerCase();
  let pending: PendingView[] = [];
  let dropped = 0;
  let limited = 0;
  let writesFailing = false;
  /** A flush is waiting to start (so a full batch asks for at most one more). */
  let flushQueued = false;
  /** Views counted this minute per salted visitor and address hash; only hashes, like the stored rows. */
  let minute = { start: -Infinity, counts: new Map<string, number>() };
  let lastPruneAt = -Infinity;
  let lastPruneDay = '';
  const salts = new Map<string, string>();
  const knownVisitorOf = visitorsFollower();
  let chain = Promise.resolve();

  async function saltFor(day: string): Promise<string> {
    let salt = salts.get(day);
    if (!salt) {
      salt = await saltOfDay(db, day, randomBytes(32).toString('base64url'));
      salts.set(day, salt);
    }
    return salt;
  }

  /**
   * Work shared by the views of one batch: real traffic repeats a few User-Agents, pages and
   * visitors, and parsing a User-Agent costs more than answering a cached page. Kept for one
   * batch only, like the IP addresses and User-Agents themselves.
   */
  interface BatchMemo {
    bots: Map<string | undefined, boolean>;
    fields: Map<string, ReturnType<typeof viewFields>>;
    visitors: Map<string, string>;
    addresses: Map<string, string>;
  }

  /** Whether one more view of `key` this minute stays within `limit`. */
  function withinMinute(key: string, limit: number, at: number): boolean {
    if (at - minute.start >= minuteMs || at < minute.start) minute = { start: at - (at % minuteMs), counts: new Map() };
    const count = minute.counts.get(key) ?? 0;
    if (count >= limit) return false;
    if (count > 0 || minute.counts.size < maxFollowedPerMinute) minute.counts.set(key, count + 1);
    return true;
  }

  async function toStored(view: PendingView, memo: BatchMemo): Promise<StoredPageView | undefined> {
    let bot = memo.bots.get(view.userAgent);
    if (bot === undefined) memo.bots.set(view.userAgent, (bot = isBot(view.userAgent)));
    if (bot) return undefined;
    const userAgent = view.userAgent!;
    const day = dayIn(siteTimeZone, view.at);
    const salt = await saltFor(day);
    const visitorKey = `${salt}\n${view.ip}\n${userAgent}\n${siteHost}`;
    let visitor = memo.visitors.get(visitorKey);
    if (visitor === undefined) memo.visitors.set(visitorKey, (visitor = hash(visitorKey)));
    const addressKey = `${salt}\n${view.ip}`;
    let address = memo.addresses.get(addressKey);
    if (address === undefined) memo.addresses.set(addressKey, (address = hash(addressKey)));
    // One address is a few visitors a day at most, whatever User-Agents it sends (visitorsPerAddressPerDay).
    if (!knownVisitorOf(address, visitor, day)) visitor = hash(`${salt}\n${view.ip}\n*\n${siteHost}`);
    if (!withinMinute(`a:${address}`, viewsPerAddressPerMinute, view.at) || !withinMinute(`v:${visitor}`, viewsPerVisitorPerMinute, view.at)) {
      limited++;
      return undefined;
    }
    const fieldsKey = `${view.url}\n${view.referrer ?? ''}\n${userAgent}`;
    let fields = memo.fields.get(fieldsKey);
    if (fields === undefined) memo.fields.set(fieldsKey, (fields = viewFields(view.url, view.referrer, userAgent, siteHost)));
    return { occurredAt: new Date(view.at).toISOString(), day, visitor, ...fields, country: view.country };
  }

  async function prune(now: number): Promise<void> {
    const today = dayIn(siteTimeZone, now);
    if (now - lastPruneAt < pruneEveryMs && today === lastPruneDay) return;
    await deleteSaltsBefore(db, today);
    for (const day of salts.keys()) if (day < today) salts.delete(day);
    const removed = await pruneRawPageViews(db, new Date(now - settings.rawRetentionDays * dayMs).toISOString());
    if (removed > 0) logger.info({ removed }, 'pruned raw page views');
    lastPruneAt = now;
    lastPruneDay = today;
  }

  async function flushOnce(): Promise<void> {
    const batch = pending;
    pending = [];
    try {
      const stored: StoredPageView[] = [];
      const memo: BatchMemo = { bots: new Map(), fields: new Map(), visitors: new Map(), addresses: new Map() };
      for (const view of batch) {
        const row = await toStored(view, memo);
        if (row) stored.push(row);
      }
      await storePageViews(db, stored);
      writesFailing = false;
      if (dropped > 0) logger.warn({ dropped }, 'page views dropped: too many waiting to be written');
      if (limited > 0) logger.info({ limited }, 'page views not counted: over the limit per visitor or address per minute');
      dropped = 0;
      limited = 0;
      await prune(clock());
    } catch (error) {
      // Kept for the next try (within the bound); the counts are not worth failing anything for.
      writesFailing = true;
      pending = [...batch, ...pending].slice(-maxPendingWhileFailing);
      logger.warn({ err: { message: error instanceof Error ? error.message : String(error) }, waiting: pending.length }, 'writing page views failed');
    }
  }

  const timer = setInterval(() => void flush(), settings.flushMs);
  timer.unref();

  function flush(): Promise<void> {
    flushQueued = true;
    chain = chain.then(() => {
      flushQueued = false;
      return flushOnce();
    });
    return chain;
  }

  return {
    count(hit) {
      if (!settings.enabled || hit.method !== 'GET' || (hit.status !== 200 && hit.status !== 304)) return;
      if (!isPublicPagePath(hit.url) || isOptedOutOrPrefetch(hit.headers) || !hit.ip) return;
      if (pending.length >= (writesFailing ? maxPendingWhileFailing : maxPending)) {
        dropped++;
        return;
      }
      const referrer = hit.headers.referer;
      pending.push({
        at: clock(),
        url: hit.url,
        referrer,
        userAgent: hit.headers['user-agent'],
        ip: hit.ip,
        country: countryFrom(hit.headers, settings.countryHeader),
      });
      if (pending.length >= batchSize && !flushQueued) void flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
