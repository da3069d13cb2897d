// The site-wide styles first: the components' own rules come after them in the cascade
// (a footer link keeps its colour over global.css's a:hover).
import './fonts.css';
import './global.css';
import './grid.css';
import type { ReactNode } from 'react';
import { AnnouncementBar } from '#components/AnnouncementBar.tsx';
import { Footer } from '#components/Footer.tsx';
import { DashboardNav } from '#islands/dashboard/shell/DashboardNav.tsx';
import { DashboardNoScript } from '#islands/dashboard/shell/DashboardNoScript.tsx';
import { Nav } from '#islands/nav/Nav.tsx';
import type { Role } from '#shared/roles.ts';
import { Island } from './Island.server.tsx';

interface LayoutProps {
  urlPathname: string;
  hasContactSection: boolean;
  /** The page's `shell` setting (pages/+config.ts). */
  shell: 'site' | 'dashboard';
  /** The dashboard shell's user; the dashboard's guard has checked it before rendering. */
  sessionUser: { username: string; role: Role } | undefined;
  children: ReactNode;
}

/** The shell of every page: skip link, navigation, main content, footer; or the dashboard's own shell. */
export function Layout({ urlPathname, hasContactSection, shell, sessionUser, children }: LayoutProps) {
  if (shell === 'dashboard' && sessionUser) {
    return (
      <>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <div className="dashboard-shell">
          <Island
            name="DashboardNav"
            component={DashboardNav}
            id="dashboard-nav"
            props={{ urlPathname, username: sessionUser.username, role: sessionUser.role }}
          />
          <main id="main" tabIndex={-1} className="dashboard-main">
            <DashboardNoScript />
            {children}
          </main>
        </div>
      </>
    );
  }
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Island name="Nav" component={Nav} id="nav" props={{ urlPathname, hasContactSection }} />
      <main id="main" tabIndex={-1}>
        <AnnouncementBar />
        {children}
      </main>
      <Footer />
    </>
  );
}
