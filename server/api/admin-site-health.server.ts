/**
 * `GET /api/admin/site-health` (`health.read`: owners and editors): the last report of the background
 * check (server/site-health/site-health-job.server.ts), `{checkedAt, items: [{kind, url, detail, editUrl}]}`;
 * `checkedAt` is null before the first check. Nothing is worked out on the request.
 */
import type { RequestHandler } from 'express';
import type { Database } from '#database/db.server.ts';
import { readSiteHealthReport } from '#database/site-health.server.ts';

export function adminSiteHealthHandler(db: Database): RequestHandler {
  return async (_req, res) => {
    res.json(await readSiteHealthReport(db));
  };
}
