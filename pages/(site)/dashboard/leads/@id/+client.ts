// https://vike.dev/client
import { dashboardLeadIsland } from '#islands/dashboard/leads/dashboard-leads.client.ts';
import { mountDashboard } from '#islands/dashboard/shell/mount-dashboard.client.ts';

mountDashboard(dashboardLeadIsland);
