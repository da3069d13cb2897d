// https://vike.dev/client
import { dashboardPostsIsland } from '#islands/dashboard/posts/dashboard-posts.client.ts';
import { mountDashboard } from '#islands/dashboard/shell/mount-dashboard.client.ts';

mountDashboard(dashboardPostsIsland);
