/**
 * Blog endpoints (docs/product/api.md#endpoints). Public answers carry published posts
 * only; HTML is sanitized again on the way out (docs/product/blog.md#sanitizing).
 */
import type { RequestHandler, Response } from 'express';
import type { Database } from '#database/db.server.ts';
import { publishDuePostsThenReadVersion } from '#database/content-version.server.ts';
import { findPublishedPostBySlug, listPublishedPosts } from '#database/published-posts.server.ts';
import type { BlogPost } from '#shared/blog-post.ts';
import { findRedirectedSlug } from '#database/slug-redirects.server.ts';
import { findTagBySlug } from '#database/tags.server.ts';
import { findAuthorNames } from '#database/users.server.ts';
import { sanitizeContent, sanitizeExcerpt } from '../blog/sanitize.server.ts';
import { publicListQuerySchema, publicListWording, type PageRequest } from '../blog/validation.server.ts';
import { HttpError } from '../errors.server.ts';
import { validate } from '../validation/validate.ts';

/** The post as the admin API answers it, with its HTML sanitized for the current allowlists. */
export function presentPost(post: BlogPost): BlogPost {
  return { ...post, excerpt: sanitizeExcerpt(post.excerpt), content: sanitizeContent(post.content) };
}

/**
 * The public answer: the review request is the staff's business (and always null once published), and the
 * author is their byline as the post's page shows it, never the account's internal id.
 */
export type PublishedPost = Omit<BlogPost, 'reviewRequestedAt' | 'authorId'> & { author: string | null };

function presentPublished(post: BlogPost, authors: Map<number, string>): PublishedPost {
  const { reviewRequestedAt: _internal, authorId, ...published } = presentPost(post);
  return { ...published, author: authorId === null ? null : (authors.get(authorId) ?? null) };
}

async function bylines(db: Database, posts: BlogPost[]): Promise<Map<number, string>> {
  return findAuthorNames(
    db,
    posts.flatMap((post) => (post.authorId === null ? [] : [post.authorId])),
  );
}

/** RFC 8288 Link header with the neighbouring pages, plus X-Total-Count. */
function setPageHeaders(res: Response, { page, limit }: PageRequest, total: number, tag: string | undefined): void {
  const tagParam = tag === undefined ? '' : `&tag=${tag}`;
  const link = (target: number, rel: string) => `</api/blog?page=${target}&limit=${limit}${tagParam}>; rel="${rel}"`;
  const lastPage = Math.max(1, Math.ceil(total / limit));
  const links = [link(1, 'first'), link(lastPage, 'last')];
  if (page > 1) links.push(link(Math.min(page - 1, lastPage), 'prev'));
  if (page < lastPage) links.push(link(page + 1, 'next'));
  res.set('X-Total-Count', String(total)).set('Link', links.join(', '));
}

/**
 * GET /api/blog: an array at the top level, newest first; `?page=&limit=` (default 1 and 50, at most
 * 100); `?tag=` a tag's slug (an unknown tag has no posts).
 */
export function listPublished(db: Database): RequestHandler {
  return async (req, res) => {
    const { tag, ...pageRequest } = validate<PageRequest & { tag?: string }>(publicListQuerySchema, req.query, publicListWording, { root: 'query' });
    // Scheduled posts whose time has come go live before the list is read.
    await publishDuePostsThenReadVersion(db);
    const tagRow = tag === undefined ? undefined : await findTagBySlug(db, tag);
    const { posts, total } = tag !== undefined && !tagRow ? { posts: [], total: 0 } : await listPublishedPosts(db, pageRequest, tagRow?.id);
    setPageHeaders(res, pageRequest, total, tag);
    const authors = await bylines(db, posts);
    res.json(posts.map((post) => presentPublished(post, authors)));
  };
}

/** GET /api/blog/:slug: a draft answers exactly like a missing post; an old slug answers 301 to the current one. */
export function showPublished(db: Database): RequestHandler {
  return async (req, res) => {
    const slug = String(req.params.slug);
    await publishDuePostsThenReadVersion(db);
    const post = await findPublishedPostBySlug(db, slug);
    if (post) return void res.json(presentPublished(post, await bylines(db, [post])));
    const current = await findRedirectedSlug(db, slug);
    if (current === undefined) throw new HttpError(404, 'Post not found');
    res.redirect(301, `/api/blog/${encodeURIComponent(current)}`);
  };
}
