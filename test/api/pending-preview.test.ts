/**
 * The preview of a published post's pending change (decision 043): a signed-in editor at the post's
 * real URL sees the change waiting for Update, marked as a preview, noindex and never stored; visitors, before
 * and after, see the published version; a share link shows the change too.
 */
import { expect } from 'chai';
import { signIn, signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { parsePage } from '../helpers/html.ts';
import { callJson, request } from '../helpers/http.ts';

describe(`Preview of a published post's pending change (${testDatabaseKind})`, () => {
  let app: TestApp;
  let cookie: string;
  before(async () => {
    app = await startTestApp({ SITE_URL: 'https://rcm.example' });
    cookie = await signIn(app);
  });
  beforeEach(() => app.db('blog_posts').delete());
  after(() => app.close());

  const api = async (method: string, path: string, body?: unknown, who = cookie) => {
    const answer = await callJson(`${app.url}${path}`, method, who, body);
    expect(answer.status, JSON.stringify(answer.body)).to.be.below(300);
    return answer.body as Record<string, unknown>;
  };
  const visit = (path: string, who?: string) => request(`${app.url}${path}`, who ? { headers: { cookie: who } } : {});

  /** A published post, then an autosave of a change to it (PUT …/pending, as the editor does). */
  async function publishedWithPending(): Promise<{ id: number; updatedAt: string }> {
    const post = (await api('POST', '/api/admin/blog', {
      title: 'Launch notes',
      slug: 'launch-notes',
      excerpt: 'What shipped',
      content: '<p>Published words.</p>',
      status: 'published',
      tags: ['Launch'],
    })) as { id: number; updatedAt: string };
    await api('PUT', `/api/admin/blog/${post.id}/pending`, {
      title: 'Launch notes, revised',
      slug: 'launch-notes',
      excerpt: 'What shipped, and what did not',
      content: '<p>Pending words.</p>',
      metaDescription: 'Pending description',
      tags: ['Launch', 'Roadmap'],
      ifPostUpdatedAt: post.updatedAt,
      ifPendingUpdatedAt: null,
    });
    return post;
  }

  it('shows the signed-in editor the pending version, marked, noindex and never stored, even after a visitor warmed the cache', async () => {
    await publishedWithPending();
    // A visitor first: the public page is rendered (and cached) from the published version.
    const before = await visit('/blog/launch-notes');
    expect(before.status).to.equal(200);
    expect(before.text).to.include('Published words.');

    const response = await visit('/blog/launch-notes', cookie);
    expect(response.status).to.equal(200);
    expect(response.headers.get('cache-control')).to.equal('no-store, private');
    expect(response.headers.get('x-robots-tag')).to.equal('noindex, nofollow');
    const page = parsePage(response.text);
    expect(page.mainText).to.include('Preview of unpublished changes: visitors see the published version until the post is updated.');
    expect(page.mainText).to.include('Pending words.');
    expect(page.mainText).not.to.include('Published words.');
    expect(page.meta('robots')).to.equal('noindex, nofollow');
    expect(page.meta('description')).to.equal('Pending description');
    expect(response.text).to.include('Launch notes, revised');
    expect(response.text).to.include('/blog/tag/roadmap');

    // Visitors still get the published version, with no trace of the preview.
    const visitor = await visit('/blog/launch-notes');
    expect(visitor.status).to.equal(200);
    expect(visitor.text).to.include('Published words.');
    expect(visitor.text).not.to.include('Pending words.');
    expect(visitor.text).not.to.include('Preview');
    expect(visitor.headers.get('cache-control')).not.to.include('private');
    expect(parsePage(visitor.text).meta('robots') ?? '').not.to.include('noindex');
  });

  it('shows a published post without a pending change as the public page, and again once the change is discarded', async () => {
    const post = await publishedWithPending();
    await api('DELETE', `/api/admin/blog/${post.id}/pending`);
    const response = await visit('/blog/launch-notes', cookie);
    expect(response.status).to.equal(200);
    expect(response.text).to.include('Published words.');
    expect(response.text).not.to.include('Preview');
  });

  it('publishes the change on Update, for visitors too', async () => {
    const post = await publishedWithPending();
    await visit('/blog/launch-notes');
    await api('PUT', `/api/admin/blog/${post.id}`, {
      title: 'Launch notes, revised',
      slug: 'launch-notes',
      excerpt: 'What shipped, and what did not',
      content: '<p>Pending words.</p>',
      status: 'published',
    });
    for (const who of [undefined, cookie]) {
      const response = await visit('/blog/launch-notes', who);
      expect(response.text).to.include('Pending words.');
      expect(response.text).not.to.include('Preview');
    }
  });

  it('gives an author who may not see the change the public page', async () => {
    await publishedWithPending();
    const author = await signInAs(app, 'author', `author-${Date.now()}`);
    const response = await visit('/blog/launch-notes', author.cookie);
    expect(response.status).to.equal(200);
    expect(response.text).to.include('Published words.');
    expect(response.text).not.to.include('Pending words.');
  });

  it('shows the pending change through a share link, marked as a shared preview', async () => {
    const post = await publishedWithPending();
    const link = (await api('POST', `/api/admin/blog/${post.id}/preview-links`, {})) as { url: string };
    const response = await visit(link.url.replace('https://rcm.example', ''));
    expect(response.status).to.equal(200);
    expect(response.headers.get('cache-control')).to.equal('no-store, private');
    const page = parsePage(response.text);
    expect(page.mainText).to.include('Shared preview of unpublished changes');
    expect(page.mainText).to.include('Pending words.');
    expect(page.meta('robots')).to.equal('noindex, nofollow');
  });
});
