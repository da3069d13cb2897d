/**
 * A WordPress export (WXR) as draft posts (docs/product/admin.md#importing): posts with their dates and status,
 * authors as bylines, excerpts, categories and tags as tags, the featured image as the cover, and the old
 * addresses WordPress answered for each post (`/?p=ID`, `/YYYY/MM/DD/slug/`, `/YYYY/MM/slug/`, the item's own
 * link) and for each category and tag (`/category/x/`, `/tag/x/`).
 */
import type { ImportReport } from '#shared/import-report.ts';
import type { PostStatus } from '#shared/blog-post.ts';
import { legacyPathOf, normalizeLegacyPath } from './legacy-paths.ts';
import type { DraftPost, SourceExport } from './run-import.server.ts';
import { convertWordPressContent, type Attachment } from './wp-content.ts';
import type { WxrExport, WxrItem } from './wxr-parse.server.ts';

const statuses: Record<string, PostStatus> = { publish: 'published', future: 'scheduled', draft: 'draft', pending: 'draft', private: 'draft' };

/** WordPress writes `2013-01-10 20:15:40` (GMT in `post_date_gmt`, `0000-…` for drafts never published). */
function isoOf(gmt: string, local: string): string | null {
  for (const value of [gmt, local]) {
    const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(value);
    if (match && match[1] !== '0000') return `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}.000Z`;
  }
  return null;
}

function postPaths(item: WxrItem): string[] {
  const paths = [`/?p=${item.postId}`];
  const own = legacyPathOf(item.link);
  if (own) paths.push(own);
  const date = /^(\d{4})-(\d{2})-(\d{2})/.exec(item.postDate);
  if (date && item.postName && date[1] !== '0000') {
    paths.push(normalizeLegacyPath(`/${date[1]}/${date[2]}/${date[3]}/${item.postName}`), normalizeLegacyPath(`/${date[1]}/${date[2]}/${item.postName}`));
  }
  return paths.filter((path) => path.length <= 600);
}

function whyDropped(item: WxrItem): string | undefined {
  if (item.postType === 'page') return 'it is a page; the site imports posts only';
  if (item.postType !== 'post') return undefined;
  if (item.status === 'trash' || item.status === 'auto-draft') return `its status is “${item.status}”`;
  if (!statuses[item.status]) return `its status “${item.status}” is unknown`;
  return undefined;
}

function draftOf(item: WxrItem, wxr: WxrExport, attachments: Map<string, Attachment>): DraftPost {
  const { html, notes } = convertWordPressContent(item.content, attachments, item.postId);
  const status = statuses[item.status]!;
  const changes = [...new Set(notes)];
  if (item.status === 'private' || item.status === 'pending') changes.push(`It was “${item.status}” in WordPress: it is a draft.`);
  const date = isoOf(item.postDateGmt, item.postDate) ?? new Date().toISOString();
  const thumbnail = attachments.get(item.meta.get('_thumbnail_id') ?? '');
  return {
    source: `wordpress:${item.guid || `${wxr.baseUrl}/?p=${item.postId}`}`,
    title: item.title,
    slug: item.postName || item.title,
    excerpt: item.excerpt,
    html,
    status,
    publishAt: status === 'draft' ? null : date,
    createdAt: date,
    updatedAt: date,
    tags: item.terms.filter((term) => term.domain === 'category' || term.domain === 'post_tag').map((term) => term.name),
    byline: wxr.authors.get(item.creator) ?? (item.creator || null),
    coverUrl: thumbnail?.url ?? null,
    legacyPaths: postPaths(item),
    changes,
  };
}

export function wordpressExport(wxr: WxrExport): SourceExport {
  const attachments = new Map<string, Attachment>();
  for (const item of wxr.items)
    if (item.postType === 'attachment') attachments.set(item.postId, { url: item.attachmentUrl || item.guid, title: item.title, parent: item.postParent });
  const posts: DraftPost[] = [];
  const dropped: ImportReport['dropped'] = [];
  for (const item of wxr.items) {
    const why = whyDropped(item);
    if (why) dropped.push({ title: item.title || `${item.postType} ${item.postId}`, why });
    else if (item.postType === 'post') {
      const draft = draftOf(item, wxr, attachments);
      if (posts.some((post) => post.source === draft.source))
        dropped.push({ title: item.title, why: `the export has another item with its GUID (${item.guid})` });
      else posts.push(draft);
    }
  }
  const terms = new Map<string, { name: string; paths: string[] }>();
  const addTerm = (domain: string, slug: string, name: string) => {
    const base = domain === 'category' ? '/category/' : domain === 'post_tag' ? '/tag/' : undefined;
    if (!base || !slug) return;
    const key = `${domain}:${slug}`;
    if (!terms.has(key)) terms.set(key, { name, paths: [normalizeLegacyPath(`${base}${slug}`)] });
  };
  for (const term of wxr.terms) addTerm(term.domain, term.slug, term.name);
  for (const item of wxr.items) for (const term of item.terms) addTerm(term.domain, term.slug, term.name);
  return { posts, dropped, tagPaths: [...terms.values()] };
}
