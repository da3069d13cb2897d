// https://vike.dev/guard
// The Express route GET /login/verify checks for a half session and passes `secondStep`;
// if the page is ever reached another way, it sends the visitor to the password first.
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';

export function guard(pageContext: PageContextServer): void {
  if (!pageContext.secondStep) throw redirect('/login');
}
