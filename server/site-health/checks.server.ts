/**
 * The site health checks (docs/product/redirects.md#site-health), pure over what the job read:
 * links in published posts and marketing pages that answer 404 or redirect, images without alt
 * text, pages and posts with no description or a title another page has too, posts with no tags, and
 * scheduled posts whose time has passed (the scheduler is stuck), imported posts whose images were left out and whose
 * content nobody has changed since. Each item says where to fix it.
 */
import type { ImportImageLoss } from '#database/import-jobs.server.ts';
import type { BlogPost } from '#shared/blog-post.ts';
import { postPath } from '#shared/blog-paths.ts';
import { dashboardPostPath } from '#shared/dashboard-paths.ts';
import type { RedirectTable } from '#shared/redirect-rules.ts';
import type { SiteHealthItem } from '#shared/site-health.ts';
import { contentHash } from '../import/content-hash.server.ts';
import type { LivePaths } from '../redirects/live-paths.server.ts';
import type { MarketingPage } from './marketing-pages.server.ts';

export interface HealthInput {
  /** Published and scheduled posts. */
  posts: BlogPost[];
  pages: MarketingPage[];
  live: LivePaths;
  /** Old slugs of published posts, as paths: a link there is answered with a redirect. */
  oldSlugPaths: ReadonlySet<string>;
  rules: RedirectTable;
  siteUrl: string;
  now: number;
  /** Posts that lost images at import (database/import-jobs.server.ts). */
  importLosses?: ImportImageLoss[];
}

/** A scheduled post this long past its time counts as stuck (the first request after the time publishes it). */
export const stuckAfterMs = 5 * 60_000;

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** The `href`s of the links in sanitized HTML (attributes are double-quoted there). */
export function linksIn(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)].map((match) => decode(match[1]!));
}

/** The `<img>` tags with no alt text, by their `src`. */
export function imagesWithoutAlt(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*>/gi)]
    .map((match) => match[0])
    .filter((tag) => !/\salt="[^"]*\S[^"]*"/i.test(tag))
    .map((tag) => decode(/\ssrc="([^"]*)"/i.exec(tag)?.[1] ?? ''));
}

/** The path on this site a link leads to (no query or fragment), or undefined for another site or a file. */
export function internalPath(href: string, siteUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href, siteUrl);
  } catch {
    return undefined;
  }
  const host = (name: string) => name.toLowerCase().replace(/^www\./, '');
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || host(url.hostname) !== host(new URL(siteUrl).hostname)) return undefined;
  // Files (media, built assets) are not pages: their presence is the media library's business.
  if (/^\/(?:media|assets|uploads|og)\//.test(url.pathname)) return undefined;
  return url.pathname;
}

function linkItems(input: HealthInput, url: string, editUrl: string | null, links: string[], where: string): SiteHealthItem[] {
  const items: SiteHealthItem[] = [];
  for (const href of new Set(links)) {
    const path = internalPath(href, input.siteUrl);
    if (path === undefined) continue;
    const rule = input.rules.match(path);
    if (rule || input.oldSlugPaths.has(path)) {
      const to = rule ? rule.target : 'the post’s current address';
      items.push({ kind: 'redirected-link', url, detail: `Links to ${href}, which redirects to ${to}${where}: link to the final address.`, editUrl });
    } else if (!input.live.has(path)) items.push({ kind: 'broken-link', url, detail: `Links to ${href}, which answers 404 (not found)${where}.`, editUrl });
  }
  return items;
}

function postItems(input: HealthInput, post: BlogPost): SiteHealthItem[] {
  const url = postPath(post.slug);
  const editUrl = dashboardPostPath(post.id);
  if (post.status === 'scheduled') {
    const due = post.publishAt === null ? undefined : Date.parse(post.publishAt);
    return due !== undefined && due + stuckAfterMs < input.now
      ? [{ kind: 'stuck-schedule', url, detail: `Scheduled for ${post.publishAt} and still not published: the scheduler may be stuck.`, editUrl }]
      : [];
  }
  const items = linkItems(input, url, editUrl, linksIn(post.content), '');
  for (const src of imagesWithoutAlt(post.content))
    items.push({ kind: 'missing-alt', url, detail: `An image has no alt text (${src || 'no source'}).`, editUrl });
  if (!post.metaDescription?.trim() && !post.excerpt.trim())
    items.push({ kind: 'missing-description', url, detail: 'No meta description and no excerpt to stand in for one.', editUrl });
  if (post.tags.length === 0) items.push({ kind: 'no-tags', url, detail: 'The post has no tags.', editUrl });
  items.push(...importLossItems(input, post, url, editUrl));
  return items;
}

/** An imported post that lost images, while its content is still as imported (an edit says someone looked at it). */
function importLossItems(input: HealthInput, post: BlogPost, url: string, editUrl: string): SiteHealthItem[] {
  const loss = input.importLosses?.find((candidate) => candidate.postId === post.id && candidate.contentHash === contentHash(post.content));
  if (!loss) return [];
  const what = loss.imagesLost === 1 ? 'An image was' : `${loss.imagesLost} images were`;
  return [{ kind: 'import-lost-images', url, detail: `${what} left out when it was imported: add them again or remove what refers to them.`, editUrl }];
}

function duplicateTitles(input: HealthInput): SiteHealthItem[] {
  const byTitle = new Map<string, { url: string; editUrl: string | null; title: string }[]>();
  const add = (title: string, url: string, editUrl: string | null) => {
    const key = title.trim().toLowerCase();
    byTitle.set(key, [...(byTitle.get(key) ?? []), { url, editUrl, title: title.trim() }]);
  };
  for (const page of input.pages) add(page.title, page.url, null);
  for (const post of input.posts) if (post.status === 'published') add(post.metaTitle?.trim() || post.title, postPath(post.slug), dashboardPostPath(post.id));
  const items: SiteHealthItem[] = [];
  for (const group of byTitle.values()) {
    if (group.length < 2) continue;
    for (const entry of group) {
      const others = group.filter((other) => other !== entry).map((other) => other.url);
      items.push({
        kind: 'duplicate-title',
        url: entry.url,
        detail: `The title “${entry.title}” is also the title of ${others.join(', ')}.`,
        editUrl: entry.editUrl,
      });
    }
  }
  return items;
}

export function siteHealthItems(input: HealthInput): SiteHealthItem[] {
  const items: SiteHealthItem[] = [];
  for (const page of input.pages) {
    items.push(...linkItems(input, page.url, null, page.links, ` (the words are in ${page.file})`));
    if (!page.description.trim()) items.push({ kind: 'missing-description', url: page.url, detail: `No meta description (content/meta.ts).`, editUrl: null });
  }
  for (const post of input.posts) items.push(...postItems(input, post));
  items.push(...duplicateTitles(input));
  return items;
}
