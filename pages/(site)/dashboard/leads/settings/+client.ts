// https://vike.dev/client
import { leadSettingsIsland } from '#islands/dashboard/lead-settings/lead-settings.client.ts';
import { mountDashboard } from '#islands/dashboard/shell/mount-dashboard.client.ts';

mountDashboard(leadSettingsIsland);
