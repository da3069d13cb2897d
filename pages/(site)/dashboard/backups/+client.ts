// https://vike.dev/client
// Only the dashboard's shell: the page's links work as they are.
import { mountDashboard } from '#islands/dashboard/shell/mount-dashboard.client.ts';

mountDashboard();
