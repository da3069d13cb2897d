/**
 * A page's pending change and revisions (docs/product/api.md#pages), as posts have them (decision 030):
 *
 * - `GET …/pending` answers `{pending}` (null when there is none): the autosaved change of a published or
 *   scheduled page that visitors do not see until the page itself is saved with it.
 * - `PUT …/pending` saves it, on the versions the editor last saw (`ifPageUpdatedAt`, `ifPendingUpdatedAt`,
 *   null for none): 409 when another tab or user saved meanwhile, 409 for a draft (a draft is saved itself).
 *   Checked as a draft is (shapes and limits); the guardrails apply when it is published.
 * - `DELETE …/pending` discards it (`{ifPendingUpdatedAt}`: only that version, 409 otherwise).
 * - `GET …/revisions`, `GET …/revisions/:revisionId`, `POST …/revisions/:revisionId/restore`: the page's
 *   revisions, newest first; one with its content; restoring one saves its title, SEO fields and sections as
 *   the page's (the path and status stay), a save like any other (checked, audited, with a revision of its own).
 */
import type { RequestHandler } from 'express';
import { deletePagePending, savePagePending, updatePage } from '#database/page-writes.server.ts';
import { findPageRevision, listPageRevisions } from '#database/page-revisions.server.ts';
import { HttpError } from '../errors.server.ts';
import { checkContent, discardPendingSchema, mergedContent, pendingSchema, readBody, type PageBody } from '../pages-admin/page-input.server.ts';
import { auditPageWrite } from '../pages-admin/page-audit.server.ts';
import { checkPagePath, livePathCheck } from '../pages-admin/page-paths.server.ts';
import { written } from '../pages-admin/page-saves.server.ts';
import { presentPage, presentPending } from '../pages-admin/present-page.server.ts';
import { pathId } from '../validation/rules.ts';
import { pageAt, type PageHandlerDeps } from './admin-pages.server.ts';

type PendingBody = PageBody & { ifPageUpdatedAt: string; ifPendingUpdatedAt: string | null };

export function adminPageChangeHandlers({ db, audit, userOf, clientDir }: PageHandlerDeps) {
  const pending: Record<'show' | 'save' | 'discard', RequestHandler> = {
    async show(req, res) {
      res.json({ pending: presentPending(await pageAt(db, req.params.id)) });
    },

    async save(req, res) {
      const page = await pageAt(db, req.params.id);
      const body = readBody<PendingBody>(pendingSchema, req.body);
      if (page.status === 'draft') throw new HttpError(409, 'A draft is saved as the page itself, not as a pending change');
      const path = body.path ?? page.path;
      if (path !== page.path) await checkPagePath(db, path, page.id);
      const content = mergedContent(body, page.content);
      checkContent(content, 'draft', () => true);
      const expected = { pageUpdatedAt: body.ifPageUpdatedAt, pendingUpdatedAt: body.ifPendingUpdatedAt };
      const saved = await written(savePagePending(db, page.id, { path, ...content }, expected));
      if (!saved) throw new HttpError(404, 'Page not found');
      res.json({ pending: presentPending(saved) });
    },

    async discard(req, res) {
      const page = await pageAt(db, req.params.id);
      const { ifPendingUpdatedAt } = readBody<{ ifPendingUpdatedAt?: string } | null>(discardPendingSchema, req.body ?? {}) ?? {};
      if (!(await written(deletePagePending(db, page.id, ifPendingUpdatedAt)))) throw new HttpError(404, 'This page has no pending change');
      res.json({ message: 'Pending change discarded' });
    },
  };

  const revisions: Record<'list' | 'show' | 'restore', RequestHandler> = {
    async list(req, res) {
      const page = await pageAt(db, req.params.id);
      res.json(await listPageRevisions(db, page.id));
    },

    async show(req, res) {
      const page = await pageAt(db, req.params.id);
      const revision = await findPageRevision(db, page.id, pathId(req.params.revisionId));
      if (!revision) throw new HttpError(404, 'Revision not found');
      res.json(revision);
    },

    async restore(req, res) {
      const page = await pageAt(db, req.params.id);
      const revision = await findPageRevision(db, page.id, pathId(req.params.revisionId));
      if (!revision) throw new HttpError(404, 'Revision not found');
      const content = mergedContent(revision);
      checkContent(content, page.status, await livePathCheck(db, clientDir, page.path));
      const user = await userOf(req);
      const write = { path: page.path, status: page.status, publishAt: page.publishAt, content };
      const saved = await written(updatePage(db, page.id, write, user.id));
      if (!saved) throw new HttpError(404, 'Page not found');
      await auditPageWrite(audit, req, user, saved.page, saved.before);
      res.json(presentPage(saved.page));
    },
  };
  return { pending, revisions };
}
