// https://vike.dev/client
import { sequencesPageIsland } from '#islands/dashboard/sequences/sequences-page.client.ts';
import { mountDashboard } from '#islands/dashboard/shell/mount-dashboard.client.ts';

mountDashboard(sequencesPageIsland);
