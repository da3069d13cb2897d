/**
 * GET /blog/rss.xml: RSS 2.0 with the newest published posts, linked from every
 * page's head (renderer/head.ts). Built once per content version.
 * https://www.rssboard.org/rss-specification
 */
import type { RequestHandler } from 'express';
import type { Database } from '#database/db.server.ts';
import { perContentVersion } from '#database/content-version.server.ts';
import { listPublishedPosts, type BlogPost } from '#database/posts.server.ts';
import { pageMeta, siteName } from '#content/meta.ts';
import { escapeHtml } from '#shared/escape.ts';
import { postPath } from '#shared/blog-paths.ts';
import { sanitizeContent, sanitizeExcerpt, toPlainText } from './sanitize.server.ts';

export const feedPath = '/blog/rss.xml';
const feedSize = 20;

/** Escaped text without the control characters XML 1.0 forbids. */
function xml(value: string): string {
  // eslint-disable-next-line no-control-regex
  return escapeHtml(value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ''));
}

function item(siteUrl: string, post: BlogPost): string {
  const url = siteUrl + postPath(post.slug);
  return `    <item>
      <title>${xml(post.title)}</title>
      <link>${xml(url)}</link>
      <guid isPermaLink="true">${xml(url)}</guid>
      <pubDate>${new Date(post.createdAt).toUTCString()}</pubDate>
      <description>${xml(toPlainText(sanitizeExcerpt(post.excerpt)))}</description>
      <content:encoded>${xml(sanitizeContent(post.content))}</content:encoded>
    </item>`;
}

export function buildFeed(siteUrl: string, posts: BlogPost[]): string {
  const lastBuild = posts.reduce((latest, post) => (post.updatedAt > latest ? post.updatedAt : latest), '1970-01-01T00:00:00.000Z');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${xml(`${siteName} blog`)}</title>
    <link>${xml(`${siteUrl}/blog`)}</link>
    <atom:link href="${xml(siteUrl + feedPath)}" rel="self" type="application/rss+xml"/>
    <description>${xml(pageMeta.blog.description)}</description>
    <language>en-us</language>
    <lastBuildDate>${new Date(lastBuild).toUTCString()}</lastBuildDate>
${posts.map((post) => item(siteUrl, post)).join('\n')}
  </channel>
</rss>
`;
}

export function blogFeed(db: Database, siteUrl: string): RequestHandler {
  const feed = perContentVersion(db, async () => buildFeed(siteUrl, (await listPublishedPosts(db, { page: 1, limit: feedSize })).posts));
  return async (_req, res) => {
    const body = await feed();
    res.set('Cache-Control', 'no-cache').type('application/rss+xml; charset=utf-8').send(body);
  };
}
