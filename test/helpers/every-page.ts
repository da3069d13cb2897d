/** Every kind of page the server renders, for the checks that must hold on all of them. */
import { signIn, type TestApp } from './app.ts';
import { marketingPaths } from './marketing-pages.ts';
import { seedPost } from './posts.ts';

export interface SitePage {
  path: string;
  status: number;
  /** The admin's session, for /dashboard. */
  cookie?: string;
}

/** The dashboard's pages, signed in as the owner (who may open them all). */
async function dashboardPages(app: TestApp): Promise<SitePage[]> {
  const cookie = await signIn(app);
  return ['/dashboard', '/dashboard/posts', '/dashboard/leads', '/dashboard/leads/1', '/dashboard/leads/settings', '/dashboard/calls', '/dashboard/media'].map(
    (path) => ({ path, status: 200, cookie }),
  );
}

/**
 * Each marketing page, the blog with a post on it, that post (with the usual
 * formatting), the login page, the signed-in dashboard's pages and the two not-found pages.
 */
export async function everyPage(app: TestApp): Promise<SitePage[]> {
  const post = await seedPost(app.db, {
    content:
      '<h2>Heading</h2><p><strong>Bold</strong>, <em>italic</em> and <a href="https://example.com/a?b=1&amp;c=2">a link</a>.</p>' +
      '<ul><li>One</li><li>Two</li></ul><ol><li>First</li></ol><blockquote>A quote</blockquote><pre><code>if (a &lt; b) {}</code></pre>',
  });
  return [
    ...marketingPaths.map((path) => ({ path, status: 200 })),
    { path: '/blog', status: 200 },
    { path: `/blog/${post.slug}`, status: 200 },
    { path: '/login', status: 200 },
    { path: '/subscribe', status: 200 },
    ...(await dashboardPages(app)),
    { path: '/no/such/page', status: 404 },
    { path: '/blog/no-such-post', status: 404 },
  ];
}
