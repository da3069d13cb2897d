/** What the API tests of the full-page editor call (decision 030): posts and pending changes, as the owner unless told. */
import { expect } from 'chai';
import { signIn, startTestApp, type TestApp } from './app.ts';
import { callJson } from './http.ts';

export interface Post {
  id: number;
  slug: string;
  title: string;
  content: string;
  status: string;
  updatedAt: string;
  tags: string[];
}
export interface Pending {
  postId: number;
  title: string;
  content: string;
  slug: string;
  tags: string[];
  updatedAt: string;
  baseUpdatedAt: string;
}

export const live = { title: 'Live post', slug: 'live-post', excerpt: 'Live excerpt', content: '<p>Live words</p>', status: 'published', tags: ['Claims'] };

/** The calls, on the app and owner session that `current` gives when a test runs. */
export function editorCalls(current: () => { app: TestApp; owner: string }) {
  const call = (cookie: string, method: string, path: string, body?: unknown) => callJson(`${current().app.url}${path}`, method, cookie, body);
  const create = async (fields: Record<string, unknown> = live, cookie = current().owner) => {
    const response = await call(cookie, 'POST', '/api/admin/blog', { authorId: '', ...fields });
    expect(response.status, response.text).to.equal(201);
    return response.body as Post;
  };
  const pendingOf = async (id: number) => ((await call(current().owner, 'GET', `/api/admin/blog/${id}/pending`)).body as { pending: Pending | null }).pending;
  const savePending = (id: number, body: Record<string, unknown>, cookie = current().owner) => call(cookie, 'PUT', `/api/admin/blog/${id}/pending`, body);
  return { call, create, pendingOf, savePending };
}

/** Registers the hooks of a describe block: an app with the owner signed in (handed to `started`), and no posts at the start of each test. */
export function useEditorApp(started: (app: TestApp, owner: string) => void): void {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
    started(app, await signIn(app));
  });
  beforeEach(() => app.db('blog_posts').delete());
  after(() => app.close());
}
