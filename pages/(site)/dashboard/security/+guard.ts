// https://vike.dev/guard
// The Express route GET /dashboard/security checks the session and passes the user's
// two-factor state in; if the page is ever reached another way, it fails closed.
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';

export function guard(pageContext: PageContextServer): void {
  if (!pageContext.securityPage) throw redirect('/login');
}
