// https://vike.dev/error-page
import { blogPath, postNotFoundReason } from '#shared/blog-paths.ts';
import { dashboardForbiddenReason, dashboardPath } from '#shared/dashboard-paths.ts';
import { dashboardShellCopy } from '#content/dashboard-nav.ts';
import { SearchForm } from '#components/SearchForm.tsx';
import { errorPageFallback, errorPageHomeLink, errorPages, notFoundLinks, postNotFound } from '#content/error-pages.ts';
import { usePageContext } from '#renderer/page-context.tsx';
import './not-found.css';

declare global {
  namespace Vike {
    interface PageContext {
      /** Set by the server's error handler for errors outside rendering (400, 403, 413, 500…). */
      errorStatus?: number;
    }
  }
}

export default function Page() {
  const { is404, errorStatus, abortStatusCode, abortReason } = usePageContext();
  // docs/product/blog.md#post-page: a missing or draft post has its own message and leads back to the blog.
  if (abortReason === postNotFoundReason) {
    return (
      <section className="container message-page">
        <div>
          <h1>{postNotFound.heading}</h1>
          <p>{postNotFound.text}</p>
          <a className="button button-primary" href={blogPath}>
            {postNotFound.blogLink}
          </a>
        </div>
      </section>
    );
  }
  // A dashboard page the signed-in user's role may not open (pages/(site)/dashboard/+guard.ts).
  if (abortReason === dashboardForbiddenReason) {
    const { heading, text, back } = dashboardShellCopy.forbidden;
    return (
      <section className="container message-page">
        <div>
          <h1>{heading}</h1>
          <p>{text}</p>
          <a className="button button-primary" href={dashboardPath}>
            {back}
          </a>
        </div>
      </section>
    );
  }
  const status = errorStatus ?? abortStatusCode ?? (is404 ? 404 : 500);
  const { heading, text } = errorPages[status] ?? errorPageFallback;
  if (status === 404) {
    return (
      <section className="container message-page not-found">
        <div>
          <h1>{heading}</h1>
          <p className="lead">{text}</p>
          <ul className="not-found-links">
            {notFoundLinks.map((link) => (
              <li key={link.href}>
                <a className="button button-secondary" href={link.href}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <SearchForm id="not-found-search" />
          <p className="not-found-home">
            <a href="/">{errorPageHomeLink}</a>
          </p>
        </div>
      </section>
    );
  }
  return (
    <section className="container message-page">
      <div>
        <h1>{heading}</h1>
        <p>{text}</p>
        <a className="button button-primary" href="/">
          {errorPageHomeLink}
        </a>
      </div>
    </section>
  );
}
