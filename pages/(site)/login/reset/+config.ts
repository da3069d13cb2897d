import type { Config } from 'vike/types';

// The same for everyone (the link's token is in the fragment, read in the browser): rendered once.
export default {
  pageKey: 'login-reset',
  renderCache: 'static',
} satisfies Config;
