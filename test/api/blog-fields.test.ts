import { expect } from 'chai';
import { signIn, signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { callJson } from '../helpers/http.ts';

const valid = {
  title: 'Five ways to prevent denials',
  slug: 'five-ways',
  excerpt: '<strong>Denials</strong> cost money',
  content: '<p>Verify eligibility.</p>',
};

const fieldsOf = (body: { errors?: { field: string }[] }) => (body.errors ?? []).map((error) => error.field);

let app: TestApp;
let cookie: string;
/** Each group gets its own app and admin session; every test starts with no posts and no tags. */
function startBlogApp() {
  before(async () => {
    app = await startTestApp();
    cookie = await signIn(app);
  });
  beforeEach(async () => {
    await app.db('blog_posts').delete();
    await app.db('tags').delete();
  });
  after(() => app.close());
}

const call = (method: string, path: string, body?: unknown, who = cookie) => callJson(`${app.url}${path}`, method, who, body);
const create = (overrides: Record<string, unknown> = {}) => call('POST', '/api/admin/blog', { ...valid, ...overrides });
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe(`Post fields (${testDatabaseKind}): status and published`, () => {
  startBlogApp();
  it('creates a draft by default, with no publish date and default SEO fields', async () => {
    const { status, body } = await create();
    expect(status).to.equal(201);
    expect(body).to.include({
      status: 'draft',
      published: false,
      publishAt: null,
      metaTitle: null,
      metaDescription: null,
      canonicalUrl: null,
      noindex: false,
    });
    expect(body.tags).to.deep.equal([]);
  });

  it('keeps `published: true` working: published now, status published', async () => {
    const before = Date.now();
    const { body } = await create({ published: true });
    expect(body).to.include({ status: 'published', published: true });
    expect(Date.parse(body.publishAt)).to.be.within(before - 1000, Date.now() + 1000);
  });

  it('accepts status published and answers published: true', async () => {
    const { body } = await create({ status: 'published' });
    expect(body).to.include({ status: 'published', published: true });
  });

  it('rejects an unknown status and a published flag that contradicts the status with 400', async () => {
    for (const [overrides, field] of [
      [{ status: 'live' }, 'status'],
      [{ status: 7 }, 'status'],
      [{ status: 'draft', published: true }, 'published'],
      [{ status: 'published', published: false }, 'published'],
    ] as const) {
      const response = await create(overrides);
      expect(response.status, JSON.stringify(overrides)).to.equal(400);
      expect(fieldsOf(response.body), JSON.stringify(overrides)).to.deep.equal([field]);
    }
    expect(Number((await app.db('blog_posts').count({ n: '*' }).first())?.n)).to.equal(0);
  });

  it('unpublishing with `published: false` makes a draft and keeps the date it went live', async () => {
    const post = (await create({ published: true })).body;
    const { body } = await call('PUT', `/api/admin/blog/${post.id}`, { ...valid, published: false });
    expect(body).to.include({ status: 'draft', published: false, publishAt: post.publishAt });
  });
});

describe(`Post fields (${testDatabaseKind}): publishAt`, () => {
  startBlogApp();
  it('schedules a post for a time with an offset, stored and answered in UTC', async () => {
    const at = new Date(Date.now() + 86_400_000);
    const local = `${at.toISOString().slice(0, 19)}+02:00`;
    const { status, body } = await create({ status: 'scheduled', publishAt: local });
    expect(status).to.equal(201);
    expect(body).to.include({ status: 'scheduled', published: false, publishAt: new Date(local).toISOString() });
  });

  it('back-dates a published post, and keeps its date on later edits', async () => {
    const { body } = await create({ status: 'published', publishAt: '2019-03-04T09:30:00-05:00' });
    expect(body.publishAt).to.equal('2019-03-04T14:30:00.000Z');
    const edited = (await call('PUT', `/api/admin/blog/${body.id}`, { ...valid, title: 'Edited', published: true })).body;
    expect(edited.publishAt).to.equal('2019-03-04T14:30:00.000Z');
  });

  it('rejects strange formats, impossible dates and the far past or future with 400 naming publishAt', async () => {
    const farFuture = new Date(Date.now() + 11 * 365 * 86_400_000).toISOString();
    for (const publishAt of [
      'tomorrow',
      '2026-12-01',
      '2026-12-01 09:00',
      '2026-12-01T09:00:00',
      '12/01/2026 09:00',
      '1733043600',
      '2026-02-30T09:00:00Z',
      '2026-12-01T25:00:00Z',
      '2026-12-01T09:00:00+25:00',
      '+275760-09-13T00:00:00Z',
      '1899-12-31T23:59:59Z',
      '0001-01-01T00:00:00Z',
      farFuture,
      'x'.repeat(10_000),
      17,
      true,
      { at: 'now' },
    ]) {
      const response = await create({ status: 'draft', publishAt });
      expect(response.status, String(publishAt).slice(0, 40)).to.equal(400);
      expect(fieldsOf(response.body), String(publishAt).slice(0, 40)).to.deep.equal(['publishAt']);
      expect(response.body.errors[0].message).to.match(/^Publish date /);
    }
  });

  it('says what is wrong with the date in words', async () => {
    expect((await create({ publishAt: 'soon' })).body.errors[0].message).to.include('ISO 8601');
    expect((await create({ publishAt: '2026-02-30T09:00:00Z' })).body.errors[0].message).to.include('not a real date');
    expect((await create({ publishAt: '1980-01-01T00:00:00Z' })).body.errors[0].message).to.include('between 1990');
  });

  it('refuses to schedule without a date or for a time already past (400)', async () => {
    expect(fieldsOf((await create({ status: 'scheduled' })).body)).to.deep.equal(['publishAt']);
    const past = await create({ status: 'scheduled', publishAt: inHours(-1) });
    expect(past.status).to.equal(400);
    expect(past.body.errors[0].message).to.include('in the future');
  });

  it('refuses a published post dated in the future: that is a schedule (400)', async () => {
    const response = await create({ status: 'published', publishAt: inHours(2) });
    expect(response.status).to.equal(400);
    expect(fieldsOf(response.body)).to.deep.equal(['publishAt']);
  });

  it('leaves a scheduled post scheduled when an old client saves it with `published: false`', async () => {
    const post = (await create({ status: 'scheduled', publishAt: inHours(5) })).body;
    const { body } = await call('PUT', `/api/admin/blog/${post.id}`, { ...valid, published: false });
    expect(body).to.include({ status: 'scheduled', publishAt: post.publishAt });
  });
});

describe(`Post fields (${testDatabaseKind}): SEO fields`, () => {
  startBlogApp();
  it('stores meta title, meta description, canonical URL and noindex, and clears them with null or ""', async () => {
    const post = (
      await create({ metaTitle: '  Denials, fixed  ', metaDescription: 'Five checks.', canonicalUrl: 'https://example.com/original', noindex: true })
    ).body;
    expect(post).to.include({ metaTitle: 'Denials, fixed', metaDescription: 'Five checks.', canonicalUrl: 'https://example.com/original', noindex: true });
    const kept = (await call('PUT', `/api/admin/blog/${post.id}`, { ...valid, title: 'Left out: kept' })).body;
    expect(kept).to.include({ metaTitle: 'Denials, fixed', canonicalUrl: 'https://example.com/original', noindex: true });
    const cleared = (await call('PUT', `/api/admin/blog/${post.id}`, { ...valid, metaTitle: '', metaDescription: null, canonicalUrl: '', noindex: false }))
      .body;
    expect(cleared).to.include({ metaTitle: null, metaDescription: null, canonicalUrl: null, noindex: false });
  });

  it('rejects overlong texts, non-http canonical URLs and a non-boolean noindex with 400', async () => {
    for (const [overrides, field] of [
      [{ metaTitle: 'x'.repeat(301) }, 'metaTitle'],
      [{ metaDescription: 'x'.repeat(501) }, 'metaDescription'],
      [{ metaTitle: 12 }, 'metaTitle'],
      [{ canonicalUrl: 'javascript:alert(1)' }, 'canonicalUrl'],
      [{ canonicalUrl: '/relative/path' }, 'canonicalUrl'],
      [{ canonicalUrl: 'https://user:pw@example.com/' }, 'canonicalUrl'],
      [{ canonicalUrl: `https://example.com/${'a'.repeat(2000)}` }, 'canonicalUrl'],
      [{ noindex: 'yes' }, 'noindex'],
    ] as const) {
      const response = await create(overrides);
      expect(response.status, JSON.stringify(overrides).slice(0, 60)).to.equal(400);
      expect(fieldsOf(response.body), JSON.stringify(overrides).slice(0, 60)).to.deep.equal([field]);
    }
  });
});

describe(`Post fields (${testDatabaseKind}): tags`, () => {
  startBlogApp();
  it('creates tags while writing: trimmed, one tag per slug, answered in alphabetical order', async () => {
    const { body } = await create({ tags: ['  Denials ', 'Coding', 'denials', 'Prior   authorization'] });
    expect(body.tags).to.deep.equal(['Coding', 'Denials', 'Prior authorization']);
    const tags = await app.db('tags').orderBy('slug').select('slug', 'name');
    expect(tags).to.deep.equal([
      { slug: 'coding', name: 'Coding' },
      { slug: 'denials', name: 'Denials' },
      { slug: 'prior-authorization', name: 'Prior authorization' },
    ]);
    const second = (await create({ slug: 'second', tags: ['DENIALS'] })).body;
    expect(second.tags).to.deep.equal(['Denials']);
    expect((await call('GET', '/api/admin/tags')).body).to.deep.equal(['Coding', 'Denials', 'Prior authorization']);
  });

  it('replaces the tags on update, and keeps them when the update leaves tags out', async () => {
    const post = (await create({ tags: ['A1', 'B2'] })).body;
    expect((await call('PUT', `/api/admin/blog/${post.id}`, { ...valid })).body.tags).to.deep.equal(['A1', 'B2']);
    expect((await call('PUT', `/api/admin/blog/${post.id}`, { ...valid, tags: ['C3'] })).body.tags).to.deep.equal(['C3']);
    expect((await call('PUT', `/api/admin/blog/${post.id}`, { ...valid, tags: [] })).body.tags).to.deep.equal([]);
  });

  it('keeps a tag made of markup as text', async () => {
    const name = '<script>alert(1)</script>';
    const { status, body } = await create({ tags: [name] });
    expect(status).to.equal(201);
    expect(body.tags).to.deep.equal([name]);
    expect(await app.db('tags').first('slug')).to.deep.equal({ slug: 'script-alert-1-script' });
  });

  it('rejects 10,000 tags, overlong or empty names and names without a letter or digit with 400, and writes nothing', async () => {
    for (const [tags, field] of [
      [Array.from({ length: 10_000 }, (_, index) => `tag ${index}`), 'tags'],
      [Array.from({ length: 21 }, (_, index) => `tag ${index}`), 'tags'],
      ['denials', 'tags'],
      [['x'.repeat(51)], 'tags[0]'],
      [['ok', '   '], 'tags[1]'],
      [['<>'], 'tags[0]'],
      [['ok', 5], 'tags[1]'],
    ] as const) {
      const response = await create({ tags });
      expect(response.status, JSON.stringify(tags).slice(0, 60)).to.equal(400);
      expect(fieldsOf(response.body), JSON.stringify(tags).slice(0, 60)).to.deep.equal([field]);
    }
    expect(Number((await app.db('tags').count({ n: '*' }).first())?.n)).to.equal(0);
    expect(Number((await app.db('blog_posts').count({ n: '*' }).first())?.n)).to.equal(0);
  });
});

describe(`Post fields (${testDatabaseKind}): GET /api/admin/blog filters`, () => {
  startBlogApp();
  it('searches titles in any case, filters by status and tag, and sorts by updated date', async () => {
    const a = (await create({ title: 'Denials 100%', slug: 'a', tags: ['Billing'] })).body;
    const b = (await create({ title: 'Coding basics', slug: 'b', status: 'published', tags: ['Billing', 'Coding'] })).body;
    const c = (await create({ title: 'More denials', slug: 'c', status: 'scheduled', publishAt: inHours(3) })).body;
    await call('PUT', `/api/admin/blog/${a.id}`, { ...valid, title: 'Denials 100%', slug: 'a' });
    const ids = async (query: string) => ((await call('GET', `/api/admin/blog${query}`)).body as { id: number }[]).map((post) => post.id);
    expect(await ids('?q=DENIALS')).to.deep.equal([c.id, a.id]);
    expect(await ids('?q=100%25')).to.deep.equal([a.id]);
    expect(await ids('?q=_')).to.deep.equal([]);
    expect(await ids('?status=published')).to.deep.equal([b.id]);
    expect(await ids('?status=scheduled')).to.deep.equal([c.id]);
    expect(await ids('?tag=billing')).to.deep.equal([b.id, a.id]);
    expect(await ids('?tag=coding&status=published')).to.deep.equal([b.id]);
    expect(await ids('?sort=updated')).to.deep.equal([a.id, c.id, b.id]);
    expect(await ids('')).to.deep.equal([c.id, b.id, a.id]);
  });

  it('rejects an unknown status, sort or malformed tag with 400', async () => {
    for (const query of ['?status=live', '?sort=title', '?tag=%3Cb%3E', '?q=' + 'x'.repeat(201), '?status=draft&status=published', '?other=1']) {
      const response = await call('GET', `/api/admin/blog${query}`);
      expect(response.status, query).to.equal(400);
      expect(response.body.message).to.be.a('string');
    }
  });
});

describe(`Post fields (${testDatabaseKind}): authors`, () => {
  startBlogApp();
  it('may not schedule: 403, and nothing is written', async () => {
    const author = await signInAs(app, 'author', `author-${Date.now()}`);
    const response = await call('POST', '/api/admin/blog', { ...valid, status: 'scheduled', publishAt: inHours(2) }, author.cookie);
    expect(response.status).to.equal(403);
    expect(Number((await app.db('blog_posts').count({ n: '*' }).first())?.n)).to.equal(0);
  });
});
