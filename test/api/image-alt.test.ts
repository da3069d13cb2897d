/**
 * Alt text before publishing (docs/product/media.md#alt-text): a post that is or will be public
 * needs alt text on every image, or the image marked decorative (alt="").
 * The refusal names each image lacking it; drafts are not checked.
 */
import { expect } from 'chai';
import { signIn, signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { callJson, request } from '../helpers/http.ts';
import { photo, uploadImage } from '../helpers/media.ts';

describe(`Alt text before publishing (${testDatabaseKind})`, function () {
  this.timeout(120_000);
  let app: TestApp;
  let cookie: string;
  let desk: { id: number; url: string };
  let chart: { id: number; url: string };

  const write = (method: 'POST' | 'PUT', path: string, body: unknown, as = cookie) => callJson(`${app.url}${path}`, method, as, body);
  const figure = (url: string, alt?: string) =>
    `<figure class="image-column"><img src="${url}"${alt === undefined ? '' : ` alt="${alt}"`}><figcaption>Caption</figcaption></figure>`;

  before(async () => {
    app = await startTestApp();
    cookie = await signIn(app);
    desk = (await uploadImage(app.url, cookie, await photo(400, 300).jpeg().toBuffer(), { name: 'front-desk.jpg' })).body;
    chart = (await uploadImage(app.url, cookie, await photo(300, 300).png().toBuffer(), { name: 'chart.png', type: 'image/png' })).body;
  });
  after(() => app.close());

  it('refuses to publish with 400 naming each image without alt text, and stores nothing', async () => {
    const content = `<p>One</p>${figure(desk.url)}${figure(chart.url, 'A chart')}${figure(chart.url, '  ')}`;
    const refused = await write('POST', '/api/admin/blog', { title: 'No alt', slug: 'no-alt', excerpt: 'e', content, published: true });
    expect(refused.status).to.equal(400);
    expect(refused.body.message).to.equal(
      'Publishing needs alt text on every image, or the image marked decorative: image 1 (front-desk.jpg) and image 3 (chart.png) have none.',
    );
    expect(refused.body.errors).to.deep.equal([
      { field: 'content', message: 'Image 1 (front-desk.jpg) needs alt text, or to be marked decorative.' },
      { field: 'content', message: 'Image 3 (chart.png) needs alt text, or to be marked decorative.' },
    ]);
    expect((await request(`${app.url}/blog/no-alt`)).status).to.equal(404);
    const all = (await request(`${app.url}/api/admin/blog`, { headers: { cookie } })).body as { slug: string }[];
    expect(all.map((post) => post.slug)).not.to.include('no-alt');
  });

  it('refuses to schedule too, and to publish an existing draft, but keeps the draft', async () => {
    const content = `<p>Text</p>${figure(desk.url)}`;
    const scheduled = await write('POST', '/api/admin/blog', {
      title: 'Later',
      slug: 'later',
      excerpt: 'e',
      content,
      status: 'scheduled',
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(scheduled.status).to.equal(400);
    expect(scheduled.body.errors[0].message).to.equal('Image 1 (front-desk.jpg) needs alt text, or to be marked decorative.');

    const draft = await write('POST', '/api/admin/blog', { title: 'A draft', slug: 'a-draft', excerpt: 'e', content });
    expect(draft.status, 'a draft is not checked').to.equal(201);
    const publish = await write('PUT', `/api/admin/blog/${draft.body.id}`, { title: 'A draft', slug: 'a-draft', excerpt: 'e', content, published: true });
    expect(publish.status).to.equal(400);
    const after = (await request(`${app.url}/api/admin/blog/${draft.body.id}`, { headers: { cookie } })).body;
    expect(after.status).to.equal('draft');
  });

  it('publishes once every image has alt text or is marked decorative', async () => {
    const content = `<p>Text</p>${figure(desk.url, 'The front desk')}${figure(chart.url, '')}`;
    const published = await write('POST', '/api/admin/blog', { title: 'With alt', slug: 'with-alt', excerpt: 'e', content, published: true });
    expect(published.status, published.text).to.equal(201);
    const page = await request(`${app.url}/blog/with-alt`);
    expect(page.text).to.include('alt="The front desk"').and.include('alt=""');
  });

  it('names an image the library does not know by its place only', async () => {
    const content = `<p>Text</p><p><img src="/media/0123456789abcdef0123.png"></p>`;
    const refused = await write('POST', '/api/admin/blog', { title: 'Unknown', slug: 'unknown-image', excerpt: 'e', content, published: true });
    expect(refused.status).to.equal(400);
    expect(refused.body.errors).to.deep.equal([{ field: 'content', message: 'Image 1 needs alt text, or to be marked decorative.' }]);
  });

  describe('GET /api/admin/media/:id', () => {
    it('answers one image to a user who may upload', async () => {
      const author = await signInAs(app, 'author');
      const shown = await request(`${app.url}/api/admin/media/${desk.id}`, { headers: { cookie: author.cookie } });
      expect(shown.status).to.equal(200);
      expect(shown.body).to.include({ id: desk.id, url: desk.url, fileName: 'front-desk.jpg' });
      expect(shown.body.variants).to.be.an('array').that.is.not.empty;
    });

    it('answers 404 JSON for an unknown image, 400 for a malformed id and 401 without a session', async () => {
      const missing = await request(`${app.url}/api/admin/media/999999`, { headers: { cookie } });
      expect([missing.status, missing.body.message]).to.deep.equal([404, 'Image not found']);
      expect((await request(`${app.url}/api/admin/media/abc`, { headers: { cookie } })).status).to.equal(400);
      expect((await request(`${app.url}/api/admin/media/${desk.id}`)).status).to.equal(401);
    });
  });
});
