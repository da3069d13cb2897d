/**
 * The company's details: what an owner saved in the dashboard, or the first-run
 * placeholders of content/company.ts until then. Pages, JSON-LD and emails read them
 * through loadCompanySettings.
 */
import { firstRunCompanySettings } from '#content/company.ts';
import { getCompanySettingsRow } from '#database/company-settings.server.ts';
import type { Database } from '#database/db.server.ts';
import { findStoredImageRefs } from '#database/stored-images.server.ts';
import type { CompanySettings, CompanySettingsAnswer } from '#shared/company-settings.ts';

/** The saved values over the placeholders (a field added later takes its placeholder). */
export async function loadCompanySettings(db: Database): Promise<CompanySettingsAnswer> {
  const row = await getCompanySettingsRow(db);
  if (!row) return { settings: firstRunCompanySettings, placeholder: true, updatedAt: null };
  const saved = row.data as Partial<Omit<CompanySettings, 'logo'>>;
  const logoRef = row.logoImageId === null ? undefined : (await findStoredImageRefs(db, [row.logoImageId])).get(row.logoImageId);
  const settings: CompanySettings = {
    ...firstRunCompanySettings,
    ...saved,
    address: { ...firstRunCompanySettings.address, ...saved.address },
    logo: logoRef ? { id: logoRef.id, url: logoRef.url, width: logoRef.width, height: logoRef.height } : null,
  };
  return { settings, placeholder: false, updatedAt: row.updatedAt };
}
