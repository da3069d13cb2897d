/**
 * /api/admin/blog (docs/product/api.md#endpoints): every post, drafts included. The route
 * table mounts requireAdmin in front, so these run only for a signed-in admin.
 * HTML is sanitized on write; a taken slug is 409, decided by the unique index.
 */
import type { Request, RequestHandler } from 'express';
import type { Database } from '#database/db.server.ts';
import {
  createPost,
  deletePost,
  listAllPosts,
  SlugTakenError,
  updatePost,
  type BlogPost,
  type PostFields,
} from '#database/posts.server.ts';
import { createPostSchema, postWording, updatePostSchema } from '../blog/validation.server.ts';
import { HttpError } from '../errors.server.ts';
import { pathId } from '../validation/rules.ts';
import { validate } from '../validation/validate.ts';
import { presentPost } from './blog.ts';

/** The signed-in admin's user id, for authorId. */
export type AuthorOf = (req: Request) => Promise<number | null>;

async function slugChecked(write: Promise<BlogPost | undefined>): Promise<BlogPost | undefined> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof SlugTakenError) throw new HttpError(409, error.message, { errors: [{ field: 'slug', message: error.message }] });
    throw error;
  }
}

export function adminBlogHandlers(db: Database, authorOf: AuthorOf): Record<'list' | 'create' | 'update' | 'remove', RequestHandler> {
  return {
    async list(_req, res) {
      res.json((await listAllPosts(db)).map(presentPost));
    },

    async create(req, res) {
      const fields = validate<PostFields>(createPostSchema, req.body, postWording);
      const post = await slugChecked(createPost(db, fields, await authorOf(req)));
      res.status(201).json(presentPost(post!));
    },

    async update(req, res) {
      const id = pathId(req.params.id);
      const bodyId = (req.body as { id?: unknown } | undefined)?.id;
      if (bodyId !== undefined && String(bodyId) !== String(id)) {
        throw new HttpError(400, 'The id in the body does not match the URL', { errors: [{ field: 'id', message: 'Must match the id in the URL' }] });
      }
      const fields = validate<PostFields>(updatePostSchema, req.body, postWording);
      const post = await slugChecked(updatePost(db, id, fields));
      if (!post) throw new HttpError(404, 'Post not found');
      res.json(presentPost(post));
    },

    async remove(req, res) {
      if (!(await deletePost(db, pathId(req.params.id)))) throw new HttpError(404, 'Post not found');
      res.json({ message: 'Post deleted' });
    },
  };
}
