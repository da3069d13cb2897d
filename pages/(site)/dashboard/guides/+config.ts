// https://vike.dev/config
import type { Config } from 'vike/types';

export default {
  pageKey: 'dashboard-guides',
  dashboardPermission: 'guides.manage',
} satisfies Config;
