import { expect } from 'chai';
import { signIn, signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { parsePage } from '../helpers/html.ts';
import { request } from '../helpers/http.ts';

let app: TestApp;
let cookie: string;
let now = Date.now();
/** Each group gets its own app (its clock reads `now`) and admin session; every test starts at the real time with no posts. */
function startPreviewApp() {
  before(async () => {
    app = await startTestApp({ SITE_URL: 'https://rcm.example' }, { clock: () => now });
    cookie = await signIn(app);
  });
  beforeEach(async () => {
    now = Date.now();
    await app.db('blog_posts').delete();
  });
  after(() => app.close());
}

const api = (method: string, path: string, body?: unknown, who = cookie) =>
  request(`${app.url}${path}`, {
    method,
    headers: { cookie: who, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const draft = async (slug = 'secret-draft') =>
  (await api('POST', '/api/admin/blog', { title: 'Secret draft', slug, excerpt: 'Not yet', content: '<p>Unpublished words.</p>' })).body as {
    id: number;
    slug: string;
  };
const visit = (path: string, who?: string) => request(`${app.url}${path}`, who ? { headers: { cookie: who } } : {});
const localPath = (url: string) => url.replace('https://rcm.example', '');

describe(`Post previews and share links (${testDatabaseKind}): signed in`, () => {
  startPreviewApp();
  it('shows a draft at its real URL, marked as a preview, noindex and never stored', async () => {
    await draft();
    const response = await visit('/blog/secret-draft', cookie);
    expect(response.status).to.equal(200);
    expect(response.headers.get('cache-control')).to.equal('no-store, private');
    expect(response.headers.get('x-robots-tag')).to.equal('noindex, nofollow');
    const page = parsePage(response.text);
    expect(page.mainText).to.include('Preview: visitors do not see this version.');
    expect(page.mainText).to.include('Unpublished words.');
    expect(page.meta('robots')).to.equal('noindex, nofollow');
  });

  it('never leaks the preview to a visitor, before or after the admin saw it', async () => {
    await draft();
    expect((await visit('/blog/secret-draft')).status).to.equal(404);
    await visit('/blog/secret-draft', cookie);
    const visitor = await visit('/blog/secret-draft');
    expect(visitor.status).to.equal(404);
    expect(visitor.text).not.to.include('Unpublished words.');
  });

  it('shows a published post as the public page, not as a preview', async () => {
    await api('POST', '/api/admin/blog', { title: 'Out', slug: 'out', excerpt: 'Public', content: '<p>Public words.</p>', status: 'published' });
    const response = await visit('/blog/out', cookie);
    expect(response.status).to.equal(200);
    expect(response.text).not.to.include('Preview:');
  });

  it('lets an author preview only their own drafts', async () => {
    await draft();
    const author = await signInAs(app, 'author', `author-${Date.now()}`);
    expect((await visit('/blog/secret-draft', author.cookie)).status).to.equal(404);
  });
});

describe(`Post previews and share links (${testDatabaseKind}): share links`, () => {
  startPreviewApp();
  it('answers {url, expiresAt} 7 days ahead, and anyone can open the link', async () => {
    const post = await draft();
    const created = await api('POST', `/api/admin/blog/${post.id}/preview-links`);
    expect(created.status).to.equal(201);
    expect(created.body.url).to.match(/^https:\/\/rcm\.example\/blog\/secret-draft\?preview=[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(created.body.expiresAt) - now).to.equal(7 * 86_400_000);
    const opened = await visit(localPath(created.body.url));
    expect(opened.status).to.equal(200);
    expect(opened.headers.get('cache-control')).to.equal('no-store, private');
    expect(opened.headers.get('referrer-policy')).to.equal('no-referrer');
    const page = parsePage(opened.text);
    expect(page.mainText).to.include('Shared preview: this version is not published.');
    expect(page.meta('robots')).to.equal('noindex, nofollow');
    expect((await api('GET', `/api/admin/blog/${post.id}/preview-links`)).body).to.deep.equal([
      { id: created.body.id, createdAt: new Date(now).toISOString(), expiresAt: created.body.expiresAt },
    ]);
  });

  it('accepts 1 to 30 days and rejects anything else with 400', async () => {
    const post = await draft();
    expect((await api('POST', `/api/admin/blog/${post.id}/preview-links`, { expiresInDays: 1 })).body.expiresAt).to.equal(
      new Date(now + 86_400_000).toISOString(),
    );
    for (const expiresInDays of [0, 31, 1.5, '7', null]) {
      const response = await api('POST', `/api/admin/blog/${post.id}/preview-links`, { expiresInDays });
      expect(response.status, String(expiresInDays)).to.equal(400);
    }
    expect((await api('POST', '/api/admin/blog/999999/preview-links')).status).to.equal(404);
    expect((await api('POST', '/api/admin/blog/abc/preview-links')).status).to.equal(400);
  });

  it('answers the "preview link" 404 page for an expired, revoked or altered token', async () => {
    const post = await draft();
    const link = (await api('POST', `/api/admin/blog/${post.id}/preview-links`, { expiresInDays: 1 })).body as { id: number; url: string };
    const path = localPath(link.url);
    const token = path.slice(path.indexOf('=') + 1);
    const invalid = async (target: string, label: string) => {
      const response = await visit(target);
      expect(response.status, label).to.equal(404);
      expect(response.text, label).to.include('This preview link does not work');
      expect(response.text, label).not.to.include('Unpublished words.');
    };
    await invalid(`/blog/secret-draft?preview=${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'altered');
    await invalid('/blog/secret-draft?preview=short', 'malformed');
    await invalid(`/blog/secret-draft?preview=${encodeURIComponent('<script>')}`, 'markup');
    await invalid(`/blog/secret-draft?preview=${token}&preview=${token}`, 'repeated');
    now += 86_400_000 + 1;
    await invalid(path, 'expired');
    now = Date.now();
    expect((await visit(path)).status).to.equal(200);
    expect((await api('DELETE', `/api/admin/blog/${post.id}/preview-links/${link.id}`)).body).to.deep.equal({ message: 'Preview link revoked' });
    await invalid(path, 'revoked');
    expect((await api('DELETE', `/api/admin/blog/${post.id}/preview-links/${link.id}`)).status).to.equal(404);
    expect((await api('GET', `/api/admin/blog/${post.id}/preview-links`)).body).to.deep.equal([]);
  });

  it('follows the post when its slug changes, and dies with the post', async () => {
    const post = await draft('first-slug');
    const link = (await api('POST', `/api/admin/blog/${post.id}/preview-links`)).body as { url: string };
    await api('PUT', `/api/admin/blog/${post.id}`, { title: 'Secret draft', slug: 'second-slug', excerpt: 'Not yet', content: '<p>Unpublished words.</p>' });
    const moved = await visit(localPath(link.url));
    expect(moved.status).to.equal(302);
    expect(moved.headers.get('location')).to.match(/^\/blog\/second-slug\?preview=/);
    await api('DELETE', `/api/admin/blog/${post.id}`);
    expect((await visit(moved.headers.get('location')!)).status).to.equal(404);
  });

  it('stops working once its creator is deactivated (404), and is no longer listed', async () => {
    const author = await signInAs(app, 'author', `author-${Date.now()}`);
    const post = (
      await api('POST', '/api/admin/blog', { title: 'Author draft', slug: 'author-draft', excerpt: 'Not yet', content: '<p>Draft words.</p>' }, author.cookie)
    ).body as { id: number };
    const link = (await api('POST', `/api/admin/blog/${post.id}/preview-links`, undefined, author.cookie)).body as { url: string };
    expect((await visit(localPath(link.url))).status).to.equal(200);
    expect((await api('PATCH', `/api/admin/users/${author.id}`, { active: false })).status).to.equal(200);
    const page = await visit(localPath(link.url));
    expect(page.status).to.equal(404);
    expect(page.text).not.to.include('Draft words.');
    expect((await api('GET', `/api/admin/blog/${post.id}/preview-links`)).body).to.deep.equal([]);
  });

  it("stops working when its creator may no longer see the post: an editor's link after a demotion to author (404)", async () => {
    const post = await draft();
    const editor = await signInAs(app, 'editor', `editor-${Date.now()}`);
    const link = (await api('POST', `/api/admin/blog/${post.id}/preview-links`, undefined, editor.cookie)).body as { url: string };
    expect((await visit(localPath(link.url))).status).to.equal(200);
    expect((await api('PATCH', `/api/admin/users/${editor.id}`, { role: 'author' })).status).to.equal(200);
    expect((await visit(localPath(link.url))).status).to.equal(404);
  });

  it('is refused to an author for someone else’s post (403)', async () => {
    const post = await draft();
    const author = await signInAs(app, 'author', `author-${Date.now()}`);
    expect((await api('POST', `/api/admin/blog/${post.id}/preview-links`, undefined, author.cookie)).status).to.equal(403);
  });
});
