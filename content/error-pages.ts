// Copy for the error pages (pages/_error): a heading and a line for each status the site answers
// with its own page, and the blog's "Post Not Found".

import type { Link } from './types.ts';

export interface ErrorPageCopy {
  heading: string;
  text: string;
}

export const errorPages: Record<number, ErrorPageCopy> = {
  // The heading is the spec's; its sentence ("Did you forget to add the page to the router?") spoke to a
  // developer, not to a visitor, and is replaced (docs/product/pages.md#error-pages).
  404: {
    heading: '404 Page Not Found',
    text: 'We could not find the page you were looking for. It may have moved, or the address may have a typo. These pages may help, or search the site.',
  },
  400: { heading: 'Bad request', text: 'We could not understand that request. Please go back and try again.' },
  403: { heading: 'Request refused', text: 'That request was refused. If you followed a link from another site, open this site directly.' },
  413: { heading: 'Too much data', text: 'What you sent was too large. Please shorten it and try again.' },
  415: {
    heading: 'Unsupported format',
    text: 'What you sent was not in a format this site accepts (text must be UTF-8). Please reload the page and try again.',
  },
  429: { heading: 'Too many requests', text: 'Please wait a few minutes and try again.' },
  503: { heading: 'Temporarily unavailable', text: 'We are having trouble right now. Please try again in a minute.' },
};

/** Any other status (500 and the rest). */
export const errorPageFallback: ErrorPageCopy = {
  heading: 'Something went wrong',
  text: 'We could not show this page. Please try again in a moment.',
};

export const errorPageHomeLink = 'Back to Home';

/** Where the not-found page sends a visitor instead (with the site search). */
export const notFoundLinks: Link[] = [
  { label: 'Our services', href: '/#services' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact us', href: '/#contact' },
];

/** A missing or draft blog post (docs/product/blog.md#post-page). */
export const postNotFound = {
  heading: 'Post Not Found',
  text: "The blog post you're looking for doesn't exist.",
  blogLink: 'Back to Blog',
} as const;

/** A share-preview link that is expired, revoked or not a real link (docs/product/blog.md#preview). */
export const previewLinkInvalid = {
  heading: 'This preview link does not work',
  text: 'It may have expired or been revoked, or it was copied incompletely. Ask the person who shared it for a new link.',
  blogLink: 'Go to the blog',
} as const;
