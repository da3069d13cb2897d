import { copyrightLine } from '#content/company.ts';
import { footerContactHeading, footerTagline } from '#content/navigation.ts';
import { currentCompany, currentNavigation } from '#renderer/site-content.ts';
import { telephoneUri } from '#shared/company-settings.ts';
import { Logo } from './Logo.tsx';
import { unbreakablePhone } from './phone.ts';
import './footer.css';

/** A column heading as a class name and id: "Services" → "services", "For Practices" → "for-practices". */
const idOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'links';

/**
 * Site footer, the same on every page (docs/product/pages.md#footer): the brand, how to reach the company,
 * the footer columns stored with the menus (decision 075), and the copyright line for the current year. The year is read when the page is
 * rendered; a cached page keeps it until the process restarts (docs/decisions/005-render-cache.md).
 */
export function Footer() {
  const company = currentCompany();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <a href="/" className="footer-home">
            <Logo />
          </a>
          <p className="footer-tagline">{footerTagline}</p>
          <h2 className="footer-heading">{footerContactHeading}</h2>
          <ul className="footer-contact">
            <li>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
            <li>
              <a href={`tel:${telephoneUri(company.phone)}`}>{unbreakablePhone(company.phone)}</a>
            </li>
          </ul>
        </div>
        {currentNavigation().footer.map((column) => (
          <nav key={column.heading} className={`footer-column footer-column-${idOf(column.heading)}`} aria-labelledby={`footer-${idOf(column.heading)}`}>
            <h2 className="footer-heading" id={`footer-${idOf(column.heading)}`}>
              {column.heading}
            </h2>
            <ul className="footer-links">
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <p className="copyright">{copyrightLine(company.name, new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}
