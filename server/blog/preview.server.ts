/**
 * Previews of posts visitors cannot see yet (docs/product/blog.md#preview), at the
 * post's own URL and never through the render cache:
 *
 * - a signed-in user who may see the post gets its draft or scheduled version at
 *   /blog/{slug}, marked as a preview; for a published post with a pending change
 *   (decision 030), that change (the page's data puts it over the post); a published
 *   post without one is the public page;
 * - anyone with a share link (/blog/{slug}?preview={token}) gets it until the link
 *   expires or is revoked, and only while its creator's account is active and may
 *   still share the post (checked on every open: a deactivated author's links, or an
 *   editor's made before a demotion to author of someone else's post, stop working);
 *   any other token answers the "preview link" 404 page.
 *
 * Answers are `no-store, private`, `noindex` and send no Referer onwards (the
 * token is in the URL).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { findPendingChange } from '#database/post-pending.server.ts';
import { findPostBySlug, findPostById, type BlogPost } from '#database/posts.server.ts';
import { findUserById, type User } from '#database/users.server.ts';
import { findPreviewLinkByHash } from '#database/preview-links.server.ts';
import { postPath } from '#shared/blog-paths.ts';
import { can, type Role } from '#shared/roles.ts';
import { currentUser, sessionCookieName, sessionCookies, type SessionDeps } from '../auth/session.server.ts';
import type { Config } from '../config.server.ts';
import { renderHtml, sendRendered } from '../pages.server.ts';

/** 32 random bytes, base64url: 43 characters. */
export const previewTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function newPreviewToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashPreviewToken(token) };
}

export function hashPreviewToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `user` may preview and share `post`: every post with `posts.all`, their own with `posts.own`. */
export function mayPreview(user: { id: number; role: Role }, post: Pick<BlogPost, 'authorId'>): boolean {
  return can(user.role, 'posts.all') || (can(user.role, 'posts.own') && post.authorId === user.id);
}

/** Whether a link made by `creatorId` still works for `post`: the creator is active and may still share it. */
export async function creatorMayShare(db: SessionDeps['db'], creatorId: number | null, post: Pick<BlogPost, 'authorId'>): Promise<boolean> {
  const creator: User | null = creatorId === null ? null : await findUserById(db, creatorId);
  return Boolean(creator?.active) && mayPreview(creator!, post);
}

/** What a preview render hands the post page (pages/(site)/blog/@slug/+data.ts). */
export interface PreviewContext {
  postId: number;
  /** 'shared': opened through a share link; 'signed-in': a staff member's own view. */
  kind: 'signed-in' | 'shared';
}

const previewHeaders = (res: Response) => res.set({ 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' });

/**
 * For the fast path (server/fast-pages.server.ts): a request for a post's page with a session cookie may be a
 * preview (a draft, or a published post's pending change), so it goes through Express and previewRoute, not
 * straight to the render cache. Everyone else's request for it is answered from the cache as before.
 */
export function mayBePreview(config: Config): (req: IncomingMessage, path: string) => boolean {
  const cookieName = sessionCookieName(config);
  return (req, path) => path.startsWith('/blog/') && path.indexOf('/', 6) === -1 && (req.headers.cookie ?? '').includes(`${cookieName}=`);
}

export interface PreviewDeps extends SessionDeps {
  config: Config;
}

export function previewRoute(deps: PreviewDeps): RequestHandler {
  const { db, config } = deps;
  const sessions = sessionCookies(config);
  const cookieName = sessionCookieName(config);
  const now = () => (deps.clock ?? Date.now)();

  const render = async (req: Request, res: Response, preview: PreviewContext) => {
    const result = await renderHtml(req, config.siteUrl, { db, preview });
    if (!result) return;
    previewHeaders(res);
    sendRendered(res, result, 'no-store, private');
  };

  const invalidLink = async (req: Request, res: Response) => {
    previewHeaders(res);
    const result = await renderHtml(req, config.siteUrl, { errorStatus: 404, previewLinkInvalid: true }, '/__error__');
    if (result) return void sendRendered(res, { ...result, status: 404 }, 'no-store, private');
    res.status(404).type('text/plain').send('This preview link does not work any more.');
  };

  const shared = async (req: Request, res: Response, token: unknown) => {
    const link = typeof token === 'string' && previewTokenPattern.test(token) ? await findPreviewLinkByHash(db, hashPreviewToken(token)) : undefined;
    if (!link || link.revokedAt !== null || Date.parse(link.expiresAt) <= now()) return invalidLink(req, res);
    const post = await findPostById(db, link.postId);
    if (!post || !(await creatorMayShare(db, link.createdBy, post))) return invalidLink(req, res);
    // The post was renamed since the link was made: the link follows it.
    if (post.slug !== req.params.slug) return void res.redirect(302, `${postPath(post.slug)}?preview=${token as string}`);
    await render(req, res, { postId: post.id, kind: 'shared' });
  };

  const signedIn = async (req: Request, res: Response, next: () => void) => {
    const user = await currentUser(req, deps);
    if (!user || !can(user.role, 'posts.own')) return next();
    const post = await findPostBySlug(db, String(req.params.slug));
    // An author previews only their own posts.
    if (!post || !mayPreview(user, post)) return next();
    // A published post is its public page, unless a change of it waits to be published.
    if (post.status === 'published' && !(await findPendingChange(db, post.id))) return next();
    await render(req, res, { postId: post.id, kind: 'signed-in' });
  };

  return (req, res, next) => {
    const token = req.query.preview;
    if (token !== undefined) return void shared(req, res, token).catch(next);
    // Only a request with a session cookie pays for reading it; everyone else gets the cached page.
    if (!(req.headers.cookie ?? '').includes(`${cookieName}=`)) return next();
    sessions(req, res, (error?: unknown) => {
      if (error) return next(error);
      signedIn(req, res, next).catch(next);
    });
  };
}
