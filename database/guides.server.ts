/**
 * Named queries for guides (docs/product/guides.md). A guide and its PDF's bytes (in `media_blobs`, through the
 * media storage) are written in one content write: a guide is stored whole or not at all, and the pages that show
 * it are drawn again. The bytes go when no guide names them any more.
 */
import type { Knex } from 'knex';
import type { Guide, PublicGuide } from '#shared/guides.ts';
import type { Database } from './db.server.ts';
import type { MediaStorage } from './media-storage.server.ts';
import { writeContent } from './write-content.server.ts';

export interface GuideFields {
  title: string;
  description: string;
  cover: { mediaId: number; alt: string; decorative: boolean } | null;
}

export interface GuidePdf {
  key: string;
  fileName: string;
  data: Buffer;
}

interface GuideRow {
  id: number;
  title: string;
  description: string;
  pdf_key: string;
  pdf_bytes: number | string;
  file_name: string;
  cover_media_id: number | null;
  cover_alt: string;
  cover_decorative: boolean | number;
  created_at: string | Date;
  updated_at: string | Date;
}

const toIso = (value: string | Date) => new Date(value).toISOString();

function toPublicGuide(row: GuideRow): PublicGuide {
  const cover = row.cover_media_id === null ? null : { mediaId: Number(row.cover_media_id), alt: row.cover_alt, decorative: Boolean(row.cover_decorative) };
  return { id: Number(row.id), title: row.title, description: row.description, cover };
}

const coverColumns = (cover: GuideFields['cover']) => ({
  cover_media_id: cover?.mediaId ?? null,
  cover_alt: cover && !cover.decorative ? cover.alt : '',
  cover_decorative: cover?.decorative ?? false,
});

/** Whether the media library has the image (a cover must name one). */
export async function mediaExists(db: Database | Knex.Transaction, id: number): Promise<boolean> {
  return Boolean(await db('media').where({ id }).first('id'));
}

export async function insertGuide(db: Database, storage: MediaStorage, fields: GuideFields, pdf: GuidePdf, createdBy: number, now: string): Promise<number> {
  return writeContent(db, async (trx) => {
    await storage.put(trx, pdf.key, pdf.data);
    const [row] = await trx('guides')
      .insert({
        title: fields.title,
        description: fields.description,
        ...coverColumns(fields.cover),
        pdf_key: pdf.key,
        pdf_bytes: pdf.data.length,
        file_name: pdf.fileName,
        created_by: createdBy,
        created_at: now,
        updated_at: now,
      })
      .returning('id');
    return Number(typeof row === 'object' && row !== null ? (row as { id: number }).id : row);
  });
}

/** Changes the details and, with `pdf`, the file; false when there is no such guide. */
export async function updateGuide(db: Database, storage: MediaStorage, id: number, fields: GuideFields, pdf: GuidePdf | null, now: string): Promise<boolean> {
  return writeContent(
    db,
    async (trx) => {
      const before = (await trx('guides').where({ id }).first('pdf_key')) as { pdf_key: string } | undefined;
      if (!before) return false;
      if (pdf) await storage.put(trx, pdf.key, pdf.data);
      const file = pdf ? { pdf_key: pdf.key, pdf_bytes: pdf.data.length, file_name: pdf.fileName } : {};
      await trx('guides')
        .where({ id })
        .update({ title: fields.title, description: fields.description, ...coverColumns(fields.cover), ...file, updated_at: now });
      if (pdf && pdf.key !== before.pdf_key) await storage.removeUnused(trx, [before.pdf_key]);
      return true;
    },
    { changed: (found) => found },
  );
}

/** Deletes the guide, its requests and (when no other guide has the same file) its PDF's bytes. */
export async function deleteGuide(db: Database, storage: MediaStorage, id: number): Promise<boolean> {
  return writeContent(
    db,
    async (trx) => {
      const row = (await trx('guides').where({ id }).first('pdf_key')) as { pdf_key: string } | undefined;
      if (!row) return false;
      await trx('guide_requests').where({ guide_id: id }).delete();
      await trx('guides').where({ id }).delete();
      await storage.removeUnused(trx, [row.pdf_key]);
      return true;
    },
    { changed: (found) => found },
  );
}

const guideColumns = [
  'id',
  'title',
  'description',
  'pdf_key',
  'pdf_bytes',
  'file_name',
  'cover_media_id',
  'cover_alt',
  'cover_decorative',
  'created_at',
  'updated_at',
];

async function requestCounts(db: Database, ids: number[]): Promise<Map<number, Guide['requests']>> {
  const counts = new Map<number, Guide['requests']>(ids.map((id) => [id, { confirmed: 0, pending: 0 }]));
  if (ids.length === 0) return counts;
  const rows = (await db('guide_requests')
    .whereIn('guide_id', ids)
    .select('guide_id', db.raw('count(confirmed_at) as confirmed'), db.raw('count(*) - count(confirmed_at) as pending'))
    .groupBy('guide_id')) as { guide_id: number; confirmed: number | string; pending: number | string }[];
  for (const row of rows) counts.set(Number(row.guide_id), { confirmed: Number(row.confirmed), pending: Number(row.pending) });
  return counts;
}

const toGuide = (row: GuideRow, requests: Guide['requests']): Guide => ({
  ...toPublicGuide(row),
  fileName: row.file_name,
  bytes: Number(row.pdf_bytes),
  createdAt: toIso(row.created_at),
  updatedAt: toIso(row.updated_at),
  requests,
});

/** Every guide, newest first. */
export async function listGuides(db: Database): Promise<Guide[]> {
  const rows = (await db('guides').select(guideColumns).orderBy('id', 'desc')) as GuideRow[];
  const counts = await requestCounts(
    db,
    rows.map((row) => Number(row.id)),
  );
  return rows.map((row) => toGuide(row, counts.get(Number(row.id))!));
}

export async function findGuide(db: Database, id: number): Promise<Guide | undefined> {
  const row = (await db('guides').where({ id }).first(guideColumns)) as GuideRow | undefined;
  if (!row) return undefined;
  return toGuide(row, (await requestCounts(db, [id])).get(id)!);
}

/** The guides `ids` names that exist, as pages draw them. */
export async function publicGuides(db: Database, ids: readonly number[]): Promise<PublicGuide[]> {
  if (ids.length === 0) return [];
  const rows = (await db('guides')
    .whereIn('id', [...new Set(ids)])
    .select(guideColumns)) as GuideRow[];
  return rows.map(toPublicGuide);
}

/** The PDF of a guide: its title (the download's name) and the key of its bytes. */
export async function guideFile(db: Database | Knex.Transaction, id: number): Promise<{ title: string; key: string } | undefined> {
  const row = (await db('guides').where({ id }).first('title', 'pdf_key')) as { title: string; pdf_key: string } | undefined;
  return row && { title: row.title, key: row.pdf_key };
}
