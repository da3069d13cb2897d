/**
 * A dashboard page's client entry: starts the shell (DashboardNav) and the page's own islands, then
 * shows a toast carried over from the previous page ("Login successful").
 */
import type { AnyClientIsland } from '#islands/registry.ts';
import { mountIslands } from '#renderer/mount-islands.client.ts';
import { showFlashedToast } from '../../toast/flash.ts';
import { dashboardNavIsland } from './dashboard-nav.client.ts';

export function mountDashboard(...pageIslands: AnyClientIsland[]): void {
  mountIslands(dashboardNavIsland, ...pageIslands);
  showFlashedToast();
}
