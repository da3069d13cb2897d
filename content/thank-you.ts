// Copy for /thank-you, shown after a contact message is sent (docs/product/pages.md#thank-you-page).

import type { Link } from './types.ts';

export const thankYou: { heading: string; message: string; followUp: string; homeLink: Link } = {
  heading: 'Thank You!',
  message: 'Your message has been sent.',
  followUp: 'A member of our revenue cycle team will reply within 24 hours.',
  homeLink: { label: 'Back to Home', href: '/' },
};
