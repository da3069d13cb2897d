/**
 * /api/admin/import (docs/product/api.md#endpoints, docs/product/admin.md#importing): imports from WordPress and
 * Ghost, for owners and editors.
 *
 * - `POST` (`multipart/form-data`: `source` wordpress|ghost, `file` the export, optional `uploads` the images
 *   zip): the export is read and checked, and the archive's directory, before anything is written: a malformed
 *   file or hostile archive answers 4xx. Then 202 with the job, which runs in the background.
 * - `GET` answers `{jobs}`, newest first; `GET /:id` one job with its progress and, once done, its report.
 */
import { rm } from 'node:fs/promises';
import type { Request, RequestHandler } from 'express';
import Joi from 'joi';
import { findImportJob, listImportJobs, markInterruptedImportJobs, type ImportKind } from '#database/import-jobs.server.ts';
import type { AuditLog } from '../audit/audit-log.server.ts';
import type { SessionUser } from '../auth/session.server.ts';
import { HttpError } from '../errors.server.ts';
import { prepareImport } from '../import/import-file.server.ts';
import type { importJobRunner } from '../import/import-jobs.server.ts';
import { saveImportUpload } from '../import/import-upload.server.ts';
import { pathId } from '../validation/rules.ts';
import { validate } from '../validation/validate.ts';
import type { Database } from '#database/db.server.ts';
import { draftsChoices, type DraftsChoice } from '#shared/import-report.ts';

export interface ImportApiDeps {
  db: Database;
  audit: AuditLog;
  userOf: (req: Request) => Promise<SessionUser>;
  jobs: ReturnType<typeof importJobRunner>;
}

const sourceSchema = Joi.object({
  source: Joi.string().valid('wordpress', 'ghost').required(),
  drafts: Joi.string()
    .valid(...draftsChoices)
    .default('missing-images'),
});
const sourceWording = { whole: 'the import', fieldsOf: 'the import', labels: { source: 'Source', drafts: 'Import as drafts' } };

export function adminImportHandlers({ db, audit, userOf, jobs }: ImportApiDeps): Record<'start' | 'list' | 'show', RequestHandler> {
  return {
    async start(req, res) {
      const user = await userOf(req);
      const saved = await saveImportUpload(req);
      let handedOver = false;
      try {
        const { source: kind, drafts } = validate<{ source: ImportKind; drafts: DraftsChoice }>(
          sourceSchema,
          { source: saved.source, drafts: saved.drafts },
          sourceWording,
        );
        if (!saved.file) throw new HttpError(400, 'Choose the export file to import.', { errors: [{ field: 'file', message: 'Choose the export file.' }] });
        const prepared = await prepareImport(kind, saved.file.path, saved.uploads?.path);
        const job = await jobs.start({ kind, prepared, fileName: saved.file.fileName, userId: user.id, drafts, folder: saved.folder });
        handedOver = true;
        await audit.record(req, {
          actor: user,
          action: 'content.import',
          target: `import:${job.id}`,
          details: { source: kind, drafts, fileName: saved.file.fileName.slice(0, 100) },
        });
        res.status(202).location(`/api/admin/import/${job.id}`).json(job);
      } finally {
        if (!handedOver) await rm(saved.folder, { recursive: true, force: true });
      }
    },

    async list(_req, res) {
      await markInterruptedImportJobs(db);
      res.json({ jobs: await listImportJobs(db) });
    },

    async show(req, res) {
      const id = pathId(req.params.id);
      await markInterruptedImportJobs(db);
      const job = await findImportJob(db, id);
      if (!job) throw new HttpError(404, 'Import not found');
      res.json(job);
    },
  };
}
