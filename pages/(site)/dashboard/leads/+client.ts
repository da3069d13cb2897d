// https://vike.dev/client
import { dashboardLeadsIsland } from '#islands/dashboard/leads/dashboard-leads.client.ts';
import { mountDashboard } from '#islands/dashboard/shell/mount-dashboard.client.ts';

mountDashboard(dashboardLeadsIsland);
