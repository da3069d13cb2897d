/**
 * /sitemap.xml (https://www.sitemaps.org/protocol.html): the public pages and
 * whatever extra entries the caller adds (published blog posts).
 */
import { publicPagePaths } from './public-pages.ts';

export interface SitemapEntry {
  /** Path from the site root, e.g. `/blog/my-post`. */
  path: string;
  /** ISO 8601 date or date-time of the last change. */
  lastModified?: string | undefined;
}

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => xmlEscapes[char]!);
}

export function buildSitemap(siteUrl: string, extraEntries: readonly SitemapEntry[] = []): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const entries: SitemapEntry[] = [...publicPagePaths.map((path) => ({ path })), ...extraEntries];
  const urls = entries.map((entry) => {
    const lastModified = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(origin + entry.path)}</loc>${lastModified}</url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
