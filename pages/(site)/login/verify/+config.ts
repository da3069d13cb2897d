import type { Config } from 'vike/types';

// Shown only to a half-signed-in session (server/auth/auth-pages.server.ts): rendered per request, never cached.
export default {
  pageKey: 'login-verify',
  renderCache: false,
} satisfies Config;
