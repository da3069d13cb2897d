// https://vike.dev/guard
// Every page under /dashboard inherits this guard. The Express route GET /dashboard/* checks the session
// and passes the user in (server/auth/auth-pages.server.ts); a page reached any other way, or without a
// `dashboardPermission` setting, fails closed. A role the page's permission does not allow gets 403.
import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { dashboardForbiddenReason } from '#shared/dashboard-paths.ts';
import { can } from '#shared/roles.ts';

export function guard(pageContext: PageContextServer): void {
  const user = pageContext.sessionUser;
  if (!user) throw redirect('/login');
  const permission = pageContext.config.dashboardPermission;
  if (permission === undefined || (permission !== 'signed-in' && !can(user.role, permission))) throw render(403, dashboardForbiddenReason);
}
