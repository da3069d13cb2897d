/**
 * `npm run import:wordpress -- export.xml [--uploads wp-content-uploads.zip]` and
 * `npm run import:ghost -- export.json [--images content-images.zip|content/images]`, each with an optional
 * `--drafts missing-images|all|none` (which posts come in as drafts; default: those that lost an image): imports
 * posts into the configured database (docs/product/admin.md#importing), prints the report and keeps it as a
 * finished job, so the dashboard lists it too. Running it again adds nothing that is already there.
 */
import { createDatabase, migrateLatest } from '#database/db.server.ts';
import { createImportJob, finishImportJob, type ImportKind } from '#database/import-jobs.server.ts';
import { ConfigError, loadConfig } from '#server/config.server.ts';
import { HttpError } from '#server/errors.server.ts';
import { importFile } from '#server/import/import-file.server.ts';
import { mediaStorage } from '#server/media/storage.server.ts';
import { draftsChoices, reportLines, type DraftsChoice } from '#shared/import-report.ts';

const [kindArgument, ...rest] = process.argv.slice(2);
const kind = kindArgument as ImportKind;
const archiveFlag = kind === 'ghost' ? '--images' : '--uploads';
const flagAt = rest.indexOf(archiveFlag);
const uploadsPath = flagAt === -1 ? undefined : rest[flagAt + 1];
const draftsAt = rest.indexOf('--drafts');
const drafts = draftsAt === -1 ? 'missing-images' : rest[draftsAt + 1];
const isValue = (index: number) => (flagAt !== -1 && index === flagAt + 1) || (draftsAt !== -1 && index === draftsAt + 1);
const exportPath = rest.find((argument, index) => !argument.startsWith('--') && !isValue(index));

if ((kind !== 'wordpress' && kind !== 'ghost') || !exportPath || (flagAt !== -1 && !uploadsPath) || !draftsChoices.includes(drafts as DraftsChoice)) {
  console.error(
    `Usage: npm run import:wordpress -- export.xml [--uploads uploads.zip] [--drafts missing-images|all|none]\n       npm run import:ghost -- export.json [--images images.zip|folder] [--drafts missing-images|all|none]`,
  );
  process.exit(2);
}

try {
  const config = loadConfig();
  const db = createDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath, isProduction: config.isProduction });
  await migrateLatest(db);
  const job = await createImportJob(db, kind, exportPath.split('/').pop() ?? exportPath, null);
  try {
    const report = await importFile({
      db,
      storage: mediaStorage({ db }),
      kind,
      path: exportPath,
      uploadsPath,
      userId: null,
      drafts: drafts as DraftsChoice,
      progress: async (processed, total) => void process.stderr.write(`\r${processed} of ${total} posts`),
    });
    process.stderr.write('\n');
    await finishImportJob(db, job.id, { status: 'done', report });
    console.log(reportLines(report).join('\n'));
  } catch (error) {
    await finishImportJob(db, job.id, { status: 'failed', error: (error as Error).message });
    throw error;
  } finally {
    await db.destroy();
  }
  process.exit(0);
} catch (error) {
  const message =
    error instanceof ConfigError
      ? `Configuration error: ${error.message}`
      : error instanceof HttpError
        ? error.message
        : `Import failed: ${(error as Error).message}`;
  console.error(message);
  process.exit(1);
}
