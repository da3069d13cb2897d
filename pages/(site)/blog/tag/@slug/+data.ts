// https://vike.dev/data
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { listPublishedPostSummaries } from '#database/published-posts.server.ts';
import { findTagBySlug } from '#database/tags.server.ts';
import { blogTagMeta } from '#content/meta.ts';
import type { PostCardData } from '#components/blog/PostCard.tsx';
import type { HeadOverrides } from '#renderer/head.ts';
import { tagPath } from '#shared/blog-paths.ts';
import { withDatabase } from '#pages/page-database.server.ts';
import { postsPerPage, requestedPage, toCards } from '../../post-cards.server.ts';

export interface Data {
  tag: { slug: string; name: string };
  posts: PostCardData[];
  page: number;
  pageCount: number;
  head: HeadOverrides;
}

/** /blog/tag/{slug}: the tag's published posts, newest first; a tag without any is not found. */
export async function data(pageContext: PageContextServer): Promise<Data> {
  const page = requestedPage(pageContext.urlParsed.search);
  if (page === undefined) throw render(404);
  const slug = pageContext.routeParams.slug ?? '';
  const found = await withDatabase(pageContext, async (db) => {
    const tag = await findTagBySlug(db, slug);
    return tag && { tag, ...(await listPublishedPostSummaries(db, { page, limit: postsPerPage }, tag.id)) };
  });
  if (!found || found.total === 0) throw render(404);
  const pageCount = Math.max(1, Math.ceil(found.total / postsPerPage));
  if (page > pageCount) throw render(404);
  return {
    tag: { slug: found.tag.slug, name: found.tag.name },
    posts: await toCards(pageContext, found.posts),
    page,
    pageCount,
    head: { ...blogTagMeta(found.tag.name, page), canonicalPath: tagPath(found.tag.slug, page) },
  };
}
