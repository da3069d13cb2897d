// https://vike.dev/client
import { callsPageIsland } from '#islands/dashboard/calls/calls-page.client.ts';
import { mountDashboard } from '#islands/dashboard/shell/mount-dashboard.client.ts';

mountDashboard(callsPageIsland);
