// https://vike.dev/config
import type { Config } from 'vike/types';

// Inherits the dashboard's shell and no-cache rendering (../+config.ts); ../+guard.ts checks the permission.
export default {
  pageKey: 'dashboard-subscribers',
  dashboardPermission: 'subscribers.manage',
} satisfies Config;
