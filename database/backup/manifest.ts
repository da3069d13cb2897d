/**
 * What an archive says about itself (docs/decisions/060-backup-archives.md). A gzipped tar whose first
 * entry is `manifest.json` and whose last is `checksums.json`; between them each table's rows as JSON
 * Lines, in parts of at most partRows rows or partBytes bytes: `tables/<table>/<00001>.jsonl`.
 */

export const archiveFormat = 'rcm-site-backup';
export const archiveFormatVersion = 1;
export const manifestEntry = 'manifest.json';
export const checksumsEntry = 'checksums.json';
export const partRows = 1000;
export const partBytes = 4 * 1024 * 1024;

export interface Manifest {
  format: typeof archiveFormat;
  formatVersion: number;
  /** The last migration applied to the database the archive was made from. */
  schemaVersion: string;
  appVersion: string;
  createdAt: string;
  /** `sqlite` or `postgres`: informative only, since the rows are engine-neutral. */
  engine: string;
  tables: string[];
}

export interface Checksums {
  /** sha256 (hex) of every entry before this one, the manifest included, by entry name. */
  parts: Record<string, string>;
  /** Rows of each table. */
  rows: Record<string, number>;
}

export const partName = (table: string, index: number) => `tables/${table}/${String(index).padStart(5, '0')}.jsonl`;

export function tableOfPart(name: string): string | undefined {
  return /^tables\/([a-z_]+)\/\d{5}\.jsonl$/.exec(name)?.[1];
}
