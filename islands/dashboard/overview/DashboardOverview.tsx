/**
 * The dashboard's first page, /dashboard (docs/product/admin.md#dashboard): the greeting, the owner's setup list
 * until every item is done, the posts waiting
 * for review for those who may publish them, and the overview's numbers for the roles that may see them; the
 * other roles get links to their sections.
 */
import { dashboardCopy } from '#content/dashboard.ts';
import { dashboardNav } from '#content/dashboard-nav.ts';
import { dashboardPath } from '#shared/dashboard-paths.ts';
import { can, type Role } from '#shared/roles.ts';
import { navEntryAllowed } from '../shell/DashboardNav.tsx';
import { OverviewPanel } from './OverviewPanel.tsx';
import { ReviewQueue } from './ReviewQueue.tsx';
import { SetupList } from './SetupList.tsx';
import { WorkQueue } from './WorkQueue.tsx';
import '../dashboard.css';

export interface DashboardOverviewProps {
  username: string;
  /** The site's time zone (SITE_TIME_ZONE): the overview's days. */
  timeZone: string;
  /** Decides what shows; the server checks every call again. */
  role: Role;
}

export function DashboardOverview({ username, timeZone, role }: DashboardOverviewProps) {
  const sections = dashboardNav.filter((entry) => entry.href !== dashboardPath && navEntryAllowed(entry, role));
  return (
    <div className="dashboard-page">
      <header className="dashboard-header">
        <h1>{dashboardCopy.heading}</h1>
        <p className="dashboard-greeting">{dashboardCopy.greeting(username)}</p>
      </header>
      {can(role, 'company.manage') && <SetupList />}
      {can(role, 'posts.publish') && <ReviewQueue timeZone={timeZone} />}
      {can(role, 'calls.take') && can(role, 'leads.update') && !can(role, 'analytics.read') && <WorkQueue timeZone={timeZone} />}
      {can(role, 'analytics.read') ? (
        <OverviewPanel timeZone={timeZone} />
      ) : (
        <section aria-labelledby="dashboard-sections-heading">
          <h2 id="dashboard-sections-heading">{dashboardCopy.yourSections}</h2>
          <ul className="dashboard-sections">
            {sections.map((entry) => (
              <li key={entry.href}>
                <a className="button button-secondary" href={entry.href}>
                  {entry.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
