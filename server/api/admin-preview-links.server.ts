/**
 * Share-preview links of a post (docs/product/blog.md#preview):
 * `POST /api/admin/blog/:id/preview-links` `{expiresInDays?}` answers 201 `{id, url, expiresAt}`
 * (7 days unless asked for 1 to 30); `GET` lists the links still working; `DELETE …/:linkId`
 * revokes one. An author may do this only for their own posts.
 */
import type { RequestHandler } from 'express';
import Joi from 'joi';
import type { Database } from '#database/db.server.ts';
import { findPostById, type BlogPost } from '#database/posts.server.ts';
import { createPreviewLink, listActivePreviewLinks, revokePreviewLink } from '#database/preview-links.server.ts';
import { postPath } from '#shared/blog-paths.ts';
import { creatorMayShare, mayPreview, newPreviewToken } from '../blog/preview.server.ts';
import { HttpError } from '../errors.server.ts';
import { pathId } from '../validation/rules.ts';
import { validate } from '../validation/validate.ts';
import type { UserOf } from './admin-blog.server.ts';

const DAY_MS = 24 * 60 * 60_000;
export const defaultPreviewDays = 7;

const createSchema = Joi.object({ expiresInDays: Joi.number().strict().integer().min(1).max(30).default(defaultPreviewDays) }).default({});

export interface PreviewLinkDeps {
  db: Database;
  siteUrl: string;
  userOf: UserOf;
  clock?: (() => number) | undefined;
}

export function adminPreviewLinkHandlers(deps: PreviewLinkDeps): Record<'create' | 'list' | 'revoke', RequestHandler> {
  const { db } = deps;
  const now = () => (deps.clock ?? Date.now)();

  const previewablePost = async (req: Parameters<RequestHandler>[0]): Promise<BlogPost> => {
    const id = pathId(req.params.id);
    const user = await deps.userOf(req);
    const post = await findPostById(db, id);
    if (!post) throw new HttpError(404, 'Post not found');
    if (!mayPreview(user, post)) throw new HttpError(403, 'Authors can share only their own posts');
    return post;
  };

  return {
    async create(req, res) {
      const { expiresInDays } = validate<{ expiresInDays: number }>(createSchema, req.body ?? {}, {
        whole: 'the preview link',
        fieldsOf: 'a preview link',
        labels: { expiresInDays: 'Expires in days' },
      });
      const post = await previewablePost(req);
      const user = await deps.userOf(req);
      const { token, hash } = newPreviewToken();
      const createdAt = new Date(now());
      const link = await createPreviewLink(db, {
        postId: post.id,
        tokenHash: hash,
        createdBy: user.id,
        createdAt: createdAt.toISOString(),
        expiresAt: new Date(createdAt.getTime() + expiresInDays * DAY_MS).toISOString(),
      });
      res.status(201).json({ id: link.id, url: `${deps.siteUrl}${postPath(post.slug)}?preview=${token}`, expiresAt: link.expiresAt });
    },

    async list(req, res) {
      const post = await previewablePost(req);
      const links = await listActivePreviewLinks(db, post.id, new Date(now()).toISOString());
      // Links whose creator was deactivated (or may no longer share the post) do not work: not listed.
      const creators = new Map<number | null, boolean>();
      for (const link of links) if (!creators.has(link.createdBy)) creators.set(link.createdBy, await creatorMayShare(db, link.createdBy, post));
      res.json(links.filter((link) => creators.get(link.createdBy)).map(({ id, createdAt, expiresAt }) => ({ id, createdAt, expiresAt })));
    },

    async revoke(req, res) {
      const linkId = pathId(req.params.linkId);
      const post = await previewablePost(req);
      if (!(await revokePreviewLink(db, post.id, linkId, new Date(now()).toISOString()))) throw new HttpError(404, 'Preview link not found');
      res.json({ message: 'Preview link revoked' });
    },
  };
}
