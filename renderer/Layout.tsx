// The site-wide styles first: the components' own rules come after them in the cascade
// (a footer link keeps its colour over global.css's a:hover).
import './global.css';
import './grid.css';
import type { ReactNode } from 'react';
import { Footer } from '#components/Footer.tsx';
import { Nav } from '#islands/nav/Nav.tsx';
import { Island } from './Island.server.tsx';

interface LayoutProps {
  urlPathname: string;
  hasContactSection: boolean;
  children: ReactNode;
}

/** The shell of every page: skip link, navigation, main content, footer. */
export function Layout({ urlPathname, hasContactSection, children }: LayoutProps) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Island name="Nav" component={Nav} id="nav" props={{ urlPathname, hasContactSection }} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer isHome={urlPathname === '/'} />
    </>
  );
}
