/**
 * Backups in the dashboard (owners: `backup.manage`; docs/product/api.md#endpoints):
 * `GET /api/admin/backup` the scheduled backups' settings and last outcome;
 * `GET /api/admin/backup/download` a backup of the whole site, streamed as it is written, encrypted
 * with BACKUP_PASSPHRASE when set; `GET /api/admin/backup/content.zip` the posts as Markdown with
 * their images. Both downloads are written to the audit log before the first byte.
 */
import type { RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import Joi from 'joi';
import { findBackupStatus } from '#database/backup/backup-runs.server.ts';
import type { Database } from '#database/db.server.ts';
import type { AuditLog } from '../audit/audit-log.server.ts';
import type { SessionUser } from '../auth/session.server.ts';
import { exportContent } from '../backup/content-export.server.ts';
import { archiveFileName, backupSite } from '../backup/site-archive.server.ts';
import type { BackupSettings } from '../config.server.ts';
import { validate } from '../validation/validate.ts';

export interface AdminBackupDeps {
  db: Database;
  logger: Logger;
  audit: AuditLog;
  settings: BackupSettings;
  userOf: (req: Parameters<RequestHandler>[0]) => Promise<SessionUser>;
  clock?: () => number;
}

/** These routes take no query: anything sent is refused rather than ignored. */
const noQuery = Joi.object({}).unknown(false);
const noQueryWording = { fieldsOf: 'the download' };

/** A failure once bytes are sent cannot become an error answer: the connection is cut, so the file is visibly incomplete. */
function failMidStream(res: Response, logger: Logger, what: string) {
  return (error: unknown) => {
    logger.error({ err: { message: error instanceof Error ? error.message : String(error) } }, `${what} failed while streaming`);
    res.destroy();
  };
}

export function adminBackupHandlers({ db, logger, audit, settings, userOf, clock = Date.now }: AdminBackupDeps) {
  const status: RequestHandler = async (req, res) => {
    validate(noQuery, req.query, noQueryWording);
    const last = await findBackupStatus(db, new Date(clock()));
    res.json({
      scheduled: settings.dir !== undefined,
      intervalHours: settings.intervalMs / 3_600_000,
      keep: settings.keep,
      encrypted: settings.passphrase !== undefined,
      ...last,
    });
  };

  const download: RequestHandler = async (req, res) => {
    validate(noQuery, req.query, noQueryWording);
    const now = new Date(clock());
    await audit.record(req, { actor: await userOf(req), action: 'backup.download', details: { encrypted: settings.passphrase !== undefined } });
    res
      .type('application/octet-stream')
      .set('Content-Disposition', `attachment; filename="${archiveFileName(now)}"`)
      .set('X-Backup-Encrypted', settings.passphrase ? 'yes' : 'no');
    await backupSite(db, res, settings.passphrase, now).catch(failMidStream(res, logger, 'backup download'));
  };

  const contentZip: RequestHandler = async (req, res) => {
    validate(noQuery, req.query, noQueryWording);
    const now = new Date(clock());
    await audit.record(req, { actor: await userOf(req), action: 'content.export' });
    res.type('application/zip').set('Content-Disposition', `attachment; filename="site-content-${now.toISOString().slice(0, 10)}.zip"`);
    await exportContent(db, res, now).catch(failMidStream(res, logger, 'content export'));
  };

  return { status, download, contentZip };
}
