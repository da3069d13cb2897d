import { dashboardNoScript } from '#content/dashboard.ts';
import { Dashboard } from '#islands/dashboard/Dashboard.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';

export default function Page() {
  const { sessionUser, siteTimeZone } = usePageContext();
  if (!sessionUser) return null;
  return (
    <>
      <NoScript />
      <Island name="Dashboard" component={Dashboard} id="dashboard" props={{ username: sessionUser.username, timeZone: siteTimeZone ?? 'UTC', role: sessionUser.role }} />
    </>
  );
}

/** Shown only with JavaScript off, when the island below (hidden then by dashboard.css) cannot load anything. */
function NoScript() {
  const { heading, message, stillWorks, links, signOut } = dashboardNoScript;
  return (
    <noscript>
      <section className="container dashboard-no-script">
        <h1>{heading}</h1>
        <p>{message}</p>
        <p>{stillWorks}</p>
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
        <p>{signOut}</p>
      </section>
    </noscript>
  );
}
