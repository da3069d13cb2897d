// https://vike.dev/guard
// The Express route GET /login/forgot passes `forgotPassword`; reached another way, the page sends the visitor to /login.
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';

export function guard(pageContext: PageContextServer): void {
  if (!pageContext.forgotPassword) throw redirect('/login');
}
