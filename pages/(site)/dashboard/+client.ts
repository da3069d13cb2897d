// https://vike.dev/client: the dashboard's shell and its overview; a toast carried over ("Login successful").
import { dashboardOverviewIsland } from '#islands/dashboard/overview/dashboard-overview.client.ts';
import { mountDashboard } from '#islands/dashboard/shell/mount-dashboard.client.ts';

mountDashboard(dashboardOverviewIsland);
