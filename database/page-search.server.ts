/**
 * The site search's rows of the marketing pages (decision 058, 076): one per published page not marked
 * noindex, made from the page's own content (its h1 as the title, the meta description, the headings and
 * the text of its visible sections). Written in the transaction of every page write, and all again once per
 * process (server/search/site-search.server.ts), so the index never shows a draft, a pending change or a
 * page that is gone.
 */
import type { Knex } from 'knex';
import { headingOutline } from '#shared/page-sections/validate.ts';
import { htmlToText, plainTextForIndex } from '#shared/html-text.ts';
import { pageText } from '#shared/page-text.ts';
import type { SearchDocument } from './search-index.server.ts';
import { upsertPageDocuments } from './search-index.server.ts';
import type { Database } from './db.server.ts';
import type { PageStatus, StoredContent } from './site-pages.server.ts';

/** The words of the page's h1: the field headingOutline names first at level 1. */
function h1Of(content: StoredContent): string | undefined {
  const first = headingOutline(content.sections).find((heading) => heading.level === 1);
  const [, index, name] = /^sections\.(\d+)\.(\w+)$/.exec(first?.field ?? '') ?? [];
  const value = index === undefined ? undefined : (content.sections[Number(index)] as unknown as Record<string, unknown>)[name!];
  return typeof value === 'string' && value.trim() ? value : undefined;
}

export function pageDocument(path: string, content: StoredContent): SearchDocument {
  const visible = content.sections
    .filter((section) => !section.hidden)
    .map((section) => {
      if (section.type === 'richText') return { body: htmlToText(section.html) };
      return section.type === 'imageText' ? { heading: section.heading, body: htmlToText(section.html) } : section;
    });
  const text = pageText(...visible);
  return { url: path, title: h1Of(content) ?? content.title, excerpt: content.metaDescription, tags: text.headings.join(' '), body: text.body.join(' ') };
}

const searchable = (status: PageStatus, content: StoredContent) => status === 'published' && !content.noindex;

/** Inside a page write: the page's row of the index as the page now stands; `oldPath` is dropped too. */
export async function reindexPage(trx: Knex.Transaction, page: { path: string; status: PageStatus; content: StoredContent }, oldPath?: string): Promise<void> {
  await trx('search_documents')
    .whereIn('key', [`page:${page.path}`, `page:${oldPath ?? page.path}`])
    .delete();
  if (!searchable(page.status, page.content)) return;
  const { url, title, excerpt, tags, body } = pageDocument(page.path, page.content);
  await trx('search_documents').insert({
    key: `page:${url}`,
    kind: 'page',
    url,
    title: plainTextForIndex(title),
    excerpt: plainTextForIndex(excerpt),
    tags: plainTextForIndex(tags),
    body: plainTextForIndex(body),
  });
}

/** The pages' rows of the index: every searchable page in the database, and `extra` (pages that are not data, the blog's list). */
export async function indexAllPages(db: Database, extra: readonly SearchDocument[]): Promise<void> {
  const rows = (await db('site_pages').select('path', 'status', 'content')) as { path: string; status: PageStatus; content: string }[];
  const documents = rows.flatMap((row) => {
    const content = JSON.parse(row.content) as StoredContent;
    return searchable(row.status, content) ? [pageDocument(row.path, content)] : [];
  });
  const paths = new Set(rows.map((row) => row.path));
  await upsertPageDocuments(db, [...documents, ...extra.filter((page) => !paths.has(page.url))]);
}
