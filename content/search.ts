// Copy and the page index of the site search (/search), which the not-found page offers
// (docs/product/pages.md#search).

import { pageMeta } from './meta.ts';
import { services } from './services/index.ts';
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
  pagesHeading: 'Pages',
  postsHeading: 'Blog posts',
  contactLink: { label: 'Contact us', href: '/#contact' } satisfies Link,
} as const;

/** Longest query read; the rest is ignored. */
export const searchMaxLength = 100;
/** At most this many words of a query are matched. */
export const searchMaxWords = 6;

export interface SearchablePage {
  title: string;
  href: string;
  text: string;
}

/** The site's public pages, searched by their title and description. */
export const searchablePages: readonly SearchablePage[] = [
  ...services.map((page) => ({ title: page.title, href: page.path, text: page.metaDescription })),
  { title: 'RCM Solutions', href: '/solutions', text: pageMeta.solutions.description },
  { title: 'USWHA Member Program', href: '/uswha', text: pageMeta.uswha.description },
  { title: 'Blog', href: '/blog', text: pageMeta.blog.description },
  { title: 'Contact', href: '/#contact', text: 'Send us a message, email or call us about your practice’s revenue cycle.' },
  { title: 'Privacy Policy', href: '/privacy-policy', text: pageMeta['privacy-policy'].description },
  { title: 'Terms of Service', href: '/terms-of-service', text: pageMeta['terms-of-service'].description },
];
