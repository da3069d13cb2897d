/**
 * Share-preview links of a page (docs/product/pages.md#previews, decision 077), as posts have them:
 * `POST /api/admin/pages/:id/preview-links` `{expiresInDays?}` answers 201 `{id, url, expiresAt}` (7 days
 * unless asked for 1 to 30); `GET` lists the links still working; `DELETE …/:linkId` revokes one.
 */
import type { RequestHandler } from 'express';
import Joi from 'joi';
import { createPagePreviewLink, listActivePagePreviewLinks, revokePagePreviewLink } from '#database/page-preview-links.server.ts';
import { newPreviewToken } from '../blog/preview.server.ts';
import { HttpError } from '../errors.server.ts';
import { pagePreviewPrefix } from '../pages-admin/page-preview.server.ts';
import { pathId } from '../validation/rules.ts';
import { validate } from '../validation/validate.ts';
import { defaultPreviewDays } from './admin-preview-links.server.ts';
import { pageAt, type PageHandlerDeps } from './admin-pages.server.ts';

const DAY_MS = 24 * 60 * 60_000;
const createSchema = Joi.object({ expiresInDays: Joi.number().strict().integer().min(1).max(30).default(defaultPreviewDays) }).default({});
const wording = { whole: 'the preview link', fieldsOf: 'a preview link', labels: { expiresInDays: 'Expires in days' } };

export function adminPagePreviewLinkHandlers(deps: PageHandlerDeps & { siteUrl: string; clock?: (() => number) | undefined }) {
  const { db } = deps;
  const now = () => (deps.clock ?? Date.now)();
  const handlers: Record<'create' | 'list' | 'revoke', RequestHandler> = {
    async create(req, res) {
      const { expiresInDays } = validate<{ expiresInDays: number }>(createSchema, req.body ?? {}, wording);
      const page = await pageAt(db, req.params.id);
      const user = await deps.userOf(req);
      const { token, hash } = newPreviewToken();
      const createdAt = new Date(now());
      const expiresAt = new Date(createdAt.getTime() + expiresInDays * DAY_MS).toISOString();
      const link = await createPagePreviewLink(db, { pageId: page.id, tokenHash: hash, createdBy: user.id, createdAt: createdAt.toISOString(), expiresAt });
      res.status(201).json({ id: link.id, url: `${deps.siteUrl}${pagePreviewPrefix}${token}`, expiresAt: link.expiresAt });
    },

    async list(req, res) {
      const page = await pageAt(db, req.params.id);
      const links = await listActivePagePreviewLinks(db, page.id, new Date(now()).toISOString());
      res.json(links.map(({ id, createdAt, expiresAt }) => ({ id, createdAt, expiresAt })));
    },

    async revoke(req, res) {
      const linkId = pathId(req.params.linkId);
      const page = await pageAt(db, req.params.id);
      if (!(await revokePagePreviewLink(db, page.id, linkId, new Date(now()).toISOString()))) throw new HttpError(404, 'Preview link not found');
      res.json({ message: 'Preview link revoked' });
    },
  };
  return handlers;
}
