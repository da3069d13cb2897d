import type { Config } from 'vike/types';

// The form is the same for everyone: rendered once. A failed POST /login renders it again with the error.
export default {
  pageKey: 'login',
  renderCache: 'static',
} satisfies Config;
