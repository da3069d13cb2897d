// https://vike.dev/client
import { subscribersPageIsland } from '#islands/dashboard/subscribers/subscribers-page.client.ts';
import { mountDashboard } from '#islands/dashboard/shell/mount-dashboard.client.ts';

mountDashboard(subscribersPageIsland);
