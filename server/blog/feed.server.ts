/**
 * GET /blog/rss.xml: RSS 2.0 with the newest published posts, linked from every
 * page's head (renderer/head.ts). Built once per content version.
 * https://www.rssboard.org/rss-specification
 */
import type { RequestHandler } from 'express';
import type { Database } from '#database/db.server.ts';
import { publishDuePostsThenReadVersion, perContentVersion } from '#database/content-version.server.ts';
import { findTagBySlug } from '#database/tags.server.ts';
import { listPublishedPosts } from '#database/published-posts.server.ts';
import type { BlogPost } from '#shared/blog-post.ts';
import { blogTagMeta, pageMeta, siteName } from '#content/meta.ts';
import { slugPattern } from '#shared/blog-rules.ts';
import { HttpError } from '../errors.server.ts';
import { escapeHtml } from '#shared/escape.ts';
import { postPath, tagFeedPath, tagPath } from '#shared/blog-paths.ts';
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
      <pubDate>${new Date(post.publishAt ?? post.createdAt).toUTCString()}</pubDate>
      <description>${xml(toPlainText(sanitizeExcerpt(post.excerpt)))}</description>
      <content:encoded>${xml(sanitizeContent(post.content))}</content:encoded>
    </item>`;
}

/** The channel: the whole blog, or one tag's posts. */
export interface FeedChannel {
  title: string;
  path: string;
  feedPath: string;
  description: string;
}

const blogChannel: FeedChannel = { title: `${siteName} blog`, path: '/blog', feedPath, description: pageMeta.blog.description };

export function buildFeed(siteUrl: string, posts: BlogPost[], channel: FeedChannel = blogChannel): string {
  const lastBuild = posts.reduce((latest, post) => (post.updatedAt > latest ? post.updatedAt : latest), '1970-01-01T00:00:00.000Z');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${xml(channel.title)}</title>
    <link>${xml(siteUrl + channel.path)}</link>
    <atom:link href="${xml(siteUrl + channel.feedPath)}" rel="self" type="application/rss+xml"/>
    <description>${xml(channel.description)}</description>
    <language>en-us</language>
    <lastBuildDate>${new Date(lastBuild).toUTCString()}</lastBuildDate>
${posts.map((post) => item(siteUrl, post)).join('\n')}
  </channel>
</rss>
`;
}

/**
 * GET /blog/tag/{slug}/rss.xml: one tag's newest posts; 404 for a tag without published posts.
 * Each tag's feed is built once per content version.
 */
export function tagFeed(db: Database, siteUrl: string): RequestHandler {
  let built: { version: string; feeds: Map<string, string | null> } | undefined;
  return async (req, res) => {
    const slug = String(req.params.slug);
    const version = await publishDuePostsThenReadVersion(db);
    if (built?.version !== version) built = { version, feeds: new Map() };
    let body = built.feeds.get(slug);
    if (body === undefined) {
      const tag = slugPattern.test(slug) ? await findTagBySlug(db, slug) : undefined;
      const posts = tag ? (await listPublishedPosts(db, { page: 1, limit: feedSize }, tag.id)).posts : [];
      body =
        tag && posts.length > 0
          ? buildFeed(siteUrl, posts, {
              title: `${tag.name} | ${siteName} blog`,
              path: tagPath(tag.slug),
              feedPath: tagFeedPath(tag.slug),
              description: blogTagMeta(tag.name, 1).description,
            })
          : null;
      // Only real tags are remembered, so unknown slugs cannot fill the memory.
      if (body !== null) built.feeds.set(slug, body);
    }
    if (body === null) throw new HttpError(404, 'Not found');
    res.set('Cache-Control', 'no-cache').type('application/rss+xml; charset=utf-8').send(body);
  };
}

export function blogFeed(db: Database, siteUrl: string): RequestHandler {
  const feed = perContentVersion(db, async () => buildFeed(siteUrl, (await listPublishedPosts(db, { page: 1, limit: feedSize })).posts));
  return async (_req, res) => {
    const body = await feed();
    res.set('Cache-Control', 'no-cache').type('application/rss+xml; charset=utf-8').send(body);
  };
}
