// https://vike.dev/client
import { auditPageIsland } from '#islands/dashboard/audit/audit-page.client.ts';
import { mountDashboard } from '#islands/dashboard/shell/mount-dashboard.client.ts';

mountDashboard(auditPageIsland);
