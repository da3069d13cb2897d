/**
 * A Ghost JSON export (versions 4 and 5; docs/product/admin.md#importing) as draft posts: posts from their `html`,
 * their tags (Ghost's internal `#tags` left out), authors as bylines, the feature image as the cover, slugs kept,
 * and the old addresses Ghost's default routes gave them: `/slug/` for a post, `/tag/slug/` for a tag.
 */
import { postPath, tagPath } from '#shared/blog-paths.ts';
import type { PostStatus } from '#shared/blog-post.ts';
import type { ImportReport } from '#shared/import-report.ts';
import { HttpError } from '../errors.server.ts';
import { normalizeLegacyPath } from './legacy-paths.ts';
import type { DraftPost, SourceExport } from './run-import.server.ts';

interface GhostPost {
  id: string;
  title?: string | null;
  slug?: string | null;
  html?: string | null;
  type?: string | null;
  page?: boolean | number | null;
  status?: string | null;
  custom_excerpt?: string | null;
  feature_image?: string | null;
  published_at?: string | null;
  created_at?: string | null;
  updated_at?: string | null;
  author_id?: string | null;
}

interface GhostData {
  posts?: GhostPost[];
  tags?: { id: string; name?: string | null; slug?: string | null }[];
  posts_tags?: { post_id: string; tag_id: string; sort_order?: number | null }[];
  users?: { id: string; name?: string | null }[];
  posts_authors?: { post_id: string; author_id: string; sort_order?: number | null }[];
}

const notGhost = (why: string) => new HttpError(400, `The file is not a Ghost export: ${why}.`, { errors: [{ field: 'file', message: why }] });

/** Ghost writes `{db: [{meta, data}]}`; some tools write `{meta, data}` alone. */
export function ghostDataOf(json: unknown): { version: string; data: GhostData } {
  const root = (json as { db?: unknown[] } | null)?.db?.[0] ?? json;
  const meta = (root as { meta?: { version?: unknown } } | null)?.meta;
  const data = (root as { data?: unknown } | null)?.data;
  if (typeof meta?.version !== 'string' || typeof data !== 'object' || data === null) throw notGhost('it has no meta.version and data');
  const version = meta.version;
  if (!/^[45]\./.test(version)) throw notGhost(`it comes from Ghost ${version}; exports of Ghost 4 and 5 are read`);
  if (!Array.isArray((data as GhostData).posts)) throw notGhost('it has no posts');
  return { version, data: data as GhostData };
}

const statuses: Record<string, PostStatus> = { published: 'published', scheduled: 'scheduled', draft: 'draft', sent: 'published' };

const iso = (value: string | null | undefined): string | null => {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

/** Each post's related names, in the export's order. */
function namesByPost(links: { post_id: string; sort_order?: number | null }[] | undefined, key: string, names: Map<string, string>): Map<string, string[]> {
  const byPost = new Map<string, string[]>();
  const sorted = [...(links ?? [])].sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0));
  for (const link of sorted) {
    const name = names.get((link as unknown as Record<string, string>)[key] ?? '');
    if (name === undefined) continue;
    byPost.set(link.post_id, [...(byPost.get(link.post_id) ?? []), name]);
  }
  return byPost;
}

/**
 * Ghost writes its own site's address as `__GHOST_URL__` in posts' HTML. Links to a post of the export or to a tag
 * lead to their new addresses here; other links to the old site become paths of this one (an old post address
 * answers 301 too, but a link should not take a hop). Images (`__GHOST_URL__/content/images/…`) are left to the
 * images step, which takes them from the images archive.
 */
function rewriteSiteLinks(html: string, postSlugs: ReadonlySet<string>): { html: string; rewritten: number } {
  let rewritten = 0;
  const result = html.replace(/(href=["'])__GHOST_URL__(\/[^"'#?]*)?/g, (_match, attribute: string, path: string | undefined) => {
    rewritten++;
    const parts = (path ?? '/').split('/').filter(Boolean);
    if (parts.length === 1 && postSlugs.has(parts[0]!)) return `${attribute}${postPath(parts[0]!)}`;
    if (parts.length === 2 && parts[0] === 'tag') return `${attribute}${tagPath(parts[1]!)}`;
    return `${attribute}${path ?? '/'}`;
  });
  return { html: result, rewritten };
}

export function ghostExport(json: unknown): SourceExport {
  const { data } = ghostDataOf(json);
  const postSlugs = new Set((data.posts ?? []).filter((post) => post.type !== 'page' && post.slug).map((post) => post.slug!));
  const tags = new Map((data.tags ?? []).filter((tag) => tag.name && !tag.name.startsWith('#')).map((tag) => [tag.id, tag.name!]));
  const users = new Map((data.users ?? []).map((user) => [user.id, user.name ?? '']));
  const tagsOf = namesByPost(data.posts_tags, 'tag_id', tags);
  const authorsOf = namesByPost(data.posts_authors, 'author_id', users);
  const posts: DraftPost[] = [];
  const dropped: ImportReport['dropped'] = [];
  for (const post of data.posts ?? []) {
    const title = post.title ?? '';
    const isPage = post.type === 'page' || post.page === true || post.page === 1;
    const status = statuses[post.status ?? ''];
    if (isPage) dropped.push({ title, why: 'it is a page; the site imports posts only' });
    else if (!status) dropped.push({ title, why: `its status “${post.status ?? ''}” is unknown` });
    else if (!post.html)
      dropped.push({ title, why: 'the export has no HTML for it (Ghost writes it on save; open and save the post in Ghost, then export again)' });
    else {
      const created = iso(post.created_at) ?? new Date().toISOString();
      const published = iso(post.published_at);
      const authors = authorsOf.get(post.id) ?? (post.author_id && users.get(post.author_id) ? [users.get(post.author_id)!] : []);
      const links = rewriteSiteLinks(post.html, postSlugs);
      posts.push({
        source: `ghost:${post.id}`,
        title,
        slug: post.slug ?? title,
        excerpt: post.custom_excerpt ?? '',
        html: links.html,
        status,
        publishAt: status === 'draft' ? null : (published ?? created),
        createdAt: published ?? created,
        updatedAt: iso(post.updated_at) ?? created,
        tags: tagsOf.get(post.id) ?? [],
        byline: authors.filter(Boolean).join(', ') || null,
        coverUrl: post.feature_image ?? null,
        legacyPaths: post.slug ? [normalizeLegacyPath(`/${post.slug}`)] : [],
        changes: links.rewritten > 0 ? [`Links to the Ghost site's own addresses (${links.rewritten}) now lead to this site's.`] : [],
      });
    }
  }
  const tagPaths = (data.tags ?? [])
    .filter((tag) => tag.name && !tag.name.startsWith('#') && tag.slug)
    .map((tag) => ({ name: tag.name!, paths: [normalizeLegacyPath(`/tag/${tag.slug}`)] }));
  return { posts, dropped, tagPaths };
}
