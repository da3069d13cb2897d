// https://vike.dev/client
import { mediaLibraryIsland } from '#islands/dashboard/media/media-library.client.ts';
import { mountDashboard } from '#islands/dashboard/shell/mount-dashboard.client.ts';

mountDashboard(mediaLibraryIsland);
