import type { Config } from 'vike/types';

// Depends on the signed-in admin: rendered on every request, never cached (the server sends no-store).
export default {
  pageKey: 'dashboard',
  renderCache: false,
} satisfies Config;
