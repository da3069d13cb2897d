// https://vike.dev/data
import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { imagesForIds, imagesForKeys } from '#database/media.server.ts';
import { findPendingChange } from '#database/post-pending.server.ts';
import { findPostById, type BlogPost } from '#database/posts.server.ts';
import { findPublishedPostBySlug, listRelatedPublishedPosts } from '#database/published-posts.server.ts';
import { findRedirectedSlug } from '#database/slug-redirects.server.ts';
import { relatedPostsLimit } from '#content/blog.ts';
import type { RelatedPost } from '#components/blog/RelatedPosts.tsx';
import { findAuthorName } from '#database/users.server.ts';
import { findImportedByline } from '#database/imported-posts.server.ts';
import { blogPostMeta, previewRobots, siteName } from '#content/meta.ts';
import type { TagLink } from '#components/blog/PostTags.tsx';
import { postNotFoundReason, postPath } from '#shared/blog-paths.ts';
import type { HeadOverrides } from '#renderer/head.ts';
import { withDatabase } from '#pages/page-database.server.ts';
import { coverImageSizes, imageKeysIn, pictureHtml, withPictures } from '#server/blog/pictures.server.ts';
import { postCardSubject, socialCardPath, socialCardSize } from '#shared/social-card.ts';
import { coverFocalClasses } from '#shared/cover-focal.ts';
import { withTableRegions } from '#server/blog/tables.server.ts';
import { sanitizeContent, sanitizeExcerpt, toPlainText } from '#server/blog/sanitize.server.ts';
import { readTimeMinutes, tagSlug } from '#shared/blog-rules.ts';
import { blogPostingJsonLd } from './json-ld.ts';

declare global {
  namespace Vike {
    interface PageContext {
      /** Set by the preview route (server/blog/preview.server.ts): render this post, whatever its status. */
      preview?: { postId: number; kind: 'signed-in' | 'shared' };
    }
  }
}

export interface Data {
  /** Not null: a preview of a version visitors cannot see (never cached, never indexed). */
  preview: 'signed-in' | 'shared' | null;
  /** A preview of a published or scheduled post's pending change (decision 030), not of the post as saved. */
  pendingChange: boolean;
  title: string;
  /** Sanitized HTML. */
  excerptHtml: string;
  /** Sanitized HTML. */
  contentHtml: string;
  /** The cover's `<picture>`, made on the server from the media library; null: no cover. */
  coverHtml: string | null;
  readTime: number;
  /** The author's display name (or username); kept after the author is deactivated. Null: no author recorded. */
  author: string | null;
  publishedAt: string;
  updatedAt: string;
  tags: TagLink[];
  /** Other posts to read next: the most shared tags first, then the newest. */
  related: RelatedPost[];
  head: HeadOverrides;
}

/** What a pending change replaces in the post (its slug shows once published; the preview stays at the current address). */
function pendingFields(pending: NonNullable<Awaited<ReturnType<typeof findPendingChange>>>): Partial<BlogPost> {
  const { title, excerpt, content, metaTitle, metaDescription, canonicalUrl, noindex, tags, coverImageId, coverFocalX, coverFocalY } = pending;
  return { title, excerpt, content, metaTitle, metaDescription, canonicalUrl, noindex, tags, coverImageId, coverFocalX, coverFocalY };
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const slug = pageContext.routeParams.slug ?? '';
  const { preview } = pageContext;
  const saved = await withDatabase(pageContext, (db) => (preview ? findPostById(db, preview.postId) : findPublishedPostBySlug(db, slug)));
  // A preview shows the post's pending change when it has one (what Update would publish); visitors never do.
  const pending = preview && saved ? await withDatabase(pageContext, (db) => findPendingChange(db, saved.id)) : undefined;
  const post: BlogPost | undefined = saved && pending ? { ...saved, ...pendingFields(pending), slug: saved.slug } : saved;
  if (!post) {
    // An old slug of a published post answers 301 to its current one (docs/product/blog.md#slugs).
    const current = await withDatabase(pageContext, (db) => findRedirectedSlug(db, slug));
    if (current !== undefined) throw redirect(postPath(current), 301);
    // A draft is as absent as a missing post.
    throw render(404, postNotFoundReason);
  }
  const related = await withDatabase(pageContext, (db) => listRelatedPublishedPosts(db, post.id, relatedPostsLimit));
  // An imported post names the author its source named (docs/product/admin.md#importing).
  const author = await withDatabase(pageContext, async (db) => (await findImportedByline(db, post.id)) ?? findAuthorName(db, post.authorId));
  const excerptHtml = sanitizeExcerpt(post.excerpt);
  const sanitized = sanitizeContent(post.content);
  // Images from the media library become <picture>s with their variants (docs/product/media.md#in-posts).
  const images = await withDatabase(pageContext, (db) => imagesForKeys(db, imageKeysIn(sanitized)));
  const coverId = post.coverImageId;
  const cover = coverId === null ? undefined : (await withDatabase(pageContext, (db) => imagesForIds(db, [coverId]))).get(coverId);
  // Below a cover, every image of the text is below the fold.
  const contentHtml = withTableRegions(withPictures(sanitized, images, { eagerFirst: !cover }));
  const brandName = pageContext.site?.company.name ?? siteName;
  const ogImage = {
    path: socialCardPath(postCardSubject(post.id, post.title, brandName, cover?.url ?? null, post)),
    ...socialCardSize,
    alt: cover ? cover.alt || post.title : `${brandName}: ${post.title}`,
  };
  const excerptText = toPlainText(excerptHtml);
  const meta = blogPostMeta(post.title, excerptText, post);
  const path = postPath(post.slug);
  const publishedAt = post.publishAt ?? post.createdAt;
  return {
    preview: preview?.kind ?? null,
    pendingChange: pending !== undefined,
    title: post.title,
    excerptHtml,
    contentHtml,
    coverHtml: cover ? pictureHtml(cover, { eager: true, priority: true, sizes: coverImageSizes, className: coverFocalClasses(post) }) : null,
    readTime: readTimeMinutes(post.content.length),
    author,
    publishedAt,
    updatedAt: post.updatedAt,
    tags: post.tags.map((name) => ({ name, slug: tagSlug(name) })),
    related: related.map((other) => ({
      slug: other.slug,
      title: other.title,
      readTime: readTimeMinutes(other.contentLength),
      publishedAt: other.publishAt ?? other.createdAt,
    })),
    head: {
      ...meta,
      ...(preview ? { robots: previewRobots } : {}),
      canonicalPath: path,
      canonicalUrl: post.canonicalUrl ?? undefined,
      article: { publishedTime: publishedAt, modifiedTime: post.updatedAt },
      ogImage,
      jsonLd: [blogPostingJsonLd(pageContext.siteUrl ?? '', path, post, meta.description, author, ogImage.path)],
    },
  };
}
