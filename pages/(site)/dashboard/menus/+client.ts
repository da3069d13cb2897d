// https://vike.dev/client
import { menusEditorIsland } from '#islands/dashboard/menus/menus-editor.client.ts';
import { mountDashboard } from '#islands/dashboard/shell/mount-dashboard.client.ts';

mountDashboard(menusEditorIsland);
