/**
 * The site health check, run in the background (docs/product/redirects.md#site-health): never on a
 * request. Each process runs it every `intervalMs`, and within `pollMs` of a content change (it reads
 * the stored content version, which every post, rule or settings write moves, with one small query);
 * the result replaces the one row the dashboard reads. Checks never overlap within a process.
 */
import type { Logger } from 'pino';
import type { Database } from '#database/db.server.ts';
import { listImportImageLosses } from '#database/import-jobs.server.ts';
import { listAllPosts } from '#database/posts.server.ts';
import { listRedirectRules } from '#database/redirect-rules.server.ts';
import { saveSiteHealthReport, storedContentVersion } from '#database/site-health.server.ts';
import { RedirectTable } from '#shared/redirect-rules.ts';
import { readLivePaths } from '../redirects/live-paths.server.ts';
import { siteHealthItems } from './checks.server.ts';
import { marketingPages } from './marketing-pages.server.ts';

export interface SiteHealthJob {
  /** Checks now and stores the report (tests; the timers call it too). Rejects when the check fails. */
  run(): Promise<void>;
  /** Starts the timers (the server does; tests call `run`). */
  start(): void;
  stop(): void;
}

export interface SiteHealthDeps {
  db: Database;
  logger: Logger;
  siteUrl: string;
  clientDir?: string | undefined;
  clock?: (() => number) | undefined;
  intervalMs?: number;
  pollMs?: number;
}

export function siteHealthJob(deps: SiteHealthDeps): SiteHealthJob {
  const { db, logger, siteUrl } = deps;
  const clock = deps.clock ?? Date.now;
  const timers: NodeJS.Timeout[] = [];
  let chain = Promise.resolve();
  let seenVersion: string | undefined;

  async function check(): Promise<void> {
    const posts = (await listAllPosts(db)).filter((post) => post.status === 'published' || post.status === 'scheduled');
    const live = await readLivePaths(db, deps.clientDir);
    const rules = new RedirectTable(await listRedirectRules(db));
    const importLosses = await listImportImageLosses(db);
    const items = siteHealthItems({ posts, pages: marketingPages(), live, oldSlugPaths: live.oldSlugPaths, rules, siteUrl, now: clock(), importLosses });
    await saveSiteHealthReport(db, { checkedAt: new Date(clock()).toISOString(), items });
  }

  // One check at a time, each after the one before, so a change made during a check is seen by the next.
  const run = (): Promise<void> => (chain = chain.catch(() => undefined).then(check));

  const runLogged = () =>
    void run().catch((error: unknown) => logger.warn({ err: { message: error instanceof Error ? error.message : String(error) } }, 'site health check failed'));

  return {
    run,
    start() {
      timers.push(setInterval(runLogged, deps.intervalMs ?? 10 * 60_000));
      let polling = false;
      timers.push(
        setInterval(() => {
          if (polling) return;
          polling = true;
          void storedContentVersion(db)
            .then((version) => {
              if (version === seenVersion) return;
              seenVersion = version;
              runLogged();
            })
            .catch(() => undefined)
            .finally(() => (polling = false));
        }, deps.pollMs ?? 15_000),
      );
      for (const timer of timers) timer.unref();
    },
    stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
    },
  };
}
