// https://vike.dev/config
import type { Config } from 'vike/types';

// The lead's own page (@id) inherits both settings.
export default {
  pageKey: 'dashboard-leads',
  dashboardPermission: 'leads.read',
} satisfies Config;
