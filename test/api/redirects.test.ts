/**
 * Redirect rules (docs/product/redirects.md#rules): created, served on both paths, refused with the
 * field named for loops, chains, live pages and malformed input, deleted, and audited.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { expect } from 'chai';
import { contentVersionConfirmed } from '#database/content-version.server.ts';
import { createPost } from '#database/posts.server.ts';
import { createAdmin, signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { request } from '../helpers/http.ts';

describe(`Redirect rules (${testDatabaseKind})`, () => {
  let app: TestApp;
  let cookie: string;
  before(async () => {
    app = await startTestApp();
    await createAdmin(app);
    cookie = await signIn(app);
    await createPost(app.db, { title: 'Live post', slug: 'live-post', excerpt: 'e', content: '<p>c</p>', status: 'published' }, null);
  });
  after(() => app.close());

  const create = (body: unknown) =>
    request(`${app.url}/api/admin/redirects`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const remove = (id: number | string) => request(`${app.url}/api/admin/redirects/${id}`, { method: 'DELETE', headers: { cookie } });
  const refusal = async (body: unknown) => {
    const response = await create(body);
    expect(response.status, response.text).to.equal(400);
    return { fields: (response.body.errors as { field: string }[]).map((error) => error.field), message: response.body.message as string };
  };

  it('answers /old-services/* with 301 to /services/* and the same tail, on every request (Express, then the fast path)', async () => {
    const created = await create({ from: '/old-services/*', to: '/services/*', status: 301 });
    expect(created.status, created.text).to.equal(201);
    expect(created.body).to.include({ source: '/old-services/*', target: '/services/*', status: 301 });
    for (let i = 0; i < 3; i++) {
      const response = await request(`${app.url}/old-services/denial-management`);
      expect(response.status).to.equal(301);
      expect(response.headers.get('location')).to.equal('/services/denial-management');
      expect(response.headers.get('x-content-type-options')).to.equal('nosniff');
      expect(response.text).to.equal('');
    }
    const withQuery = await request(`${app.url}/old-services/medical-coding?utm_source=mail`);
    expect(withQuery.headers.get('location')).to.equal('/services/medical-coding?utm_source=mail');
    const rules = await request(`${app.url}/api/admin/redirects`, { headers: { cookie } });
    expect(rules.body.map((rule: { source: string }) => rule.source)).to.include('/old-services/*');
  });

  it('answers a rule on the fast path, before Express, with the headers Express sends', async () => {
    const viaExpress = await request(`${app.url}/old-services/claims-submission`);
    const req = new IncomingMessage(new Socket());
    req.method = 'GET';
    req.url = '/old-services/claims-submission';
    req.headers = {};
    const res = new ServerResponse(req);
    let head: { status: number; headers: string[] } | undefined;
    res.writeHead = ((status: number, headers: string[]) => {
      head = { status, headers };
      return res;
    }) as never;
    res.end = (() => res) as never;
    // The fast path answers only from a content version it has just confirmed (on PostgreSQL, a read on its
    // listening connection at most 250 ms old): wait for that state, as a slow machine may have let it lapse.
    await contentVersionConfirmed(app.db);
    expect(app.site.answerFromCache(req, res)).to.equal(true);
    expect(head!.status).to.equal(301);
    const fastHeaders = new Map<string, string>();
    for (let i = 0; i < head!.headers.length; i += 2) fastHeaders.set(head!.headers[i]!.toLowerCase(), head!.headers[i + 1]!);
    const expressHeaders = new Map([...viaExpress.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)));
    expect([...fastHeaders.keys()].sort()).to.deep.equal([...expressHeaders.keys()].sort());
    for (const [name, value] of expressHeaders) if (name !== 'x-request-id') expect(fastHeaders.get(name), name).to.equal(value);
  });

  it('serves an exact rule to an absolute URL with its status', async () => {
    expect((await create({ from: '/brochure.pdf', to: 'https://files.example.com/brochure.pdf', status: 308 })).status).to.equal(201);
    const response = await request(`${app.url}/brochure.pdf`);
    expect(response.status).to.equal(308);
    expect(response.headers.get('location')).to.equal('https://files.example.com/brochure.pdf');
  });

  it('refuses a loop, naming To', async () => {
    expect((await refusal({ from: '/circle', to: '/circle', status: 302 })).fields).to.deep.equal(['to']);
    expect((await refusal({ from: '/docs/*', to: '/docs/archive/*', status: 301 })).message).to.match(/loop/);
    expect((await refusal({ from: '/self', to: `${app.config.siteUrl}/self`, status: 301 })).fields).to.deep.equal(['to']);
  });

  it('refuses chains both ways, naming the field', async () => {
    expect((await create({ from: '/first-hop', to: '/second-hop', status: 301 })).status).to.equal(201);
    const onward = await refusal({ from: '/second-hop', to: '/third-hop', status: 301 });
    expect(onward.fields).to.deep.equal(['from']);
    const into = await refusal({ from: '/zeroth-hop', to: '/first-hop', status: 301 });
    expect(into.fields).to.deep.equal(['to']);
    // A prefix target that would carry requests into another rule's source.
    expect((await refusal({ from: '/older/*', to: '/old-services/*', status: 301 })).fields).to.deep.equal(['to']);
  });

  it('refuses a source that is a live page or already has a rule, naming From', async () => {
    for (const from of [
      '/',
      '/services/denial-management',
      '/blog',
      '/blog/live-post',
      '/blog/*',
      '/dashboard/leads',
      '/api/anything',
      '/favicon.ico',
      '/*',
      '/serv*',
    ]) {
      expect((await refusal({ from, to: '/solutions', status: 301 })).fields, from).to.deep.equal(['from']);
    }
    expect((await refusal({ from: '/old-services/*', to: '/solutions', status: 301 })).message).to.match(/already has a rule/);
  });

  it('refuses malformed input with 400 naming each field, and writes nothing', async () => {
    const before = await request(`${app.url}/api/admin/redirects`, { headers: { cookie } });
    expect((await refusal({ from: 'no-slash', to: '/solutions', status: 301 })).fields).to.deep.equal(['from']);
    expect((await refusal({ from: '/a*b', to: '/solutions', status: 301 })).fields).to.deep.equal(['from']);
    expect((await refusal({ from: '/x y', to: '/solutions', status: 301 })).fields).to.deep.equal(['from']);
    expect((await refusal({ from: '/gone', to: 'javascript:alert(1)', status: 301 })).fields).to.deep.equal(['to']);
    expect((await refusal({ from: '/gone', to: '//evil.example/', status: 301 })).fields).to.deep.equal(['to']);
    expect((await refusal({ from: '/gone', to: 'https://user:pw@example.com/', status: 301 })).fields).to.deep.equal(['to']);
    expect((await refusal({ from: '/gone', to: '/services/*', status: 301 })).fields).to.deep.equal(['to']);
    expect((await refusal({ from: '/gone', to: '/solutions', status: 303 })).fields).to.deep.equal(['status']);
    expect((await refusal({ from: '/gone', to: '/solutions', status: '301' })).fields).to.deep.equal(['status']);
    expect((await refusal({ from: '/gone', to: '/solutions' })).fields).to.deep.equal(['status']);
    expect((await refusal({ from: `/${'a'.repeat(600)}`, to: '/solutions', status: 301 })).fields).to.deep.equal(['from']);
    expect((await refusal({ from: '/gone', to: '/solutions', status: 301, extra: 1 })).fields).to.deep.equal(['extra']);
    const noBody = await request(`${app.url}/api/admin/redirects`, { method: 'POST', headers: { cookie } });
    expect([noBody.status, noBody.body.errors[0].field]).to.deep.equal([400, 'from']);
    expect((await request(`${app.url}/api/admin/redirects`, { headers: { cookie } })).body).to.deep.equal(before.body);
  });

  it('deletes a rule (200), after which its path answers 404; a second delete answers 404 and a malformed id 400', async () => {
    const created = await create({ from: '/temporary-page', to: '/solutions', status: 307 });
    expect((await request(`${app.url}/temporary-page`)).status).to.equal(307);
    const removed = await remove(created.body.id as number);
    expect(removed.status).to.equal(200);
    expect((await request(`${app.url}/temporary-page`)).status).to.equal(404);
    expect((await remove(created.body.id as number)).status).to.equal(404);
    expect((await remove('abc')).status).to.equal(400);
  });

  it('audits every rule change with who, what and the rule', async () => {
    const created = await create({ from: '/audited', to: '/uswha', status: 302 });
    await remove(created.body.id as number);
    const rows = (await app
      .db('audit_log')
      .where({ target: `redirect:${created.body.id}` })
      .orderBy('id')) as { action: string; actor: string; details: string }[];
    expect(rows.map((row) => row.action)).to.deep.equal(['redirect.create', 'redirect.delete']);
    expect(rows[0]!.actor).to.equal('admin');
    expect(JSON.parse(String(rows[0]!.details))).to.deep.equal({ from: '/audited', to: '/uswha', status: 302 });
  });

  it('answers 401 without a session', async () => {
    const response = await request(`${app.url}/api/admin/redirects`);
    expect(response.status).to.equal(401);
  });
});

describe(`Redirect rules and imported old addresses (${testDatabaseKind})`, () => {
  let app: TestApp;
  let cookie: string;
  before(async () => {
    app = await startTestApp();
    await createAdmin(app);
    cookie = await signIn(app);
    await createPost(app.db, { title: 'Live post', slug: 'live-post', excerpt: 'e', content: '<p>c</p>', status: 'published' }, null);
  });
  after(() => app.close());

  it('refuses an imported old address that answers 301 (legacy_paths), exact or under a prefix, naming From', async () => {
    const post = (await app.db('blog_posts').where({ slug: 'live-post' }).first('id')) as { id: number };
    await app.db('legacy_paths').insert({ path: '/2011/07/old-live-post', post_id: post.id, tag_id: null, created_at: new Date().toISOString() });
    expect((await request(`${app.url}/2011/07/old-live-post/`)).status).to.equal(301);
    for (const from of ['/2011/07/old-live-post', '/2011/07/Old-Live-Post/', '/2011/*']) {
      const response = await request(`${app.url}/api/admin/redirects`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ from, to: '/solutions', status: 301 }),
      });
      expect(response.status, from).to.equal(400);
      expect(
        (response.body.errors as { field: string }[]).map((error) => error.field),
        from,
      ).to.deep.equal(['from']);
    }
  });
});
