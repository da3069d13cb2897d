import { copyrightLine } from '#content/company.ts';
import { footerHomeLinks, footerLegalLinks } from '#content/navigation.ts';
import { Island } from '#renderer/Island.server.tsx';
import { currentCompany } from '#renderer/site-content.ts';
import { ThemeToggle } from '#islands/theme/ThemeToggle.tsx';
import { Logo } from './Logo.tsx';
import './footer.css';

/** Site footer: legal links everywhere; on the home page also Blog, Dashboard and the theme toggle. */
export function Footer({ isHome }: { isHome: boolean }) {
  const links = isHome ? [...footerHomeLinks, ...footerLegalLinks] : footerLegalLinks;
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <a href="/" className="footer-home">
          <Logo />
        </a>
        <nav aria-label="Footer">
          <ul className="footer-links">
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        {isHome && <Island name="ThemeToggle" component={ThemeToggle} id="theme" props={{}} />}
        <p className="copyright">{copyrightLine(currentCompany().name)}</p>
      </div>
    </footer>
  );
}
