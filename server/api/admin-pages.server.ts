/**
 * /api/admin/pages (docs/product/api.md#pages, decision 074): the marketing pages for the dashboard's page
 * editor. A list; one page with its pending change; a new page (a draft unless `status` says otherwise); a
 * save (`status: "published"` publishes, `"scheduled"` with `publishAt` schedules, `ifUpdatedAt` refuses to
 * overwrite a newer version); a delete (never the home page). Every publish, schedule, unpublish, path change
 * and delete is audited. Owners and editors only (`pages.manage`).
 */
import type { RequestHandler } from 'express';
import type { Database } from '#database/db.server.ts';
import { createPage, deletePage, findPage, updatePage } from '#database/page-writes.server.ts';
import { listPages } from '#database/site-pages.server.ts';
import type { AuditLog } from '../audit/audit-log.server.ts';
import { HttpError } from '../errors.server.ts';
import { createPageSchema, invalid, readBody, updatePageSchema, type PageBody } from '../pages-admin/page-input.server.ts';
import { auditPageWrite } from '../pages-admin/page-audit.server.ts';
import { homePath, pageWriteOf, written } from '../pages-admin/page-saves.server.ts';
import { presentPage, summarizePage } from '../pages-admin/present-page.server.ts';
import { pathId } from '../validation/rules.ts';
import type { UserOf } from './admin-blog.server.ts';

export interface PageHandlerDeps {
  db: Database;
  audit: AuditLog;
  userOf: UserOf;
  /** The client build, whose top-level files are live paths a link may name. */
  clientDir: string | undefined;
}

/** The page at `:id`, or 404. */
export async function pageAt(db: Database, rawId: unknown) {
  const page = await findPage(db, pathId(rawId));
  if (!page) throw new HttpError(404, 'Page not found');
  return page;
}

export function adminPageHandlers({ db, audit, userOf, clientDir }: PageHandlerDeps): Record<'list' | 'show' | 'create' | 'update' | 'remove', RequestHandler> {
  return {
    async list(_req, res) {
      res.json((await listPages(db)).map(summarizePage));
    },

    async show(req, res) {
      res.json(presentPage(await pageAt(db, req.params.id)));
    },

    async create(req, res) {
      const body = readBody<PageBody>(createPageSchema, req.body);
      const user = await userOf(req);
      const page = await written(createPage(db, await pageWriteOf(db, clientDir, body), user.id));
      await auditPageWrite(audit, req, user, page);
      res.status(201).json(presentPage(page));
    },

    async update(req, res) {
      const current = await pageAt(db, req.params.id);
      const body = readBody<PageBody>(updatePageSchema, req.body);
      const user = await userOf(req);
      const write = await pageWriteOf(db, clientDir, body, current);
      const saved = await written(updatePage(db, current.id, write, user.id, body.ifUpdatedAt));
      if (!saved) throw new HttpError(404, 'Page not found');
      await auditPageWrite(audit, req, user, saved.page, saved.before);
      res.json(presentPage(saved.page));
    },

    async remove(req, res) {
      const current = await pageAt(db, req.params.id);
      if (current.path === homePath) throw invalid([{ field: 'id', message: 'The home page cannot be deleted; change its sections instead.' }]);
      const user = await userOf(req);
      const page = await deletePage(db, current.id);
      if (!page) throw new HttpError(404, 'Page not found');
      await audit.record(req, {
        actor: user,
        action: 'page.delete',
        target: `page:${page.id}`,
        details: { path: page.path, title: page.content.title.slice(0, 100) },
      });
      res.json({ message: 'Page deleted' });
    },
  };
}
