/** The owners' security settings (one row; the defaults until first saved). */
import type { Database } from './db.server.ts';

export interface SecuritySettings {
  /** Every user must have a second factor: one without it is sent to set it up after the password. */
  requireTwoFactor: boolean;
}

export async function getSecuritySettings(db: Database): Promise<SecuritySettings> {
  const row = await db('security_settings').where({ id: 1 }).first();
  return { requireTwoFactor: Boolean(row?.require_two_factor) };
}

export async function saveSecuritySettings(db: Database, settings: SecuritySettings, now: string): Promise<void> {
  await db('security_settings').insert({ id: 1, require_two_factor: settings.requireTwoFactor, updated_at: now }).onConflict('id').merge();
}
