// Copy of the site search (/search), which the header, the blog and the not-found page offer
// (docs/product/pages.md#search).

import type { Link } from './types.ts';

export const searchCopy = {
  heading: 'Search',
  label: 'Search the site',
  button: 'Search',
  placeholder: 'e.g. denials, coding, A/R',
  /** Shown before a search: nothing typed yet. */
  prompt: 'Type a word or two about what you are looking for.',
  none: (query: string) => `Nothing on the site matches “${query}”. Try another word, or contact us and we will help.`,
  count: (count: number, query: string) => `${count} ${count === 1 ? 'result' : 'results'} for “${query}”`,
  contactLink: { label: 'Contact us', href: '/#contact' } satisfies Link,
  /** When nothing matched: where to go from there. */
  onwardHeading: 'You may be looking for',
  onwardLinks: [
    { label: 'Our services, from the home page', href: '/' },
    { label: 'RCM solutions', href: '/solutions' },
    { label: 'The blog', href: '/blog' },
    { label: 'Contact us', href: '/#contact' },
  ] satisfies Link[],
  kinds: { page: 'Page', post: 'Blog post' },
  /** The header's search button and field (islands/nav), and its link without JavaScript. */
  open: 'Search',
  close: 'Close search',
} as const;

/** Longest query read: the page cuts the rest off; the API refuses a longer one (400). */
export const searchMaxLength = 100;
/** At most this many words of a query are matched. */
export const searchMaxWords = 8;
/** Results the page shows, and the API's default and largest `limit`. */
export const searchResultLimits = { page: 20, default: 10, max: 50 } as const;
