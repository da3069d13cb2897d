/**
 * Everything in <head> besides styles and scripts: title, description,
 * canonical URL, Open Graph and Twitter tags, icons and structured data.
 */
import { pageMeta, siteName } from '#content/meta.ts';
import type { PageKey, PageMeta } from '#content/types.ts';
import { escapeHtml, jsonForScript } from '#shared/escape.ts';
import { pageCardSubject, socialCardPath, socialCardSize } from '#shared/social-card.ts';

/** The image a page names in og:image and twitter:image (every page has its own: docs/product/media.md#social-cards). */
export interface OgImage {
  /** A path on this site. */
  path: string;
  width: number;
  height: number;
  alt: string;
}

export interface HeadInfo extends PageMeta {
  /** Path of the canonical URL; the site origin comes from SITE_URL. */
  canonicalPath: string;
  /** An absolute canonical URL elsewhere (a post's canonical override); wins over canonicalPath. */
  canonicalUrl?: string | undefined;
  jsonLd: object[];
  article?: { publishedTime: string; modifiedTime: string } | undefined;
  /** The page's key in the metadata table, whose title its social card shows unless `ogImage` is set. */
  pageKey: PageKey;
  /** A post's own card (its cover, or its title); other pages get their page's card. */
  ogImage?: OgImage | undefined;
}

/** What a page's +data hook may set to override or extend the metadata table. */
export type HeadOverrides = Partial<HeadInfo>;

export function resolveHead(pageKey: string | undefined, urlPathname: string, overrides: HeadOverrides = {}): HeadInfo {
  const key = pageKey !== undefined && Object.hasOwn(pageMeta, pageKey) ? (pageKey as PageKey) : 'not-found';
  const base: PageMeta = pageMeta[key];
  return { ...base, canonicalPath: urlPathname, jsonLd: [], pageKey: key, ...overrides };
}

/** The social card of a page of the metadata table: the brand mark, the site's name and the page's title. */
export function pageOgImage(pageKey: PageKey, brandName: string): OgImage {
  const subject = pageCardSubject(pageKey, pageMeta[pageKey].title, siteName, brandName);
  return { path: socialCardPath(subject), ...socialCardSize, alt: `${brandName}: ${subject.title}` };
}

/** `brandName`: the company's name as set in the dashboard (social cards name the site with it). */
export function renderHead(head: HeadInfo, siteUrl: string, brandName: string = siteName): string {
  const url = head.canonicalUrl ?? siteUrl + head.canonicalPath;
  const card = head.ogImage ?? pageOgImage(head.pageKey, brandName);
  const image = siteUrl + card.path;
  const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.keywords.length > 0 ? meta('name', 'keywords', head.keywords.join(', ')) : '',
    meta('name', 'robots', head.robots),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:site_name', brandName),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(card.width)),
    meta('property', 'og:image:height', String(card.height)),
    meta('property', 'og:image:alt', card.alt),
    meta('property', 'og:locale', 'en_US'),
    head.article ? meta('property', 'article:published_time', head.article.publishedTime) : '',
    head.article ? meta('property', 'article:modified_time', head.article.modifiedTime) : '',
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', card.alt),
    '<link rel="icon" href="/favicon.ico" sizes="32x32">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(brandName)} blog" href="/blog/rss.xml">`,
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}
