// The next steps the home and thank-you pages offer (docs/product/pages.md#home-page, #thank-you-page): booking the
// free assessment call, and the blog. In the seeded pages, and added by migration 2026-11-28-0500 to pages seeded
// before them that nobody has edited since.
import type { CtaBandSection } from '#shared/page-sections/index.ts';
import { bookCallLink } from '../booking.ts';

/** On the home page, just before the contact form. */
export const homeBookCall: CtaBandSection = {
  id: 'book-call',
  type: 'ctaBand',
  anchor: 'book-call',
  heading: 'Prefer to Talk It Through?',
  text: 'Pick a time for a free assessment call with our revenue cycle team: we go through your claims, denials and collections with you and suggest where to start.',
  buttonLabel: bookCallLink.label,
  buttonHref: bookCallLink.href,
  secondaryLabel: 'Or send us a message',
  secondaryHref: '#contact',
};

/** On the thank-you page, after the message: what a visitor can do while they wait for the reply. */
export const thankYouNextSteps: CtaBandSection = {
  id: 'next-steps',
  type: 'ctaBand',
  anchor: 'next-steps',
  heading: 'While You Wait',
  text: 'Book your free assessment call now instead of waiting for our reply, or read our articles on billing, coding and collections.',
  buttonLabel: bookCallLink.label,
  buttonHref: bookCallLink.href,
  secondaryLabel: 'Read the blog',
  secondaryHref: '/blog',
};
