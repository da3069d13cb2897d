/**
 * What the menu editor's page picker offers (docs/product/pages.md#menus): the pages and posts a menu may link
 * to, found by their title. Only what answers: published pages (noindex ones too, a menu may still link them)
 * and published posts; a draft or a scheduled page or post would be refused at save, so it is not offered.
 */
import { postPath } from '#shared/blog-paths.ts';
import { linkLabelOf, type MenuLinkTarget } from '#shared/navigation.ts';
import type { Database } from './db.server.ts';
import { likePattern } from './post-rows.server.ts';
import type { PageRow } from './site-pages.server.ts';

/** Whether every word is in `text` (lowercase words). */
const hasEvery = (text: string, words: readonly string[]) => words.every((word) => text.toLowerCase().includes(word));

function titleOf(content: string): string {
  try {
    const { title } = JSON.parse(content) as { title?: unknown };
    return typeof title === 'string' ? title : '';
  } catch {
    return '';
  }
}

/**
 * The link targets whose title (a page: or its path) holds every word, pages first in the order they were made,
 * then posts newest first, `limit` of each at most; with no words, the first pages and the newest posts.
 */
export async function searchMenuLinkTargets(db: Database, words: readonly string[], limit: number): Promise<MenuLinkTarget[]> {
  const pageRows = (await db('site_pages').where({ status: 'published' }).orderBy('id').select('path', 'content')) as Pick<PageRow, 'path' | 'content'>[];
  const pages = pageRows
    .map((row) => ({ kind: 'page' as const, title: linkLabelOf(titleOf(row.content)) || row.path, href: row.path }))
    .filter((page) => hasEvery(`${page.title} ${page.href}`, words))
    .slice(0, limit);
  const postQuery = db('blog_posts').where({ status: 'published' }).select('title', 'slug');
  for (const word of words) void postQuery.whereRaw(`lower(title) like ? escape '\\'`, [likePattern(word)]);
  const postRows = (await postQuery
    .orderBy([
      { column: 'publish_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)) as { title: string; slug: string }[];
  return [...pages, ...postRows.map((row) => ({ kind: 'post' as const, title: row.title, href: postPath(row.slug) }))];
}
