import type { Config } from 'vike/types';

// Rendered by the Express route GET/POST /login/forgot (server/auth/auth-pages.server.ts), which knows
// whether SMTP is set: per request, never cached. No islands: the form works without JavaScript.
export default {
  pageKey: 'login-forgot',
  renderCache: false,
} satisfies Config;
