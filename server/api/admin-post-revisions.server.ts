/**
 * /api/admin/blog/:id/revisions (docs/product/api.md#endpoints, docs/product/blog.md#posts): a post's
 * revisions, newest first; one revision with its text; and restoring one, which saves its title, slug,
 * excerpt and content as the post's (a save like any other, so it keeps a revision of its own). Whoever may
 * see the post sees its revisions; whoever may change it may restore one, and keep the revision of their sitting
 * when they leave the editor (`POST …/revisions/keep`, decision 108).
 */
import type { RequestHandler } from 'express';
import type { Database } from '#database/db.server.ts';
import { findRevision, keepOpenRevision, listRevisions, type PostRevision } from '#database/post-revisions.server.ts';
import { updatePost } from '#database/posts.server.ts';
import { can } from '#shared/roles.ts';
import { hasVisibleText } from '#shared/visible-text.ts';
import { sanitizeContent, sanitizeExcerpt } from '../blog/sanitize.server.ts';
import { HttpError } from '../errors.server.ts';
import { pathId } from '../validation/rules.ts';
import { changeablePost, changedMeanwhile, readablePost, slugChecked, type UserOf } from './admin-blog.server.ts';
import { presentPost } from './blog.server.ts';

/** Revisions were sanitized when their post was saved; cleaned again on the way out, as posts are. */
function presentRevision(revision: PostRevision): PostRevision {
  return { ...revision, excerpt: sanitizeExcerpt(revision.excerpt), content: sanitizeContent(revision.content) };
}

async function revisionOf(db: Database, postId: number, rawRevisionId: unknown): Promise<PostRevision> {
  const revisionId = pathId(rawRevisionId);
  const revision = await findRevision(db, postId, revisionId);
  if (!revision) throw new HttpError(404, 'Revision not found');
  return revision;
}

export function adminPostRevisionHandlers(db: Database, userOf: UserOf): Record<'list' | 'show' | 'restore' | 'keep', RequestHandler> {
  return {
    async list(req, res) {
      const id = pathId(req.params.id);
      await readablePost(db, await userOf(req), id);
      res.json(await listRevisions(db, id));
    },

    async show(req, res) {
      const id = pathId(req.params.id);
      await readablePost(db, await userOf(req), id);
      res.json(presentRevision(await revisionOf(db, id, req.params.revisionId)));
    },

    async restore(req, res) {
      const id = pathId(req.params.id);
      const user = await userOf(req);
      const post = await changeablePost(db, user, id);
      const revision = await revisionOf(db, id, req.params.revisionId);
      // A published or scheduled post keeps its status, so it needs what publishing needs (docs/product/blog.md#posts).
      if (post.status !== 'draft' && !(hasVisibleText(revision.excerpt) && hasVisibleText(revision.content))) {
        throw new HttpError(409, `This revision has no excerpt or no content, which a ${post.status} post needs; make it a draft first`);
      }
      // Only the text: status, publish date, SEO fields and tags stay as they are.
      const fields = { title: revision.title, slug: revision.slug, excerpt: revision.excerpt, content: revision.content };
      const scope = can(user.role, 'posts.all') ? undefined : { authorId: user.id };
      const restored = await slugChecked(updatePost(db, id, fields, scope, user.id));
      if (!restored) throw changedMeanwhile();
      res.json(presentPost(restored));
    },

    /** The writer left the editor: their autosaves' revision is kept as it is; `kept` false when nothing was open. */
    async keep(req, res) {
      const id = pathId(req.params.id);
      await changeablePost(db, await userOf(req), id);
      res.json({ kept: await keepOpenRevision(db, id) });
    },
  };
}
