// https://vike.dev/client
import { newslettersPageIsland } from '#islands/dashboard/newsletters/newsletters-page.client.ts';
import { mountDashboard } from '#islands/dashboard/shell/mount-dashboard.client.ts';

mountDashboard(newslettersPageIsland);
