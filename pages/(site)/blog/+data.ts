// https://vike.dev/data
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { listPublishedPostSummaries } from '#database/published-posts.server.ts';
import type { PostCardData } from '#components/blog/PostCard.tsx';
import type { HeadOverrides } from '#renderer/head.ts';
import { blogPagePath } from '#shared/blog-paths.ts';
import { withDatabase } from '#pages/page-database.server.ts';
import { postsPerPage, requestedPage, toCards } from './post-cards.server.ts';

export type { PostCardData };

export interface Data {
  posts: PostCardData[];
  page: number;
  pageCount: number;
  head: HeadOverrides;
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const page = requestedPage(pageContext.urlParsed.search);
  if (page === undefined) throw render(404);
  const { posts, total } = await withDatabase(pageContext, (db) => listPublishedPostSummaries(db, { page, limit: postsPerPage }));
  const pageCount = Math.max(1, Math.ceil(total / postsPerPage));
  if (page > pageCount) throw render(404);
  return {
    posts: await toCards(pageContext, posts),
    page,
    pageCount,
    head: page > 1 ? { canonicalPath: blogPagePath(page) } : {},
  };
}
