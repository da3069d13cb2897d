// https://vike.dev/config
import type { Config } from 'vike/types';

// The posts page's permission is inherited (`posts.own`).
export default {
  pageKey: 'dashboard-post-editor',
} satisfies Config;
