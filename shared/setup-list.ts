/**
 * The owner's setup list (docs/product/admin.md#setup-list): what a fresh site still needs before it can take
 * bookings and show a real company, each item with the dashboard page where it is done. No server-only imports.
 */
import { dashboardCallsPath, dashboardProofPath, dashboardSettingsPath } from './dashboard-paths.ts';

export const setupItemKeys = ['hours', 'contact', 'logo', 'proof'] as const;
export type SetupItemKey = (typeof setupItemKeys)[number];

/** What `GET /api/admin/setup` answers: each item and whether it is done, in the order the list shows them. */
export interface SetupAnswer {
  items: { key: SetupItemKey; done: boolean }[];
}

/** Where each item is done. */
export const setupItemPath: Record<SetupItemKey, string> = {
  hours: dashboardCallsPath,
  contact: dashboardSettingsPath,
  logo: dashboardSettingsPath,
  proof: dashboardProofPath,
};

/**
 * Whether a phone number is a real one: at least 7 digits and not a 555-0100 to 555-0199 number (reserved for
 * fiction; the first-run placeholder is one).
 */
export function isRealPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7) return false;
  const local = digits.slice(-7);
  return !/^55501\d\d$/.test(local);
}
