// https://vike.dev/client
import { postEditorPageIsland } from '#islands/dashboard/editor/post-editor-page.client.ts';
import { mountDashboard } from '#islands/dashboard/shell/mount-dashboard.client.ts';

mountDashboard(postEditorPageIsland);
