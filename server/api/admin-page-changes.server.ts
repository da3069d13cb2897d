/**
 * A page's pending change (docs/product/api.md#pages), as posts have it (decision 030):
 *
 * - `GET …/pending` answers `{pending}` (null when there is none): the autosaved change of a published or
 *   scheduled page that visitors do not see until the page itself is saved with it.
 * - `PUT …/pending` saves it, on the versions the editor last saw (`ifPageUpdatedAt`, `ifPendingUpdatedAt`,
 *   null for none): 409 when another tab or user saved meanwhile, 409 for a draft (a draft is saved itself).
 *   Fields left out stay as the pending change (else the page) has them. Checked as a draft is (shapes and
 *   limits); the guardrails apply when it is published. `publishAt` (ISO 8601 with an offset, in the future)
 *   schedules a published page's change to go live by itself then, null unschedules it, left out keeps the
 *   schedule; a scheduled change is checked with every guardrail at each save, as a scheduled page is. A
 *   change of schedule is audited (`page.schedule` with `update: true`).
 * - `DELETE …/pending` discards it and its schedule (`{ifPendingUpdatedAt}`: only that version, 409 otherwise).
 *
 * The revisions are in admin-page-revisions.server.ts.
 */
import type { RequestHandler } from 'express';
import { deletePagePending } from '#database/page-writes.server.ts';
import { HttpError } from '../errors.server.ts';
import { discardPendingSchema, mergedContent, pendingSchema, readBody, type PageBody } from '../pages-admin/page-input.server.ts';
import { checkPagePath } from '../pages-admin/page-paths.server.ts';
import { savePending } from '../pages-admin/page-pending.server.ts';
import { written } from '../pages-admin/page-saves.server.ts';
import { presentPending } from '../pages-admin/present-page.server.ts';
import { pageAt, type PageHandlerDeps } from './admin-pages.server.ts';
import { adminPageRevisionHandlers } from './admin-page-revisions.server.ts';

type PendingBody = PageBody & { ifPageUpdatedAt: string; ifPendingUpdatedAt: string | null };

export function adminPageChangeHandlers(deps: PageHandlerDeps) {
  const { db } = deps;
  const pending: Record<'show' | 'save' | 'discard', RequestHandler> = {
    async show(req, res) {
      res.json({ pending: presentPending(await pageAt(db, req.params.id)) });
    },

    async save(req, res) {
      const page = await pageAt(db, req.params.id);
      const body = readBody<PendingBody>(pendingSchema, req.body);
      if (page.status === 'draft') throw new HttpError(409, 'A draft is saved as the page itself, not as a pending change');
      const path = body.path ?? page.pending?.path ?? page.path;
      if (path !== page.path) await checkPagePath(db, path, page.id);
      const content = mergedContent(body, page.pending ?? page.content);
      const expected = { pageUpdatedAt: body.ifPageUpdatedAt, pendingUpdatedAt: body.ifPendingUpdatedAt };
      const saved = await savePending(deps, page, { path, ...content }, expected, body.publishAt);
      if (saved.pendingPublishAt !== page.pendingPublishAt) {
        const details = { path: page.path, update: true, publishAt: saved.pendingPublishAt };
        await deps.audit.record(req, { actor: await deps.userOf(req), action: 'page.schedule', target: `page:${page.id}`, details });
      }
      res.json({ pending: presentPending(saved) });
    },

    async discard(req, res) {
      const page = await pageAt(db, req.params.id);
      const { ifPendingUpdatedAt } = readBody<{ ifPendingUpdatedAt?: string } | null>(discardPendingSchema, req.body ?? {}) ?? {};
      if (!(await written(deletePagePending(db, page.id, ifPendingUpdatedAt)))) throw new HttpError(404, 'This page has no pending change');
      res.json({ message: 'Pending change discarded' });
    },
  };
  return { pending, revisions: adminPageRevisionHandlers(deps) };
}
