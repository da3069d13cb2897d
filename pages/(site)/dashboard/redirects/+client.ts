// https://vike.dev/client
import { redirectsPageIsland } from '#islands/dashboard/redirects/redirects-page.client.ts';
import { mountDashboard } from '#islands/dashboard/shell/mount-dashboard.client.ts';

mountDashboard(redirectsPageIsland);
