// https://vike.dev/config
import type { Config } from 'vike/types';

export default {
  pageKey: 'dashboard-proof',
  dashboardPermission: 'proof.manage',
} satisfies Config;
