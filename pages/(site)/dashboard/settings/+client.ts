// https://vike.dev/client
import { companySettingsIsland } from '#islands/dashboard/settings/settings.client.ts';
import { mountDashboard } from '#islands/dashboard/shell/mount-dashboard.client.ts';

mountDashboard(companySettingsIsland);
