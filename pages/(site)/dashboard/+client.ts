// https://vike.dev/client: the dashboard is a React island; a toast carried over ("Login successful").
import { dashboardIsland } from '#islands/dashboard/dashboard.client.ts';
import { showFlashedToast } from '#islands/toast/flash.ts';
import { mountIslands } from '#renderer/mount-islands.client.ts';

mountIslands(dashboardIsland);
showFlashedToast();
