// https://vike.dev/client
import { staffPageIsland } from '#islands/dashboard/staff/staff-page.client.ts';
import { mountDashboard } from '#islands/dashboard/shell/mount-dashboard.client.ts';

mountDashboard(staffPageIsland);
