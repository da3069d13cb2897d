/**
 * Social cards (docs/product/media.md#social-cards): the 1200x630
 * image each page names in og:image and twitter:image. A post with a cover
 * shows a crop of it; every other page, and a post without a cover, gets a card
 * drawn on the server with the brand mark, the site name and the page's title.
 * The URL carries a hash of everything drawn, so a card never changes under its
 * URL (it is served as immutable) and a new title makes a new card.
 */

import type { CoverFocal } from './cover-focal.ts';

export const socialCardSize = { width: 1200, height: 630 } as const;

/** Bump when the card's drawing changes: every card gets a new URL and is drawn again. */
export const socialCardVersion = 2;

/** Every card is served under this path. */
export const socialCardPathPrefix = '/og/';

/** What a card shows: its kind decides how it is drawn. */
export type SocialCardSubject =
  | { kind: 'page'; pageKey: string; title: string; siteName: string }
  | { kind: 'post'; postId: number; title: string; siteName: string; coverKey: string | null; focal: { x: number; y: number } };

/**
 * cyrb53 run twice with different seeds: a 104-bit, non-cryptographic hash.
 * It only tells versions of one card apart (the server checks the subject
 * itself before drawing), so it needs to be stable, not secret.
 */
function hash53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

export function socialCardHash(subject: SocialCardSubject): string {
  const text = JSON.stringify([socialCardVersion, subject]);
  return [hash53(text, 1), hash53(text, 2)].map((part) => part.toString(16).padStart(14, '0')).join('');
}

/** A cover is a photo (JPEG); a drawn card is flat colour and text (PNG). */
export function socialCardExtension(subject: SocialCardSubject): 'jpg' | 'png' {
  return subject.kind === 'post' && subject.coverKey !== null ? 'jpg' : 'png';
}

/** The card's name: `page-<key>-<hash>.png` or `post-<id>-<hash>.(png|jpg)`. */
export function socialCardName(subject: SocialCardSubject): string {
  const owner = subject.kind === 'page' ? `page-${subject.pageKey}` : `post-${subject.postId}`;
  return `${owner}-${socialCardHash(subject)}.${socialCardExtension(subject)}`;
}

export function socialCardPath(subject: SocialCardSubject): string {
  return socialCardPathPrefix + socialCardName(subject);
}

/** A name as the route receives it, split; undefined when it is not a card's name. */
export function parseSocialCardName(
  name: string,
): { kind: 'page'; pageKey: string; hash: string; ext: string } | { kind: 'post'; postId: number; hash: string; ext: string } | undefined {
  const match = /^(page|post)-([a-z0-9-]{1,60})-([0-9a-f]{28})\.(png|jpg)$/.exec(name);
  if (!match) return undefined;
  const [, kind, owner, hash, ext] = match as unknown as [string, 'page' | 'post', string, string, string];
  if (kind === 'page') return { kind, pageKey: owner, hash, ext };
  if (!/^[1-9]\d{0,9}$/.test(owner)) return undefined;
  return { kind, postId: Number(owner), hash, ext };
}

/** A page's title without the " | Site name" every title in the metadata table ends with. */
export function cardTitle(title: string, siteName: string): string {
  const suffix = ` | ${siteName}`;
  return title.endsWith(suffix) && title.length > suffix.length ? title.slice(0, -suffix.length) : title;
}

/** A page's card: its title from the metadata table, without `titleSuffixName` (" | Site name") it ends with. */
export function pageCardSubject(pageKey: string, title: string, titleSuffixName: string, brandName: string): SocialCardSubject {
  return { kind: 'page', pageKey, title: cardTitle(title, titleSuffixName), siteName: brandName };
}

/**
 * A post's card: a crop of its cover (by the cover's URL under /media/) around its focal point, or the drawn
 * card with its title.
 */
export function postCardSubject(postId: number, title: string, brandName: string, coverUrl: string | null, focal: CoverFocal): SocialCardSubject {
  const coverKey = coverUrl === null ? null : (coverUrl.split('/').pop() ?? null);
  return { kind: 'post', postId, title, siteName: brandName, coverKey, focal: { x: focal.coverFocalX, y: focal.coverFocalY } };
}
