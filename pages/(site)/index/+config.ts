import type { Config } from 'vike/types';

export default {
  pageKey: 'home',
  hasContactSection: true,
} satisfies Config;
