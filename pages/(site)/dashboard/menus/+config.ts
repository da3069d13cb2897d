// https://vike.dev/config
import type { Config } from 'vike/types';

export default {
  pageKey: 'dashboard-menus',
  dashboardPermission: 'pages.manage',
} satisfies Config;
