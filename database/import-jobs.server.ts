/**
 * Import jobs (docs/product/admin.md#importing): a row per import, polled by the dashboard for its progress and
 * report. A job that was running when its process stopped is marked `interrupted` at the next start.
 */
import type { Database } from './db.server.ts';

export type ImportKind = 'wordpress' | 'ghost';
export type ImportJobStatus = 'queued' | 'running' | 'done' | 'failed' | 'interrupted';

export interface ImportJob {
  id: number;
  kind: ImportKind;
  status: ImportJobStatus;
  fileName: string;
  total: number;
  processed: number;
  /** The report once done (shared/import-report.ts); null before. */
  report: unknown;
  error: string | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

interface JobRow {
  id: number | string;
  kind: ImportKind;
  status: ImportJobStatus;
  file_name: string;
  total: number | string;
  processed: number | string;
  report: string | null;
  error: string | null;
  created_at: string | Date;
  updated_at: string | Date;
  finished_at: string | Date | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();

function toJob(row: JobRow): ImportJob {
  return {
    id: Number(row.id),
    kind: row.kind,
    status: row.status,
    fileName: row.file_name,
    total: Number(row.total),
    processed: Number(row.processed),
    report: row.report === null ? null : (JSON.parse(row.report) as unknown),
    error: row.error,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    finishedAt: row.finished_at === null ? null : iso(row.finished_at),
  };
}

export async function createImportJob(db: Database, kind: ImportKind, fileName: string, createdBy: number | null): Promise<ImportJob> {
  const now = new Date().toISOString();
  const [row] = (await db('import_jobs')
    .insert({ kind, status: 'queued', file_name: fileName.slice(0, 255), created_by: createdBy, created_at: now, updated_at: now })
    .returning(['id'])) as { id: number | string }[];
  return (await findImportJob(db, Number(row!.id)))!;
}

export async function findImportJob(db: Database, id: number): Promise<ImportJob | undefined> {
  const row = (await db('import_jobs').where({ id }).first()) as JobRow | undefined;
  return row && toJob(row);
}

export async function listImportJobs(db: Database, limit = 20): Promise<ImportJob[]> {
  const rows = (await db('import_jobs').orderBy('id', 'desc').limit(limit)) as JobRow[];
  return rows.map(toJob);
}

export async function updateImportProgress(
  db: Database,
  id: number,
  progress: { status?: ImportJobStatus; total?: number; processed?: number },
): Promise<void> {
  await db('import_jobs')
    .where({ id })
    .update({ ...progress, updated_at: new Date().toISOString() });
}

export async function finishImportJob(db: Database, id: number, result: { status: 'done' | 'failed'; report?: unknown; error?: string }): Promise<void> {
  const now = new Date().toISOString();
  await db('import_jobs')
    .where({ id })
    .update({
      status: result.status,
      report: result.report === undefined ? null : JSON.stringify(result.report),
      error: result.error?.slice(0, 500) ?? null,
      updated_at: now,
      finished_at: now,
    });
}

/**
 * Jobs left queued or running by a process that stopped: a running job's process touches it at least every
 * `staleAfterMs / 3` (its heartbeat), so one untouched for longer has no process any more. Their posts so far are
 * kept; a new run adds the rest. Called at start and when a job is read.
 */
export async function markInterruptedImportJobs(db: Database, staleAfterMs = 60_000): Promise<number> {
  const now = new Date();
  return db('import_jobs')
    .whereIn('status', ['queued', 'running'])
    .where('updated_at', '<', new Date(now.getTime() - staleAfterMs).toISOString())
    .update({
      status: 'interrupted',
      error: 'The server stopped during the import; run it again to add the rest.',
      updated_at: now.toISOString(),
      finished_at: now.toISOString(),
    });
}

/** A post that lost images at import, with its content as imported (shared/import-report.ts). */
export interface ImportImageLoss {
  postId: number;
  imagesLost: number;
  contentHash: string;
}

/** The posts finished imports left without some of their images (site health reads them; the reports say so). */
export async function listImportImageLosses(db: Database): Promise<ImportImageLoss[]> {
  const rows = (await db('import_jobs').where({ status: 'done' }).where('report', 'like', '%"contentHash"%').select('report')) as { report: string }[];
  const losses: ImportImageLoss[] = [];
  for (const row of rows) {
    const report = JSON.parse(row.report) as { added?: { postId?: number; imagesLost?: number; contentHash?: string }[] };
    for (const post of report.added ?? [])
      if (post.postId !== undefined && post.contentHash !== undefined && (post.imagesLost ?? 0) > 0)
        losses.push({ postId: post.postId, imagesLost: post.imagesLost!, contentHash: post.contentHash });
  }
  return losses;
}
