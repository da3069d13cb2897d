// https://vike.dev/config
import type { Config } from 'vike/types';

// Every page below /dashboard: the dashboard's own shell, and it depends on the signed-in user, so it is
// rendered on every request and never cached (the server sends no-store). Each page states who may open
// it (`dashboardPermission`, checked by +guard.ts); this overview is for every staff account.
export default {
  pageKey: 'dashboard',
  renderCache: false,
  shell: 'dashboard',
  dashboardPermission: 'signed-in',
} satisfies Config;
