/**
 * Blog endpoints (docs/product/api.md#endpoints). Public answers carry published posts
 * only; HTML is sanitized again on the way out (docs/product/blog.md#sanitizing).
 */
import type { RequestHandler, Response } from 'express';
import type { Database } from '#database/db.server.ts';
import { findPublishedPostBySlug, listPublishedPosts, type BlogPost } from '#database/posts.server.ts';
import { sanitizeContent, sanitizeExcerpt } from '../blog/sanitize.server.ts';
import { pageQuerySchema, type PageRequest } from '../blog/validation.server.ts';
import { HttpError } from '../errors.server.ts';
import { queryWording } from '../validation/rules.ts';
import { validate } from '../validation/validate.ts';

/** The post as the admin API answers it, with its HTML sanitized for the current allowlists. */
export function presentPost(post: BlogPost): BlogPost {
  return { ...post, excerpt: sanitizeExcerpt(post.excerpt), content: sanitizeContent(post.content) };
}

/** The public answer: the review request is the staff's business (and always null once published). */
function presentPublished(post: BlogPost): Omit<BlogPost, 'reviewRequestedAt'> {
  const { reviewRequestedAt: _internal, ...published } = presentPost(post);
  return published;
}

/** RFC 8288 Link header with the neighbouring pages, plus X-Total-Count. */
function setPageHeaders(res: Response, { page, limit }: PageRequest, total: number): void {
  const link = (target: number, rel: string) => `</api/blog?page=${target}&limit=${limit}>; rel="${rel}"`;
  const lastPage = Math.max(1, Math.ceil(total / limit));
  const links = [link(1, 'first'), link(lastPage, 'last')];
  if (page > 1) links.push(link(Math.min(page - 1, lastPage), 'prev'));
  if (page < lastPage) links.push(link(page + 1, 'next'));
  res.set('X-Total-Count', String(total)).set('Link', links.join(', '));
}

/** GET /api/blog: an array at the top level, newest first; `?page=&limit=` (default 1 and 50, at most 100). */
export function listPublished(db: Database): RequestHandler {
  return async (req, res) => {
    const pageRequest = validate<PageRequest>(pageQuerySchema, req.query, queryWording, { root: 'query' });
    const { posts, total } = await listPublishedPosts(db, pageRequest);
    setPageHeaders(res, pageRequest, total);
    res.json(posts.map(presentPublished));
  };
}

/** GET /api/blog/:slug: a draft answers exactly like a missing post. */
export function showPublished(db: Database): RequestHandler {
  return async (req, res) => {
    const post = await findPublishedPostBySlug(db, String(req.params.slug));
    if (!post) throw new HttpError(404, 'Post not found');
    res.json(presentPublished(post));
  };
}
