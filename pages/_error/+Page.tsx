// https://vike.dev/error-page
import { blogPath, postNotFoundReason } from '#shared/blog-paths.ts';
import { dashboardForbiddenReason, dashboardPath } from '#shared/dashboard-paths.ts';
import { dashboardShellCopy } from '#content/dashboard-nav.ts';
import { SearchForm } from '#components/SearchForm.tsx';
import { errorPageFallback, errorPageHomeLink, errorPages, notFoundLinks, postNotFound, previewLinkInvalid } from '#content/error-pages.ts';
import { usePageContext } from '#renderer/page-context.tsx';
import './not-found.css';

declare global {
  namespace Vike {
    interface PageContext {
      /** Set by the server's error handler for errors outside rendering (400, 403, 413, 500…). */
      errorStatus?: number;
      /** Set by the preview route for a share link that does not work (server/blog/preview.server.ts). */
      previewLinkInvalid?: boolean;
    }
  }
}

export default function Page() {
  const { is404, errorStatus, abortStatusCode, abortReason, previewLinkInvalid: badPreviewLink } = usePageContext();
  // docs/product/blog.md#preview: a share link that is expired, revoked or altered says so.
  if (badPreviewLink) return <Message heading={previewLinkInvalid.heading} text={previewLinkInvalid.text} href={blogPath} link={previewLinkInvalid.blogLink} />;
  // docs/product/blog.md#post-page: a missing or draft post has its own message and leads back to the blog.
  if (abortReason === postNotFoundReason)
    return <Message heading={postNotFound.heading} text={postNotFound.text} href={blogPath} link={postNotFound.blogLink} />;
  // A dashboard page the signed-in user's role may not open (pages/(site)/dashboard/+guard.ts).
  if (abortReason === dashboardForbiddenReason) {
    const { heading, text, back } = dashboardShellCopy.forbidden;
    return <Message heading={heading} text={text} href={dashboardPath} link={back} />;
  }
  const status = errorStatus ?? abortStatusCode ?? (is404 ? 404 : 500);
  const { heading, text } = errorPages[status] ?? errorPageFallback;
  if (status === 404) return <NotFound heading={heading} text={text} />;
  return <Message heading={heading} text={text} href="/" link={errorPageHomeLink} />;
}

/** A page that does not exist: where a prospect can go next, and a search of the site. */
function NotFound({ heading, text }: { heading: string; text: string }) {
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

function Message({ heading, text, href, link }: { heading: string; text: string; href: string; link: string }) {
  return (
    <section className="container message-page">
      <div>
        <h1>{heading}</h1>
        <p>{text}</p>
        <a className="button button-primary" href={href}>
          {link}
        </a>
      </div>
    </section>
  );
}
