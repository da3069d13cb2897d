// https://vike.dev/data
// The scheduled backups' last outcome, read on the server so the page shows it without JavaScript.
import type { PageContextServer } from 'vike/types';
import { type BackupStatus, findBackupStatus } from '#database/backup/backup-runs.server.ts';
import { withDatabase } from '../../../page-database.server.ts';

export type Data = { status: BackupStatus };

export async function data(pageContext: PageContextServer): Promise<Data> {
  return { status: await withDatabase(pageContext, (db) => findBackupStatus(db, new Date())) };
}
