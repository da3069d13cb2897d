/** Passkey field rules shared by the API (server/auth/passkey-input.server.ts) and the security page. */
export const PASSKEY_NAME_MAX_LENGTH = 64;

/** What the API and the security page show of a passkey (never its key). */
export interface PasskeySummary {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Synced by its provider (iCloud Keychain, Google Password Manager…). */
  backedUp: boolean;
}
