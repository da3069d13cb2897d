// https://vike.dev/client
import { profilePageIsland } from '#islands/dashboard/profile/profile-page.client.ts';
import { mountDashboard } from '#islands/dashboard/shell/mount-dashboard.client.ts';

mountDashboard(profilePageIsland);
