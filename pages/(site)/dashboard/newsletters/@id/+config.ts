// https://vike.dev/config
import type { Config } from 'vike/types';

// The newsletters page's permission is inherited (`subscribers.manage`).
export default {
  pageKey: 'dashboard-newsletter',
} satisfies Config;
