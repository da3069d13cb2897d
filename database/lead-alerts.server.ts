/** The dashboard's email alert settings for new leads (one row; none until first saved). */
import type { Database } from './db.server.ts';

export interface LeadAlertSettings {
  enabled: boolean;
  recipients: string[];
}

export async function getLeadAlertSettings(db: Database): Promise<LeadAlertSettings | undefined> {
  const row = await db('lead_alert_settings').where({ id: 1 }).first();
  if (!row) return undefined;
  return { enabled: Boolean(row.enabled), recipients: String(row.recipients).split(',').filter(Boolean) };
}

export async function saveLeadAlertSettings(db: Database, settings: LeadAlertSettings): Promise<void> {
  await db('lead_alert_settings')
    .insert({ id: 1, enabled: settings.enabled, recipients: settings.recipients.join(','), updated_at: new Date().toISOString() })
    .onConflict('id')
    .merge();
}
