// https://vike.dev/client
import { mountDashboard } from '#islands/dashboard/shell/mount-dashboard.client.ts';
import { guidesPageIsland } from '#islands/dashboard/guides/guides-page.client.ts';

mountDashboard(guidesPageIsland);
