/**
 * A page's revisions (docs/product/api.md#pages):
 *
 * - `GET …/revisions`: newest first, each with `live` (the revision the live page is: the newest whose
 *   path and content are the published page's) and `changed` (the names of the fields it changed against
 *   the revision before it; the oldest has none).
 * - `GET …/revisions/:revisionId`: one with its content and `changes`, a word diff per field and section
 *   against the live version (for a page that is not published: against the page as saved), shared/page-diff.ts.
 * - `POST …/revisions/:revisionId/restore`: on a published page, the revision's title, SEO fields and sections
 *   become the page's pending change (the live page stays as it was until Update; a scheduled update stays
 *   scheduled, so the change is checked with every guardrail), answered `{pending}`. On a draft or a
 *   scheduled page they are saved as the page's, a save like any other (checked, audited, with a revision of
 *   its own), answered as the page.
 */
import type { RequestHandler } from 'express';
import { findPageRevision, listFullPageRevisions, summaryOf, type PageRevision } from '#database/page-revisions.server.ts';
import { updatePage } from '#database/page-writes.server.ts';
import type { SitePage } from '#database/site-pages.server.ts';
import { changedFieldLabels, diffPages } from '#shared/page-diff.ts';
import { HttpError } from '../errors.server.ts';
import { checkContent, mergedContent } from '../pages-admin/page-input.server.ts';
import { auditPageWrite } from '../pages-admin/page-audit.server.ts';
import { livePathCheck } from '../pages-admin/page-paths.server.ts';
import { savePending } from '../pages-admin/page-pending.server.ts';
import { written } from '../pages-admin/page-saves.server.ts';
import { presentPage, presentPending } from '../pages-admin/present-page.server.ts';
import { pathId } from '../validation/rules.ts';
import { pageAt, type PageHandlerDeps } from './admin-pages.server.ts';

/** The version a revision is compared with: the live page (or the page as saved, when it is not published). */
const baseOf = (page: SitePage) => ({ path: page.path, ...page.content });

async function revisionAt(deps: PageHandlerDeps, page: SitePage, rawId: unknown): Promise<PageRevision> {
  const revision = await findPageRevision(deps.db, page.id, pathId(rawId));
  if (!revision) throw new HttpError(404, 'Revision not found');
  return revision;
}

export function adminPageRevisionHandlers(deps: PageHandlerDeps): Record<'list' | 'show' | 'restore', RequestHandler> {
  const { db, audit, userOf, clientDir } = deps;
  return {
    async list(req, res) {
      const page = await pageAt(db, req.params.id);
      const list = await listFullPageRevisions(db, page.id);
      const base = baseOf(page);
      const liveIndex = page.status === 'published' ? list.findIndex((revision) => changedFieldLabels(base, revision).length === 0) : -1;
      res.json(
        list.map((revision, index) => ({
          ...summaryOf(revision),
          live: index === liveIndex,
          changed: index + 1 < list.length ? changedFieldLabels(list[index + 1]!, revision) : [],
        })),
      );
    },

    async show(req, res) {
      const page = await pageAt(db, req.params.id);
      const revision = await revisionAt(deps, page, req.params.revisionId);
      res.json({ ...revision, changes: diffPages(baseOf(page), revision) });
    },

    async restore(req, res) {
      const page = await pageAt(db, req.params.id);
      const revision = await revisionAt(deps, page, req.params.revisionId);
      const content = mergedContent(revision);
      if (page.status === 'published') {
        const expected = { pageUpdatedAt: page.updatedAt, pendingUpdatedAt: page.pendingUpdatedAt };
        const saved = await savePending(deps, page, { path: page.pending?.path ?? page.path, ...content }, expected);
        res.json({ pending: presentPending(saved) });
        return;
      }
      checkContent(content, page.status, await livePathCheck(db, clientDir, page.path));
      const user = await userOf(req);
      const write = { path: page.path, status: page.status, publishAt: page.publishAt, content };
      const saved = await written(updatePage(db, page.id, write, user.id));
      if (!saved) throw new HttpError(404, 'Page not found');
      await auditPageWrite(audit, req, user, saved.page, saved.before);
      res.json(presentPage(saved.page));
    },
  };
}
