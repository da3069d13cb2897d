import { dashboardNoScript } from '#content/dashboard.ts';

/** Shown only with JavaScript off, when a dashboard page's island (hidden then by dashboard.css) cannot load anything. */
export function DashboardNoScript() {
  const { heading, message, stillWorks, links, signOut } = dashboardNoScript;
  return (
    <noscript>
      <section className="dashboard-no-script">
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
