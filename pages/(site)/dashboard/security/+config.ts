import type { Config } from 'vike/types';

// Inside the dashboard's shell, for every staff account; rendered per request (the server sends no-store).
export default {
  pageKey: 'security',
  renderCache: false,
  dashboardPermission: 'signed-in',
} satisfies Config;
