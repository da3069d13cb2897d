/**
 * GET /og/<name>: social cards (docs/product/media.md#social-cards).
 * The name says whose card it is and carries a hash of what is drawn on it
 * (shared/social-card.ts). The route works the subject out again from the
 * page table or the published post, and answers only the name that matches it
 * now: nobody can make the server draw a text of their own choosing, and an
 * old name (a changed title) answers 404. A card is drawn on its first
 * request, stored in the database, and then served like a media file:
 * immutable, with an ETag, `nosniff` and `default-src 'none'`.
 */
import { Router, type Request } from 'express';
import type { Database } from '#database/db.server.ts';
import { imagesForIds } from '#database/media.server.ts';
import type { MediaStorage } from '#database/media-storage.server.ts';
import { findPublishedPostById } from '#database/published-posts.server.ts';
import { findSocialCard, saveSocialCard, type StoredSocialCard } from '#database/social-cards.server.ts';
import { pageMeta, siteName } from '#content/meta.ts';
import type { PageKey } from '#content/types.ts';
import { pageCardSubject, parseSocialCardName, postCardSubject, socialCardName, type SocialCardSubject } from '#shared/social-card.ts';
import { siteContentFor } from '../company/site-content.server.ts';
import { toHttpError } from '../errors.server.ts';
import { runImageJob } from './image-child.server.ts';

/** The subject a name stands for today; undefined when there is none (an unknown page, a post that is not published). */
async function currentSubject(db: Database, name: string, brandName: string): Promise<SocialCardSubject | undefined> {
  const parsed = parseSocialCardName(name);
  if (!parsed) return undefined;
  if (parsed.kind === 'page') {
    const meta = Object.hasOwn(pageMeta, parsed.pageKey) ? pageMeta[parsed.pageKey as PageKey] : undefined;
    return meta && pageCardSubject(parsed.pageKey, meta.title, siteName, brandName);
  }
  const post = await findPublishedPostById(db, parsed.postId);
  if (!post) return undefined;
  const cover = post.coverImageId === null ? undefined : (await imagesForIds(db, [post.coverImageId])).get(post.coverImageId);
  return postCardSubject(post.id, post.title, brandName, cover?.url ?? null, post);
}

/**
 * Drawn in the image child (sharp, fontkit, wawoff2 are loaded there, never in the server:
 * docs/decisions/053-images-in-a-child-process.md).
 */
async function draw(storage: MediaStorage, subject: SocialCardSubject): Promise<StoredSocialCard> {
  if (subject.kind === 'post' && subject.coverKey !== null) {
    const original = await storage.get(subject.coverKey);
    if (original) return { contentType: 'image/jpeg', data: await runImageJob({ kind: 'crop-cover', input: original, focal: subject.focal }) };
  }
  return { contentType: 'image/png', data: await runImageJob({ kind: 'draw-card', title: subject.title, siteName: subject.siteName }) };
}

export function socialCards(db: Database, storage: MediaStorage): Router {
  const router = Router();
  // Two requests for a card not yet stored wait for the same drawing.
  const drawing = new Map<string, Promise<StoredSocialCard>>();

  async function load(req: Request, name: string): Promise<StoredSocialCard | undefined> {
    const stored = await findSocialCard(db, name);
    if (stored) return stored;
    const brandName = (await siteContentFor(req))?.company.name ?? siteName;
    const subject = await currentSubject(db, name, brandName);
    if (!subject || socialCardName(subject) !== name) return undefined;
    let pending = drawing.get(name);
    if (!pending) {
      pending = draw(storage, subject).then(async (card) => {
        await saveSocialCard(db, name, card);
        return card;
      });
      drawing.set(name, pending);
      void pending.finally(() => drawing.delete(name)).catch(() => undefined);
    }
    return pending;
  }

  router.get('/:name', async (req, res) => {
    res.set({ 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'" });
    let card: StoredSocialCard | undefined;
    try {
      card = await load(req, req.params.name);
    } catch (error) {
      const httpError = toHttpError(error);
      if (httpError.status >= 500) req.log?.error({ err: error }, 'social card failed');
      res.status(httpError.status).set(httpError.headers).set('Cache-Control', 'no-store').json({ message: httpError.message });
      return;
    }
    if (!card) {
      res.status(404).set('Cache-Control', 'no-store').json({ message: 'Not found' });
      return;
    }
    const etag = `"${req.params.name
      .replace(/\.\w+$/, '')
      .split('-')
      .pop()!}"`;
    res.set({ 'Cache-Control': 'public, max-age=31536000, immutable', ETag: etag, 'Content-Type': card.contentType });
    if (
      req
        .get('if-none-match')
        ?.split(',')
        .some((tag) => tag.trim().replace(/^W\//, '') === etag)
    ) {
      res.status(304).end();
      return;
    }
    res.set('Content-Length', String(card.data.length));
    res.end(req.method === 'HEAD' ? undefined : card.data);
  });
  return router;
}
