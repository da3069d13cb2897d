import { expect } from 'chai';
import { xssPayloads } from '../helpers/xss-corpus.ts';
import { savePendingChange } from '#database/post-pending.server.ts';
import { deletePost, updatePost } from '#database/posts.server.ts';
import { publishDuePosts } from '#database/scheduled-publishing.server.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { request } from '../helpers/http.ts';
import { postFields, seedPost } from '../helpers/posts.ts';

interface Result {
  url: string;
  title: string;
  snippet: string;
  kind: 'post' | 'page';
}

const denialPage = '/services/denial-management';

describe(`GET /api/search and /search (${testDatabaseKind})`, () => {
  let app: TestApp;
  const search = async (q: string, limit?: number) => {
    const response = await request<{ results: Result[] }>(`${app.url}/api/search?q=${encodeURIComponent(q)}${limit === undefined ? '' : `&limit=${limit}`}`);
    expect(response.status, `${q}: ${response.text}`).to.equal(200);
    return response.body.results;
  };
  const urls = async (q: string) => (await search(q)).map((result) => result.url);

  before(async () => {
    app = await startTestApp();
    await seedPost(app.db, {
      title: 'Treat prior authorization as a clinical task',
      slug: 'prior-authorization-clinical-task',
      excerpt: '<p>Why authorizations belong with the care team.</p>',
      content: '<h2>Treat prior authorization as a clinical task</h2><p>Most <em>denials</em> for missing authorizations start at scheduling.</p>',
      tags: ['Front desk'],
    });
  });
  after(() => app.close());

  it('finds the Denial Management page and the post by stems and phrases, ranked, with marked snippets', async () => {
    const denials = (await search('denials', 50)).map((result) => result.url);
    expect(denials).to.include(denialPage);
    expect(denials).to.include('/blog/prior-authorization-clinical-task');
    expect(await urls('denied claims')).to.include(denialPage);
    const prior = await search('prior authorization');
    expect(prior[0]).to.include({ url: '/blog/prior-authorization-clinical-task', kind: 'post', title: 'Treat prior authorization as a clinical task' });
    expect(prior[0]!.snippet).to.match(/<mark>prior<\/mark> <mark>authorization<\/mark>/i);
    expect((await search('denials', 50)).find((result) => result.url === denialPage)).to.include({ kind: 'page', title: 'Denial Management & Appeals' });
    // A phrase matches its words in order only; the same words apart do not.
    expect(await urls('"authorization prior"')).not.to.include('/blog/prior-authorization-clinical-task');
    expect(await urls('"clinical task"')).to.include('/blog/prior-authorization-clinical-task');
    // Tags and the page's body text (not only its title and description) are indexed.
    expect(await urls('front desk')).to.include('/blog/prior-authorization-clinical-task');
    expect(await urls('remittances')).to.include(denialPage);
    expect(await search('denials', 1)).to.have.length(1);
  });

  it('never finds drafts, scheduled or noindex posts, nor a pending change until it is published', async () => {
    await seedPost(app.db, { title: 'Zyxwdraft notes', published: false });
    await seedPost(app.db, { title: 'Hidden', content: '<p>qwvnoindex</p>', noindex: true });
    const scheduled = await seedPost(app.db, { title: 'Soon', content: '<p>plumbscheduled</p>', status: 'scheduled', publishAt: '2999-01-01T00:00:00.000Z' });
    expect(await search('zyxwdraft')).to.deep.equal([]);
    expect(await search('qwvnoindex')).to.deep.equal([]);
    expect(await search('plumbscheduled')).to.deep.equal([]);
    await publishDuePosts(app.db, new Date('2999-01-02T00:00:00.000Z'));
    expect(await urls('plumbscheduled')).to.deep.equal([`/blog/${scheduled.slug}`]);

    const post = await seedPost(app.db, { title: 'Steady', content: '<p>Unchanged words</p>' });
    const pending = {
      ...postFields({ slug: post.slug, title: 'Steady', content: '<p>pendingxyzzy</p>' }),
      metaTitle: null,
      metaDescription: null,
      canonicalUrl: null,
    };
    await savePendingChange(app.db, post.id, { ...pending, noindex: false, tags: [], coverImageId: null, coverFocalX: 50, coverFocalY: 50 }, null, {
      postUpdatedAt: post.updatedAt,
      pendingUpdatedAt: null,
    });
    expect(await search('pendingxyzzy')).to.deep.equal([]);
    await updatePost(app.db, post.id, { slug: post.slug, title: 'Steady', excerpt: post.excerpt, content: '<p>pendingxyzzy</p>' });
    expect(await urls('pendingxyzzy')).to.deep.equal([`/blog/${post.slug}`]);
    await updatePost(app.db, post.id, { slug: post.slug, title: 'Steady', excerpt: post.excerpt, content: '<p>again</p>', published: false });
    expect(await search('pendingxyzzy')).to.deep.equal([]);
    const doomed = await seedPost(app.db, { content: '<p>doomedword</p>' });
    expect(await search('doomedword')).to.have.length(1);
    await deletePost(app.db, doomed.id);
    expect(await search('doomedword')).to.deep.equal([]);
  });

  it('escapes everything but the marks, and reads any query without an error', async () => {
    await seedPost(app.db, { title: 'Escaping <b>bold</b> & "quotes"', content: '<p>&lt;script&gt;alert(1)&lt;/script&gt; escapeword</p>' });
    const [hit] = await search('escapeword');
    expect(hit!.title).to.equal('Escaping <b>bold</b> & "quotes"');
    // SQLite shows the stored text escaped; PostgreSQL's ts_headline leaves out what looks like a tag.
    expect(hit!.snippet).to.include(testDatabaseKind === 'sqlite' ? '&lt;script&gt;alert(1)&lt;/script&gt;' : 'alert(1)');
    expect(hit!.snippet.replace(/<\/?mark>/g, '')).not.to.match(/[<>]/);
    const script = await request(`${app.url}/api/search?q=${encodeURIComponent('<script>')}`);
    expect(script.status).to.equal(200);
    expect(script.text).not.to.include('<script>');
    for (const q of [
      '"',
      '"unclosed phrase',
      'a OR b NOT c*',
      'NEAR(a b)',
      '-denials',
      'title:denials',
      '^x',
      '(((',
      "'; drop table search_documents; --",
      '\u0000x',
      '☃',
      'the a of',
    ]) {
      await search(q);
    }
    for (const { payload } of xssPayloads) await search(payload.slice(0, 100));
    const page = await request(`${app.url}/search?q=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(page.status).to.equal(200);
    expect(page.text).not.to.include('<script>alert(1)');
  });

  it('answers 400 with a plain message for an empty or over-long query and a bad limit', async () => {
    for (const query of ['', 'q=', 'q=%20%20', `q=${'a'.repeat(101)}`, 'q=x&limit=0', 'q=x&limit=51', 'q=x&limit=ten', 'q=x&other=1']) {
      const response = await request<{ message: string }>(`${app.url}/api/search?${query}`);
      expect(response.status, query).to.equal(400);
      expect(response.body.message, query).to.be.a('string').and.not.equal('');
    }
  });

  it('shows results on /search with their snippets, and says so with links onward when nothing matched', async () => {
    const page = await request(`${app.url}/search?q=${encodeURIComponent('  DENIALS ')}`);
    expect(page.status).to.equal(200);
    expect(page.text).to.include(`href="${denialPage}"`);
    expect(page.text).to.include('href="/blog/prior-authorization-clinical-task"');
    expect(page.text).to.match(/<mark>denials?<\/mark>/i);
    expect(page.text).to.include('noindex');
    const none = await request(`${app.url}/search?q=${encodeURIComponent('qqqnothing')}`);
    expect(none.text).to.include('Nothing on the site matches');
    expect(none.text).to.include('href="/blog"');
    expect((await request(`${app.url}/search?q=${'a'.repeat(5000)}`)).status).to.equal(200);
    const empty = await request(`${app.url}/search`);
    expect(empty.text).to.include('Type a word or two');
    const echoed = await request(`${app.url}/search?q=${encodeURIComponent('<b>"x"</b>')}`);
    expect(echoed.text).to.include('value="&lt;b&gt;&quot;x&quot;&lt;/b&gt;"');
    expect(echoed.text).not.to.include('<b>"x"</b>');
  });
});
