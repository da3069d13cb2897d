// https://vike.dev/config
import type { Config } from 'vike/types';

export default {
  pageKey: 'dashboard-posts',
  dashboardPermission: 'posts.own',
} satisfies Config;
