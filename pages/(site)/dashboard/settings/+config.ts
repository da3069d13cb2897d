// https://vike.dev/config
import type { Config } from 'vike/types';

export default {
  pageKey: 'dashboard-settings',
  dashboardPermission: 'company.manage',
} satisfies Config;
