// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { searchablePages, searchMaxLength, searchMaxWords, type SearchablePage } from '#content/search.ts';
import { searchPublishedPosts } from '#database/published-posts.server.ts';
import { withDatabase } from '#pages/page-database.server.ts';
import { sanitizeExcerpt, toPlainText } from '#server/blog/sanitize.server.ts';
import { postPath } from '#shared/blog-paths.ts';
import { matchesEveryWord, searchWords } from '#shared/site-search.ts';

/** Posts shown at most; candidates are read a little beyond it because markup may have matched. */
const maxPosts = 10;

export interface Data {
  /** The query as the visitor typed it (cut to its limit), shown back in the field. */
  query: string;
  pages: SearchablePage[];
  posts: SearchablePage[];
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const query = (pageContext.urlParsed.search.q ?? '').slice(0, searchMaxLength).trim();
  const words = searchWords(query, searchMaxLength, searchMaxWords);
  if (words.length === 0) return { query, pages: [], posts: [] };
  const pages = searchablePages.filter((page) => matchesEveryWord(`${page.title} ${page.text}`, words));
  const candidates = await withDatabase(pageContext, (db) => searchPublishedPosts(db, words, maxPosts * 3));
  const posts = candidates
    .map((post) => ({ title: post.title, href: postPath(post.slug), text: toPlainText(sanitizeExcerpt(post.excerpt)) }))
    // The database matched the excerpt's HTML; a word that was only in its markup does not count.
    .filter((post) => matchesEveryWord(`${post.title} ${post.text}`, words))
    .slice(0, maxPosts);
  return { query, pages, posts };
}
