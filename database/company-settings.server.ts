/** The company's details set in the dashboard: one row, absent until the first save. */
import type { Database } from './db.server.ts';
import { writeContent } from './write-content.server.ts';

export interface CompanySettingsRow {
  /** The JSON document of every value but the logo. */
  data: unknown;
  logoImageId: number | null;
  updatedAt: string;
}

export async function getCompanySettingsRow(db: Database): Promise<CompanySettingsRow | undefined> {
  const row = (await db('company_settings').where({ id: 1 }).first()) as { data: string; logo_image_id: number | null; updated_at: string | Date } | undefined;
  if (!row) return undefined;
  return { data: JSON.parse(row.data) as unknown, logoImageId: row.logo_image_id, updatedAt: new Date(row.updated_at).toISOString() };
}

/** Saves the settings and marks every rendered page out of date, in one transaction. */
export async function saveCompanySettingsRow(db: Database, data: unknown, logoImageId: number | null): Promise<string> {
  const updatedAt = new Date().toISOString();
  await writeContent(db, async (trx) => {
    await trx('company_settings')
      .insert({ id: 1, data: JSON.stringify(data), logo_image_id: logoImageId, updated_at: updatedAt })
      .onConflict('id')
      .merge();
  });
  return updatedAt;
}
