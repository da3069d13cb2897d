// https://vike.dev/client: the dashboard's shell and the security page's React islands (app codes, passkeys).
import { passkeyManagerIsland } from '#islands/dashboard/security/passkey-manager.client.ts';
import { securitySettingsIsland } from '#islands/dashboard/security/security.client.ts';
import { mountDashboard } from '#islands/dashboard/shell/mount-dashboard.client.ts';

mountDashboard(securitySettingsIsland, passkeyManagerIsland);
