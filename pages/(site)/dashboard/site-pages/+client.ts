// https://vike.dev/client
import { sitePagesListIsland } from '#islands/dashboard/site-pages/site-pages.client.ts';
import { mountDashboard } from '#islands/dashboard/shell/mount-dashboard.client.ts';

mountDashboard(sitePagesListIsland);
