/**
 * What the content export reads (docs/product/admin.md#backups-and-export): every post with its tags,
 * author and cover, a page at a time, and the bytes of one media library file by its key.
 */
import type { Database } from '../db.server.ts';

export interface ExportablePost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  status: string;
  publishAt: string | null;
  createdAt: string;
  updatedAt: string;
  metaTitle: string | null;
  metaDescription: string | null;
  canonicalUrl: string | null;
  noindex: boolean;
  author: string | null;
  coverKey: string | null;
  /** The cover's focal point, whole percents from its top left (shared/cover-focal.ts). */
  coverFocal: { x: number; y: number };
  tags: string[];
}

const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString());

/** Post ids and slugs, and every post's content for its image references, a page at a time. */
export async function* postPages(db: Database, pageSize = 200): AsyncGenerator<{ id: number; slug: string; content: string; coverKey: string | null }[]> {
  let after = 0;
  for (;;) {
    const rows = (await db('blog_posts as p')
      .leftJoin('media_files as f', (join) => join.on('f.media_id', 'p.cover_media_id').andOnVal('f.role', 'original'))
      .select('p.id', 'p.slug', 'p.content', 'f.key as cover_key')
      .where('p.id', '>', after)
      .orderBy('p.id')
      .limit(pageSize)) as { id: number; slug: string; content: string; cover_key: string | null }[];
    if (rows.length === 0) return;
    yield rows.map((row) => ({ id: Number(row.id), slug: row.slug, content: row.content, coverKey: row.cover_key }));
    after = Number(rows.at(-1)!.id);
  }
}

export async function findExportablePost(db: Database, id: number): Promise<ExportablePost | undefined> {
  const row = (await db('blog_posts as p')
    .leftJoin('users as u', 'u.id', 'p.author_id')
    .leftJoin('media_files as f', (join) => join.on('f.media_id', 'p.cover_media_id').andOnVal('f.role', 'original'))
    .select('p.*', 'u.display_name', 'u.username', 'f.key as cover_key')
    .where('p.id', id)
    .first()) as Record<string, unknown> | undefined;
  if (!row) return undefined;
  const tags = (await db('post_tags as pt').join('tags as t', 't.id', 'pt.tag_id').where('pt.post_id', id).orderBy('t.name').pluck('t.name')) as string[];
  return {
    id,
    slug: row.slug as string,
    title: row.title as string,
    excerpt: row.excerpt as string,
    content: row.content as string,
    status: row.status as string,
    publishAt: iso(row.publish_at),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    metaTitle: (row.meta_title as string | null) ?? null,
    metaDescription: (row.meta_description as string | null) ?? null,
    canonicalUrl: (row.canonical_url as string | null) ?? null,
    noindex: Boolean(row.noindex),
    author: ((row.display_name ?? row.username) as string | null) ?? null,
    coverKey: (row.cover_key as string | null) ?? null,
    coverFocal: { x: Number(row.cover_focal_x ?? 50), y: Number(row.cover_focal_y ?? 50) },
    tags,
  };
}

/** The bytes of a media library file, or undefined when no file has that key. */
export async function findMediaBytes(db: Database, key: string): Promise<Buffer | undefined> {
  const row = (await db('media_blobs').where({ key }).first('data')) as { data: Uint8Array } | undefined;
  return row ? Buffer.from(row.data) : undefined;
}
