// https://vike.dev/config
import type { Config } from 'vike/types';

export default {
  pageKey: 'dashboard-site-page-editor',
  dashboardPermission: 'pages.manage',
} satisfies Config;
