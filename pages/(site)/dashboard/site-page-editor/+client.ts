// https://vike.dev/client
import { pageEditorIsland } from '#islands/dashboard/site-pages/page-editor.client.ts';
import { mountDashboard } from '#islands/dashboard/shell/mount-dashboard.client.ts';

mountDashboard(pageEditorIsland);
