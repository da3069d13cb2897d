import { expect } from 'chai';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { request } from '../helpers/http.ts';
import { seedPost } from '../helpers/posts.ts';

describe(`GET /search (${testDatabaseKind})`, () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.close());

  it('searches the pages and the published posts', async () => {
    await seedPost(app.db, { title: 'Appeals that win', slug: 'appeals-that-win', excerpt: 'How we write <strong>appeals</strong>.' });
    await seedPost(app.db, { title: 'Draft about appeals', slug: 'draft-appeals', published: false });
    const response = await request(`${app.url}/search?q=${encodeURIComponent('  APPEALS ')}`);
    expect(response.status).to.equal(200);
    expect(response.text).to.include('href="/blog/appeals-that-win"');
    expect(response.text).to.include('href="/services/denial-management"');
    expect(response.text).not.to.include('draft-appeals');
    expect(response.text).to.include('noindex');
    // Words only in the excerpt's markup do not match; LIKE wildcards are plain characters.
    expect((await request(`${app.url}/search?q=strong`)).text).not.to.include('href="/blog/appeals-that-win"');
    const wildcard = await request(`${app.url}/search?q=%25_`);
    expect(wildcard.status).to.equal(200);
    expect(wildcard.text).to.include('Nothing on the site matches');
    expect((await request(`${app.url}/search?q=${'a'.repeat(5000)}`)).status).to.equal(200);
  });

  it('asks for a word when the query is empty, and shows the query back in its field', async () => {
    const empty = await request(`${app.url}/search`);
    expect(empty.status).to.equal(200);
    expect(empty.text).to.include('Type a word or two');
    const echoed = await request(`${app.url}/search?q=${encodeURIComponent('<b>"x"</b>')}`);
    expect(echoed.text).to.include('value="&lt;b&gt;&quot;x&quot;&lt;/b&gt;"');
    expect(echoed.text).not.to.include('<b>"x"</b>');
  });
});
