// Copy for /dashboard when JavaScript is off (the dashboard itself is a React island that needs it).

import type { Link } from './types.ts';

export const dashboardNoScript: { heading: string; message: string; stillWorks: string; links: Link[]; signOut: string } = {
  heading: 'The dashboard needs JavaScript',
  message: 'Posts and leads are managed in the browser, and JavaScript is turned off or blocked here. Turn it on and reload this page.',
  stillWorks: 'Without JavaScript you can still read the whole site and the blog:',
  links: [
    { label: 'Home', href: '/' },
    { label: 'Blog', href: '/blog' },
  ],
  // No form signs out without JavaScript (only POST /api/auth/logout does); the idle timeout is server/auth/session.server.ts's.
  signOut: 'Signing out needs JavaScript too. Without it, your session ends by itself after 30 minutes without activity.',
};
