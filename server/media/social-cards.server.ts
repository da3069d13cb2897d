/**
 * GET /og/<name>: social cards (docs/product/media.md#social-cards).
 * The name says whose card it is and carries a hash of what is drawn on it
 * (shared/social-card.ts). The route works the subject out again from the
 * page table or the published post, and answers only the name that matches it
 * now: nobody can make the server draw a text of their own choosing, and an
 * old name (a changed title) answers 404. Cards are drawn in the background, at
 * start and whenever the content version moves (socialCardDrawer), one at a time,
 * stored in the database, and served like a media file: immutable, with an ETag,
 * `nosniff` and `default-src 'none'`. A request for a card not drawn yet draws it
 * at once, waits at most `requestWaitMs`, and meanwhile answers the site's general
 * card (not cached), so no crawler or link unfurler waits on a queue of drawings
 * (the outside test of December 2026: ten cold cards at once took up to 8.2 s).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Router, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { publishDuePostsThenReadVersion } from '#database/content-version.server.ts';
import type { Database } from '#database/db.server.ts';
import { imagesForIds } from '#database/media.server.ts';
import type { MediaStorage } from '#database/media-storage.server.ts';
import { findPublishedPostById } from '#database/published-posts.server.ts';
import { findSocialCard, saveSocialCard, type StoredSocialCard } from '#database/social-cards.server.ts';
import { pageMeta, siteName } from '#content/meta.ts';
import type { PageKey } from '#content/types.ts';
import { pageCardSubject, parseSocialCardName, postCardSubject, socialCardName, type SocialCardSubject } from '#shared/social-card.ts';
import type { SiteContentReader } from '../company/site-content.server.ts';
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
  return postSubject(db, parsed.postId, brandName);
}

/** A published post's card subject; undefined when the post is not published. */
async function postSubject(db: Database, postId: number, brandName: string): Promise<SocialCardSubject | undefined> {
  const post = await findPublishedPostById(db, postId);
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

/** The site's general card, read once per build folder. */
const generalCards = new Map<string, Promise<Buffer>>();

/** A card still being drawn: the site's general card for now, never cached, so the next request gets the page's own. */
async function answerGeneralCard(req: Request, res: Response, clientDir: string): Promise<void> {
  let card = generalCards.get(clientDir);
  if (!card) {
    card = readFile(join(clientDir, 'og-image.png'));
    generalCards.set(clientDir, card);
  }
  try {
    const data = await card;
    res.set({ 'Cache-Control': 'no-store', 'Content-Type': 'image/png', 'Content-Length': String(data.length) });
    res.end(req.method === 'HEAD' ? undefined : data);
  } catch (error) {
    generalCards.delete(clientDir);
    req.log?.error({ err: error }, 'social card: the general card could not be read');
    res.status(503).set({ 'Cache-Control': 'no-store', 'Retry-After': '2' }).json({ message: 'The image is being drawn: try again in a moment.' });
  }
}

/** How long a request waits for a card being drawn before it answers the general card instead. */
export const requestWaitMs = 1000;
/** How often the drawer reads the content version to learn whether cards may have changed. */
const checkEveryMs = 2000;

export interface SocialCardsDeps {
  db: Database;
  storage: MediaStorage;
  logger: Logger;
  siteContent: SiteContentReader;
  /** Where the general card (`og-image.png`) is, the client build. */
  clientDir: string;
}

export interface SocialCards {
  router: Router;
  /** Draws every missing card now, then again whenever the content version moves (the server calls it once). */
  start(): void;
  stop(): void;
  /** Resolves once every card of the current content is stored (draws what is missing first); how many it drew. */
  drawn(): Promise<number>;
}

export function socialCardDrawer({ db, storage, logger, siteContent, clientDir }: SocialCardsDeps): SocialCards {
  const router = Router();
  // A request and the background wait for the same drawing of a card.
  const drawing = new Map<string, Promise<StoredSocialCard>>();

  const brandNameNow = async () => (await siteContent().catch(() => undefined))?.company.name ?? siteName;

  function drawOnce(name: string, subject: SocialCardSubject): Promise<StoredSocialCard> {
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

  /** Every card the site's pages and published posts name now: the pages first (the home page's first of all). */
  async function currentSubjects(): Promise<SocialCardSubject[]> {
    const brandName = await brandNameNow();
    const pages = (Object.keys(pageMeta) as PageKey[]).map((key) => pageCardSubject(key, pageMeta[key].title, siteName, brandName));
    const ids = ((await db('blog_posts').where({ status: 'published' }).orderBy('id', 'desc').select('id')) as { id: number | string }[]).map((row) =>
      Number(row.id),
    );
    const posts: SocialCardSubject[] = [];
    for (const id of ids) {
      const subject = await postSubject(db, id, brandName);
      if (subject) posts.push(subject);
    }
    return [...pages, ...posts];
  }

  /** One pass: draws, one after another, the cards not stored yet. */
  async function drawMissing(): Promise<number> {
    let count = 0;
    for (const subject of await currentSubjects()) {
      if (stopped) break;
      const name = socialCardName(subject);
      if (await findSocialCard(db, name)) continue;
      await drawOnce(name, subject);
      count++;
    }
    return count;
  }

  let drawnAt: string | undefined;
  let stopped = false;
  let pass: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;

  /** A pass unless one already covered the current content version; passes never overlap. */
  async function drawn(): Promise<number> {
    let total = 0;
    for (;;) {
      if (pass) {
        total += await pass;
        continue;
      }
      const version = await publishDuePostsThenReadVersion(db);
      if (version === drawnAt) return total;
      pass = drawMissing()
        .then((count) => {
          drawnAt = version;
          if (count > 0) logger.info({ count }, 'social cards drawn');
          return count;
        })
        .finally(() => (pass = undefined));
    }
  }

  const check = () =>
    void drawn()
      .catch((error: unknown) => logger.warn({ err: error }, 'social cards: background drawing failed'))
      .finally(() => {
        if (timer && !stopped) timer.refresh();
      });

  async function load(name: string): Promise<StoredSocialCard | 'drawing' | undefined> {
    const stored = await findSocialCard(db, name);
    if (stored) return stored;
    const subject = await currentSubject(db, name, await brandNameNow());
    if (!subject || socialCardName(subject) !== name) return undefined;
    const pending = drawOnce(name, subject);
    let waited: NodeJS.Timeout | undefined;
    const late = new Promise<'drawing'>((resolve) => (waited = setTimeout(() => resolve('drawing'), requestWaitMs)));
    try {
      return await Promise.race([pending, late]);
    } finally {
      clearTimeout(waited);
    }
  }

  router.get('/:name', async (req, res) => {
    res.set({ 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'" });
    let card: StoredSocialCard | 'drawing' | undefined;
    try {
      card = await load(req.params.name);
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
    if (card === 'drawing') {
      await answerGeneralCard(req, res, clientDir);
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

  return {
    router,
    start() {
      if (timer) return;
      timer = setTimeout(check, checkEveryMs);
      timer.unref();
      check();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
    },
    drawn,
  };
}
