/**
 * The navigation bar (docs/product/pages.md#navigation-bar), rendered on the server from the menus stored
 * in the database (decision 075; a dropdown for an item with links under it). The menus are
 * <details> elements, so every link works without JavaScript; nav.client.ts adds
 * the scrolled style, Escape and click-outside closing, and the header's search field (HeaderSearch.tsx).
 */
import { Fragment } from 'react';
import { Logo } from '#components/Logo.tsx';
import { contactLink, mobileMenuLabel } from '#content/navigation.ts';
import { searchCopy } from '#content/search.ts';
import { currentNavigation } from '#renderer/site-content.ts';
import type { NavLink } from '#shared/navigation.ts';
import { ThemeToggle } from '../theme/ThemeToggle.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import './nav.css';

export interface NavProps {
  urlPathname: string;
  hasContactSection: boolean;
}

export function Nav({ urlPathname, hasContactSection }: NavProps) {
  const isHome = urlPathname === '/';
  const contactHref = hasContactSection ? '#contact' : contactLink.href;
  const current = (href: string) => (href === urlPathname || (href !== '/' && urlPathname.startsWith(`${href}/`)) ? 'page' : undefined);
  const { header } = currentNavigation();
  const linkList = (links: NavLink[]) => (
    <ul className="nav-services-list">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} aria-current={current(link.href)}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );

  return (
    <header className={`site-nav${isHome ? ' is-home' : ''}`}>
      <nav className="container nav-inner" aria-label="Main">
        <a href="/" className="nav-home">
          <Logo />
        </a>
        <ul className="nav-links">
          {header.map((item) =>
            item.children ? (
              <li key={`${item.label} ${item.href}`}>
                <details className="nav-dropdown nav-menu">
                  <summary>
                    {item.label} <span className="chevron" aria-hidden="true" />
                  </summary>
                  <div className="nav-dropdown-panel">{linkList(item.children)}</div>
                </details>
              </li>
            ) : (
              <li key={`${item.label} ${item.href}`}>
                <a href={item.href} aria-current={current(item.href)}>
                  {item.label}
                </a>
              </li>
            ),
          )}
          <li>
            <a className="button button-primary nav-contact" href={contactHref}>
              {contactLink.label}
            </a>
          </li>
        </ul>
        <div className="nav-tools">
          <HeaderSearch />
          <ThemeToggle />
          <details className="nav-mobile nav-menu">
            <summary aria-label={mobileMenuLabel}>
              <span className="burger" aria-hidden="true" />
            </summary>
            <div className="nav-mobile-panel">
              {header.map((item) =>
                item.children ? (
                  <Fragment key={`${item.label} ${item.href}`}>
                    <p className="nav-mobile-heading">{item.label}</p>
                    {linkList(item.children)}
                  </Fragment>
                ) : (
                  <a key={`${item.label} ${item.href}`} href={item.href} className="nav-mobile-link" aria-current={current(item.href)}>
                    {item.label}
                  </a>
                ),
              )}
              <a href="/search" className="nav-mobile-link" aria-current={current('/search')}>
                {searchCopy.open}
              </a>
              <a className="button button-primary nav-contact" href={contactHref}>
                {contactLink.label}
              </a>
            </div>
          </details>
        </div>
      </nav>
    </header>
  );
}
