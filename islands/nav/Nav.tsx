/**
 * The navigation bar (docs/product/pages.md#navigation-bar), rendered on the server. The menus are
 * <details> elements, so every link works without JavaScript; nav.client.ts adds
 * the scrolled style, Escape and click-outside closing, and the header's search field (HeaderSearch.tsx).
 */
import { Logo } from '#components/Logo.tsx';
import { contactLink, headerLinks, mobileMenuLabel, serviceLinks } from '#content/navigation.ts';
import { searchCopy } from '#content/search.ts';
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
  const serviceList = (
    <ul className="nav-services-list">
      {serviceLinks.map((link) => (
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
          <li>
            <details className="nav-dropdown nav-menu">
              <summary>
                Services <span className="chevron" aria-hidden="true" />
              </summary>
              <div className="nav-dropdown-panel">{serviceList}</div>
            </details>
          </li>
          {headerLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} aria-current={current(link.href)}>
                {link.label}
              </a>
            </li>
          ))}
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
              <p className="nav-mobile-heading">Services</p>
              {serviceList}
              {headerLinks.map((link) => (
                <a key={link.href} href={link.href} className="nav-mobile-link" aria-current={current(link.href)}>
                  {link.label}
                </a>
              ))}
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
