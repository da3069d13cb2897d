// https://vike.dev/client
import { siteHealthPageIsland } from '#islands/dashboard/site-health/site-health-page.client.ts';
import { mountDashboard } from '#islands/dashboard/shell/mount-dashboard.client.ts';

mountDashboard(siteHealthPageIsland);
