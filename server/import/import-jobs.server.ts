/**
 * Imports started from the dashboard run in the background, one at a time per process, so a 2,000-post import
 * does not hold the request (docs/product/admin.md#importing). The job's row says how far it is; the runner
 * touches it at least every 15 s, so a job whose process stopped is marked interrupted once untouched for 60 s
 * (database/import-jobs.server.ts).
 */
import { rm } from 'node:fs/promises';
import type { Logger } from 'pino';
import type { Database } from '#database/db.server.ts';
import { createImportJob, finishImportJob, updateImportProgress, type ImportJob, type ImportKind } from '#database/import-jobs.server.ts';
import type { MediaStorage } from '#database/media-storage.server.ts';
import type { DraftsChoice } from '#shared/import-report.ts';
import { runPreparedImport, type PreparedImport } from './import-file.server.ts';

export interface ImportJobDeps {
  db: Database;
  storage: MediaStorage;
  logger: Logger;
}

export interface StartedImport {
  kind: ImportKind;
  prepared: PreparedImport;
  fileName: string;
  userId: number;
  drafts: DraftsChoice;
  /** The temporary folder of the uploaded files, removed when the job ends. */
  folder: string;
}

const heartbeatMs = 15_000;

export function importJobRunner({ db, storage, logger }: ImportJobDeps) {
  let queue: Promise<void> = Promise.resolve();

  async function run(job: ImportJob, started: StartedImport): Promise<void> {
    const heartbeat = setInterval(() => void updateImportProgress(db, job.id, {}).catch(() => undefined), heartbeatMs);
    heartbeat.unref();
    try {
      await updateImportProgress(db, job.id, { status: 'running', total: started.prepared.exported.posts.length });
      const report = await runPreparedImport(started.prepared, {
        db,
        storage,
        kind: started.kind,
        path: started.fileName,
        fileName: started.fileName,
        userId: started.userId,
        drafts: started.drafts,
        progress: (processed, total) => updateImportProgress(db, job.id, { processed, total }),
      });
      await finishImportJob(db, job.id, { status: 'done', report });
    } catch (error) {
      logger.error({ err: error, job: job.id }, 'import failed');
      await finishImportJob(db, job.id, { status: 'failed', error: (error as Error).message }).catch(() => undefined);
    } finally {
      clearInterval(heartbeat);
      await rm(started.folder, { recursive: true, force: true });
    }
  }

  return {
    /** Records the job and queues it; answers at once. */
    async start(started: StartedImport): Promise<ImportJob> {
      const job = await createImportJob(db, started.kind, started.fileName, started.userId);
      queue = queue.then(() => run(job, started));
      return job;
    },
    /** Resolves when every queued job has ended (tests, shutdown). */
    idle: () => queue,
  };
}
