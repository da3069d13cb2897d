import type { Config } from 'vike/types';

// The same for everyone (the token is in the fragment, read in the browser): rendered once.
export default {
  pageKey: 'invite',
  renderCache: 'static',
} satisfies Config;
