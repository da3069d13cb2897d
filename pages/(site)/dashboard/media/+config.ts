// https://vike.dev/config
import type { Config } from 'vike/types';

export default {
  pageKey: 'dashboard-media',
  dashboardPermission: 'media.upload',
} satisfies Config;
