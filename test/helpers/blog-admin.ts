/** What the admin blog API suites share: a valid post, and a group's app with the admin signed in. */
import { signIn, startTestApp, type TestApp } from './app.ts';
import { callJson, type JsonResponse } from './http.ts';

/** A valid draft for POST /api/admin/blog. */
export const validAdminPost = {
  title: 'Five ways to prevent denials',
  slug: 'five-ways-to-prevent-denials',
  excerpt: '<strong>Denials</strong> cost money',
  content: '<h2>One</h2><p>Verify <em>eligibility</em>.</p>',
  published: false,
  authorId: '',
};

/** A JSON call to the app with the admin's session. */
export type AdminCall = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<JsonResponse<any>>;

/**
 * The hooks of one group of tests: one app and one sign-in for the group (bcrypt is slow on purpose), handed to
 * `started`; every test starts without posts.
 */
export function useBlogAdminApp(started: (admin: { app: TestApp; call: AdminCall }) => void): void {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
    const cookie = await signIn(app);
    started({ app, call: (method, path, body, headers = {}) => callJson(`${app.url}${path}`, method, cookie, body, headers) });
  });
  beforeEach(() => app.db('blog_posts').delete());
  after(() => app.close());
}
