/**
 * The dashboard's own shell navigation (docs/product/admin.md#dashboard): the brand back to the public
 * site, one link per section the role may open (content/dashboard-nav.ts, the one list), the signed-in
 * user and Logout. Server markup, so every link works without JavaScript; dashboard-nav.client.ts makes Logout work.
 * Below 960 px the links and the user fold behind a Menu button (dashboard-nav.client.ts opens and closes it);
 * with JavaScript off there is no button and the links stay in view (dashboard-shell.css).
 */
import { Logo } from '#components/Logo.tsx';
import { dashboardCopy } from '#content/dashboard.ts';
import { dashboardNav, dashboardShellCopy, type DashboardNavEntry } from '#content/dashboard-nav.ts';
import { can, roleLabels, type Role } from '#shared/roles.ts';
import './dashboard-shell.css';

export interface DashboardNavProps {
  urlPathname: string;
  username: string;
  role: Role;
}

export function navEntryAllowed(entry: DashboardNavEntry, role: Role): boolean {
  return entry.permission === 'signed-in' || can(role, entry.permission);
}

/** The entry a path belongs to: the longest href that is the path or a folder above it. */
export function currentNavEntry(urlPathname: string): DashboardNavEntry | undefined {
  return dashboardNav
    .filter((entry) => urlPathname === entry.href || urlPathname.startsWith(`${entry.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0];
}

export function DashboardNav({ urlPathname, username, role }: DashboardNavProps) {
  const current = currentNavEntry(urlPathname);
  return (
    <header className="dashboard-shell-header">
      <a href="/" className="dashboard-shell-home">
        <Logo />
      </a>
      <button type="button" className="button button-secondary dashboard-shell-menu-button" aria-expanded="false" aria-controls="dashboard-shell-menu">
        {dashboardShellCopy.menu}
      </button>
      <div className="dashboard-shell-menu" id="dashboard-shell-menu">
        <nav className="dashboard-shell-nav" aria-label={dashboardShellCopy.navLabel}>
          <ul>
            {dashboardNav
              .filter((entry) => navEntryAllowed(entry, role))
              .map((entry) => (
                <li key={entry.href}>
                  <a href={entry.href} aria-current={entry === current ? (urlPathname === entry.href ? 'page' : 'location') : undefined}>
                    {entry.label}
                  </a>
                </li>
              ))}
          </ul>
        </nav>
        <div className="dashboard-shell-user">
          <p>
            <span className="visually-hidden">{dashboardShellCopy.signedInAs} </span>
            <span className="dashboard-shell-username">{username}</span> <span className="dashboard-shell-role">{roleLabels[role]}</span>
          </p>
          <button type="button" className="button button-secondary dashboard-logout" disabled>
            {dashboardCopy.logout}
          </button>
        </div>
      </div>
    </header>
  );
}
