// https://vike.dev/data
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { findPublishedPostBySlug } from '#database/posts.server.ts';
import { blogPostMeta } from '#content/meta.ts';
import { postNotFoundReason, postPath } from '#shared/blog-paths.ts';
import type { HeadOverrides } from '#renderer/head.ts';
import { withDatabase } from '#pages/page-database.server.ts';
import { sanitizeContent, sanitizeExcerpt, toPlainText } from '#server/blog/sanitize.server.ts';
import { readTimeMinutes } from '#shared/blog-rules.ts';
import { blogPostingJsonLd } from './json-ld.ts';

export interface Data {
  title: string;
  /** Sanitized HTML. */
  excerptHtml: string;
  /** Sanitized HTML. */
  contentHtml: string;
  readTime: number;
  publishedAt: string;
  updatedAt: string;
  head: HeadOverrides;
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const slug = pageContext.routeParams.slug ?? '';
  const post = await withDatabase(pageContext, (db) => findPublishedPostBySlug(db, slug));
  // A draft is as absent as a missing post.
  if (!post) throw render(404, postNotFoundReason);
  const excerptHtml = sanitizeExcerpt(post.excerpt);
  const contentHtml = sanitizeContent(post.content);
  const description = toPlainText(excerptHtml);
  const path = postPath(post.slug);
  return {
    title: post.title,
    excerptHtml,
    contentHtml,
    readTime: readTimeMinutes(post.content.length),
    publishedAt: post.createdAt,
    updatedAt: post.updatedAt,
    head: {
      ...blogPostMeta(post.title, description),
      canonicalPath: path,
      article: { publishedTime: post.createdAt, modifiedTime: post.updatedAt },
      jsonLd: [blogPostingJsonLd(pageContext.siteUrl ?? '', path, post, description)],
    },
  };
}
