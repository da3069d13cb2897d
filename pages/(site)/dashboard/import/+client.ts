// https://vike.dev/client
import { importPageIsland } from '#islands/dashboard/import/import-page.client.ts';
import { mountDashboard } from '#islands/dashboard/shell/mount-dashboard.client.ts';

mountDashboard(importPageIsland);
