// Menu and footer links (docs/product/pages.md#navigation-bar and #footer).

import { services } from './services/index.ts';
import type { Link } from './types.ts';

/** The Services dropdown: all ten service pages, in revenue-cycle order. */
export const serviceLinks: Link[] = services.map((page) => ({ label: page.shortTitle, href: page.path }));

export const solutionsLink: Link = { label: 'Solutions', href: '/solutions' };

/** The nav Contact button; on the home page it smooth-scrolls to `#contact`. */
export const contactLink: Link = { label: 'Contact', href: '/#contact' };

/** Shown in the footer of every page. */
export const footerLegalLinks: Link[] = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Service', href: '/terms-of-service' },
];

/** Shown in the footer of the home page only, next to the theme toggle. */
export const footerHomeLinks: Link[] = [
  { label: 'Blog', href: '/blog' },
  { label: 'Dashboard', href: '/dashboard' },
];

/** Optional footer column: the member program and solutions pages. */
export const footerCompanyLinks: Link[] = [
  solutionsLink,
  { label: 'USWHA Members', href: '/uswha' },
  { label: 'RCM Assessment', href: '/services/rcm-assessment' },
];
