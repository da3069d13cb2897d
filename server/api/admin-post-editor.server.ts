/**
 * What the full-page editor needs beyond the post itself (decision 030):
 *
 * - `GET /api/admin/blog/:id/pending` answers `{pending}` (null when there is none): the autosaved change of a
 *   published or scheduled post that visitors do not see yet.
 * - `PUT …/pending` saves it, on the two versions the editor last saw (`ifPostUpdatedAt`, `ifPendingUpdatedAt`,
 *   null for none): 409 when another tab or user saved meanwhile, 409 for a draft (a draft is saved itself).
 * - `DELETE …/pending` discards it (`{ifPendingUpdatedAt}`: only that version, 409 otherwise).
 * - `POST /api/admin/blog/:id/duplicate` makes a new draft from a post (its pending change when there is one),
 *   by the caller, titled "Copy of …", with a free slug.
 *
 * Whoever may change a post may do these (an author: their own drafts, which have no pending change).
 */
import type { RequestHandler } from 'express';
import type { Database } from '#database/db.server.ts';
import { deletePendingChange, findPendingChange, savePendingChange, type PendingChange, type PendingFields } from '#database/post-pending.server.ts';
import { createPost, findPostBySlug } from '#database/posts.server.ts';
import { postLimits } from '#shared/blog-rules.ts';
import { sanitizeContent, sanitizeExcerpt } from '../blog/sanitize.server.ts';
import { discardPendingSchema, pendingChangeSchema, pendingWording } from '../blog/validation.server.ts';
import { HttpError } from '../errors.server.ts';
import { pathId } from '../validation/rules.ts';
import { validate } from '../validation/validate.ts';
import { changeablePost, preconditioned, readablePost, slugChecked, type UserOf } from './admin-blog.server.ts';
import { presentPost } from './blog.server.ts';

type PendingBody = Partial<PendingFields> & Pick<PendingFields, 'title'> & { ifPostUpdatedAt: string; ifPendingUpdatedAt: string | null };

const presentPending = (pending: PendingChange | undefined): PendingChange | null =>
  pending ? { ...pending, excerpt: sanitizeExcerpt(pending.excerpt), content: sanitizeContent(pending.content) } : null;

/** The slug of a copy: `{slug}-copy`, then `-copy-2`, … the first one no post holds (the unique index still decides). */
async function freeCopySlug(db: Database, slug: string): Promise<string> {
  const base = `${slug.slice(0, postLimits.slug - 12).replace(/-+$/, '')}-copy`;
  for (let n = 1; n < 50; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await findPostBySlug(db, candidate))) return candidate;
  }
  return `${base}-${Date.now().toString(36)}`;
}

export function adminPostEditorHandlers(db: Database, userOf: UserOf): Record<'showPending' | 'savePending' | 'discardPending' | 'duplicate', RequestHandler> {
  return {
    async showPending(req, res) {
      const id = pathId(req.params.id);
      await readablePost(db, await userOf(req), id);
      res.json({ pending: presentPending(await findPendingChange(db, id)) });
    },

    async savePending(req, res) {
      const id = pathId(req.params.id);
      const body = validate<PendingBody>(pendingChangeSchema, req.body, pendingWording);
      const user = await userOf(req);
      const post = await changeablePost(db, user, id);
      if (post.status === 'draft') throw new HttpError(409, 'A draft is saved as the post itself, not as a pending change');
      const fields: PendingFields = {
        title: body.title,
        slug: body.slug || post.slug,
        excerpt: body.excerpt ?? '',
        content: body.content ?? '',
        metaTitle: body.metaTitle === undefined ? post.metaTitle : body.metaTitle || null,
        metaDescription: body.metaDescription === undefined ? post.metaDescription : body.metaDescription || null,
        canonicalUrl: body.canonicalUrl === undefined ? post.canonicalUrl : body.canonicalUrl || null,
        noindex: body.noindex ?? post.noindex,
        tags: body.tags ?? post.tags,
        coverImageId: body.coverImageId === undefined ? post.coverImageId : body.coverImageId,
        coverFocalX: body.coverFocalX ?? post.coverFocalX,
        coverFocalY: body.coverFocalY ?? post.coverFocalY,
      };
      const pending = await preconditioned(
        savePendingChange(db, id, fields, user.id, { postUpdatedAt: body.ifPostUpdatedAt, pendingUpdatedAt: body.ifPendingUpdatedAt }),
      );
      if (!pending) throw new HttpError(404, 'Post not found');
      res.json({ pending: presentPending(pending) });
    },

    async discardPending(req, res) {
      const id = pathId(req.params.id);
      const { ifPendingUpdatedAt } = validate<{ ifPendingUpdatedAt?: string }>(discardPendingSchema, req.body ?? {}, {
        whole: 'the request',
        fieldsOf: 'the request',
        labels: { ifPendingUpdatedAt: 'The pending change version' },
      });
      await changeablePost(db, await userOf(req), id);
      if (!(await preconditioned(deletePendingChange(db, id, ifPendingUpdatedAt)))) throw new HttpError(404, 'This post has no pending changes');
      res.json({ message: 'Pending changes discarded' });
    },

    async duplicate(req, res) {
      const id = pathId(req.params.id);
      const user = await userOf(req);
      const post = await readablePost(db, user, id);
      const source = (await findPendingChange(db, id)) ?? post;
      const title = `Copy of ${source.title}`.slice(0, postLimits.title);
      const copy = await slugChecked(
        createPost(
          db,
          {
            title,
            slug: await freeCopySlug(db, source.slug),
            excerpt: source.excerpt,
            content: source.content,
            status: 'draft',
            publishAt: null,
            metaTitle: source.metaTitle,
            metaDescription: source.metaDescription,
            canonicalUrl: source.canonicalUrl,
            noindex: source.noindex,
            tags: source.tags,
            coverImageId: source.coverImageId,
            coverFocalX: source.coverFocalX,
            coverFocalY: source.coverFocalY,
          },
          user.id,
        ),
      );
      res.status(201).json(presentPost(copy!));
    },
  };
}
