// The link to /book that the home page, the thank-you pages and the revenue check's result show (docs/product/booking.md).
import type { Link } from './types.ts';

export const bookCallLink: Link = { label: 'Book a free assessment call', href: '/book' };

/** The sentence around the link, where a page offers it as a next step. */
export const bookCallPrompt = 'Rather talk now?';
