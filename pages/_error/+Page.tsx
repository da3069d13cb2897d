// https://vike.dev/error-page
import { blogPath, postNotFoundReason } from '#shared/blog-paths.ts';
import { usePageContext } from '#renderer/page-context.tsx';

declare global {
  namespace Vike {
    interface PageContext {
      /** Set by the server's error handler for errors outside rendering (400, 403, 413, 500…). */
      errorStatus?: number;
    }
  }
}

const messages: Record<number, { heading: string; text: string }> = {
  404: { heading: '404 Page Not Found', text: 'Did you forget to add the page to the router?' },
  400: { heading: 'Bad request', text: 'We could not understand that request. Please go back and try again.' },
  403: { heading: 'Request refused', text: 'That request was refused. If you followed a link from another site, open this site directly.' },
  413: { heading: 'Too much data', text: 'What you sent was too large. Please shorten it and try again.' },
  415: { heading: 'Unsupported format', text: 'What you sent was not in a format this site accepts (text must be UTF-8). Please reload the page and try again.' },
  429: { heading: 'Too many requests', text: 'Please wait a few minutes and try again.' },
  503: { heading: 'Temporarily unavailable', text: 'We are having trouble right now. Please try again in a minute.' },
};

const fallback = { heading: 'Something went wrong', text: 'We could not show this page. Please try again in a moment.' };

export default function Page() {
  const { is404, errorStatus, abortStatusCode, abortReason } = usePageContext();
  // docs/product/blog.md#post-page: a missing or draft post has its own message and leads back to the blog.
  if (abortReason === postNotFoundReason) {
    return (
      <section className="container message-page">
        <div>
          <h1>Post Not Found</h1>
          <p>{"The blog post you're looking for doesn't exist."}</p>
          <a className="button button-primary" href={blogPath}>
            Back to Blog
          </a>
        </div>
      </section>
    );
  }
  const status = errorStatus ?? abortStatusCode ?? (is404 ? 404 : 500);
  const { heading, text } = messages[status] ?? fallback;
  return (
    <section className="container message-page">
      <div>
        <h1>{heading}</h1>
        <p>{text}</p>
        <a className="button button-primary" href="/">
          Back to Home
        </a>
      </div>
    </section>
  );
}
