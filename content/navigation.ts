// Menu and footer links (docs/product/pages.md#navigation-bar and #footer).

import type { FooterColumn, Navigation } from '#shared/navigation.ts';
import { services } from './services/index.ts';
import type { Link } from './types.ts';

/** The Services dropdown: all ten service pages, in revenue-cycle order. */
export const serviceLinks: Link[] = services.map((page) => ({ label: page.shortTitle, href: page.path }));

export const solutionsLink: Link = { label: 'Solutions', href: '/solutions' };
export const memberProgramLink: Link = { label: 'Member Program', href: '/uswha' };
export const blogLink: Link = { label: 'Blog', href: '/blog' };

/** The header's plain links after the Services menu, in order (the Contact button comes last). */
export const headerLinks: Link[] = [solutionsLink, memberProgramLink, blogLink];

/** The nav Contact button; on a page with a contact section it smooth-scrolls to `#contact`. */
export const contactLink: Link = { label: 'Contact', href: '/#contact' };

/** The theme toggle says what a press will do, in its label and its icon. */
export const themeToggleLabels = {
  toDark: 'Switch to dark theme',
  toLight: 'Switch to light theme',
} as const;

export const mobileMenuLabel = 'Menu';

/** The staff's way in, in the footer (/work/shared/SPEC.md asks for it); owners may remove it in Menus. */
export const dashboardLink: Link = { label: 'Dashboard', href: '/dashboard' };

/** The footer of every page: every page of the site, in three columns, and the dashboard. */
export const footerColumns: FooterColumn[] = [
  { heading: 'Services', links: serviceLinks },
  {
    heading: 'Company',
    links: [solutionsLink, memberProgramLink, blogLink, { label: 'Contact', href: '/#contact' }, dashboardLink],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms of Service', href: '/terms-of-service' },
    ],
  },
];

/**
 * Today's menus, the defaults a new database is seeded with (database/migrations/2026-11-28-0101-create-site-navigation.ts); once seeded,
 * the header and footer read the menus from the database (decision 075). The Services dropdown's own link is
 * the home page's services summary.
 */
export function defaultNavigation(): Navigation {
  return {
    header: [{ label: 'Services', href: '/#services', children: serviceLinks }, ...headerLinks],
    footer: footerColumns,
  };
}

export const footerContactHeading = 'Contact';

/** Under the footer's logo; the same claim as the home hero. */
export const footerTagline = 'Revenue cycle management for medical practices, with specialized expertise in women’s health and OB-GYN.';
