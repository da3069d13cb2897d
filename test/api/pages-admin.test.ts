/**
 * The marketing pages' admin API (docs/product/api.md#pages, decision 074): the list, one page, new pages and
 * their paths, saves, publishing with its guardrails, conflicts, deleting, and the audit log.
 */
import { expect } from 'chai';
import { testDatabaseKind } from '../helpers/database.ts';
import { obGynSections, pageCalls, section, usePagesApp, type AdminPage, type PagesApi } from '../helpers/pages-api.ts';

let api: PagesApi;
const { call, create, byPath, html, auditActions } = pageCalls(() => api);

describe(`The pages admin API: list, pages, paths and publishing (${testDatabaseKind})`, () => {
  usePagesApp((started) => (api = started));

  it('lists every page, the sixteen marketing pages included, as {id, path, title, status, updatedAt}', async () => {
    const response = await call('GET', '/api/admin/pages');
    expect(response.status).to.equal(200);
    const pages = response.body as AdminPage[];
    expect(pages.map((page) => page.path)).to.include.members(['/', '/services/denial-management', '/solutions', '/uswha', '/thank-you']);
    expect(pages.length).to.be.at.least(16);
    for (const page of pages) expect(page).to.include.keys('id', 'path', 'title', 'status', 'updatedAt');
    expect(pages.find((page) => page.path === '/')).to.include({ title: 'Home', status: 'published' });
  });

  it('answers one page with its sections, SEO fields, status and pending change; 404 and 400 for a missing or malformed id', async () => {
    const home = await byPath('/');
    expect(home.sections[0]).to.include({ type: 'hero' });
    expect(home).to.include.keys('metaTitle', 'metaDescription', 'socialImage', 'noindex', 'canonicalUrl', 'status', 'publishAt', 'updatedAt', 'pending');
    expect(home.pending).to.equal(null);
    expect((await call('GET', '/api/admin/pages/999999')).status).to.equal(404);
    const malformed = await call('GET', '/api/admin/pages/abc');
    expect(malformed.status).to.equal(400);
    expect(malformed.body.errors[0].field).to.equal('id');
  });

  it('creates a draft by default, drawn to nobody', async () => {
    const page = await create({ path: '/campaign-draft', title: 'Campaign', sections: [section('richText', 'text', { html: '' })] });
    expect(page).to.include({ path: '/campaign-draft', title: 'Campaign', status: 'draft', publishAt: null });
    expect((await call('GET', '/campaign-draft')).status).to.equal(404);
  });

  it('refuses reserved, malformed and taken paths with 400 naming path', async () => {
    const paths = ['/blog', '/dashboard', '/api', '/login', '/search', '/media', '/assets', '/book', '/revenue-check', '/healthz', '/readyz'];
    paths.push('/blog/rss.xml', '/sitemap.xml', '/robots.txt', '/thank-you', '/services/a/b', '/Upper', '/a/b/c', '/trailing-', 'no-slash', '/services/');
    for (const path of paths) {
      const response = await call('POST', '/api/admin/pages', { path, title: 'Taken' });
      expect(response.status, path).to.equal(400);
      expect(
        response.body.errors.map((error: { field: string }) => error.field),
        path,
      ).to.deep.equal(['path']);
    }
    expect((await call('POST', '/api/admin/pages', { title: 'No path' })).body.errors[0].field).to.equal('path');
  });

  it('publishes a new /specialties page built from a hero, rich text, an FAQ and a contact section', async () => {
    const page = await create({
      path: '/specialties/ob-gyn',
      title: 'OB-GYN',
      metaDescription: 'RCM for OB-GYN practices.',
      sections: obGynSections(),
      status: 'published',
    });
    expect(page.status).to.equal('published');
    const body = await html('/specialties/ob-gyn');
    expect(body).to.include('OB-GYN Revenue Cycle Management').and.include('FAQPage');
    const entries = await auditActions();
    expect(entries.at(-1)).to.include({ action: 'page.publish', target: `page:${page.id}` });
  });

  it('refuses a publish with every broken guardrail, each with its field, and writes nothing', async () => {
    const draft = await create({ path: '/guardrails', title: 'Guardrails', sections: [] });
    const platforms = section('platforms', 'logos', { items: [{ name: 'Epic', logo: { src: '/logos/epic.svg', alt: '', decorative: false } }] });
    const broken = [
      section('richText', 'text', { html: '<h3>Skipped</h3><p>See <a href="/no-such-page">this</a>.</p>' }),
      section('hero', 'hero', { heading: '' }),
      section('message', 'second-h1'),
      platforms,
    ];
    const response = await call('PUT', `/api/admin/pages/${draft.id}`, { sections: broken, status: 'published' });
    expect(response.status).to.equal(400);
    const fields = (response.body.errors as { field: string }[]).map((error) => error.field);
    expect(fields).to.include.members(['sections.0.html', 'sections.1.heading', 'sections.2.heading', 'sections.3.items.0.logo.alt']);
    expect((response.body.errors as { field: string; message: string }[]).find((error) => /no-such-page/.test(error.message))?.field).to.equal(
      'sections.0.html',
    );
    const after = (await call('GET', `/api/admin/pages/${draft.id}`)).body as AdminPage;
    expect(after).to.include({ status: 'draft', updatedAt: draft.updatedAt });
  });

  it('accepts links to live pages, posts and site routes, and a decorative image without alt', async () => {
    const draft = await create({ path: '/links', title: 'Links', sections: [] });
    const text = '<p><a href="/blog">Blog</a> <a href="/solutions#x">Solutions</a> <a href="/links">here</a> <a href="https://example.com/">out</a></p>';
    const sections = [
      section('hero', 'hero'),
      section('richText', 'text', { html: text }),
      section('platforms', 'logos', { items: [{ name: 'Epic', logo: { src: '/logos/epic.svg', alt: '', decorative: true } }] }),
    ];
    const response = await call('PUT', `/api/admin/pages/${draft.id}`, { sections, status: 'published', ifUpdatedAt: draft.updatedAt });
    expect(response.status, response.text).to.equal(200);
  });

  it('answers 409 for a stale ifUpdatedAt and keeps the newer save', async () => {
    const page = await create({ path: '/conflict', title: 'First' });
    const first = await call('PUT', `/api/admin/pages/${page.id}`, { title: 'Second', ifUpdatedAt: page.updatedAt });
    expect(first.status).to.equal(200);
    const stale = await call('PUT', `/api/admin/pages/${page.id}`, { title: 'Third', ifUpdatedAt: page.updatedAt });
    expect(stale.status).to.equal(409);
    expect(((await call('GET', `/api/admin/pages/${page.id}`)).body as AdminPage).title).to.equal('Second');
  });
});

describe(`The pages admin API: malformed input, deleting and unpublishing (${testDatabaseKind})`, () => {
  usePagesApp((started) => (api = started));

  it('saves every seeded page back as the API answered it (the editor sends what it got), the home page unchanged', async () => {
    const before = await html('/');
    for (const summary of (await call('GET', '/api/admin/pages')).body as AdminPage[]) {
      const page = (await call('GET', `/api/admin/pages/${summary.id}`)).body as AdminPage;
      const saved = await call('PUT', `/api/admin/pages/${page.id}`, { ...page, ifUpdatedAt: page.updatedAt });
      expect(saved.status, `${page.path} ${saved.text}`).to.equal(200);
    }
    expect(await html('/')).to.equal(before);
  });

  it('answers 400 with errors for malformed bodies and fields', async () => {
    const page = await create({ path: '/malformed', title: 'Malformed' });
    const cases: [unknown, string][] = [
      [{ status: 'live' }, 'status'],
      [{ title: 'x'.repeat(121) }, 'title'],
      [{ sections: 'none' }, 'sections'],
      [{ sections: [{ id: 'x', type: 'marquee' }] }, 'sections.0.type'],
      [{ unknownField: 1 }, 'unknownField'],
      [{ ifUpdatedAt: 'yesterday' }, 'ifUpdatedAt'],
      [{ status: 'scheduled' }, 'publishAt'],
      [{ status: 'scheduled', publishAt: '2020-01-01T00:00:00Z' }, 'publishAt'],
      [{ canonicalUrl: 'http://example.com' }, 'canonicalUrl'],
      [[1, 2], 'body'],
    ];
    for (const [body, field] of cases) {
      const response = await call('PUT', `/api/admin/pages/${page.id}`, body);
      expect(response.status, JSON.stringify(body)).to.equal(400);
      expect(
        response.body.errors.map((error: { field: string }) => error.field),
        JSON.stringify(body),
      ).to.include(field);
    }
  });

  it('refuses to delete, move or unpublish the home page; deletes another page with an audit entry', async () => {
    const home = await byPath('/');
    const refused = await call('DELETE', `/api/admin/pages/${home.id}`);
    expect(refused.status).to.equal(400);
    expect((await call('PUT', `/api/admin/pages/${home.id}`, { path: '/home' })).body.errors[0].field).to.equal('path');
    expect((await call('PUT', `/api/admin/pages/${home.id}`, { status: 'draft' })).body.errors[0].field).to.equal('status');
    const page = await create({ path: '/doomed', title: 'Doomed', sections: obGynSections(), status: 'published' });
    const deleted = await call('DELETE', `/api/admin/pages/${page.id}`);
    expect(deleted.status).to.equal(200);
    expect((await call('GET', '/doomed')).status).to.equal(404);
    expect((await call('GET', `/api/admin/pages/${page.id}`)).status).to.equal(404);
    expect((await call('DELETE', `/api/admin/pages/${page.id}`)).status).to.equal(404);
    expect((await auditActions()).at(-1)).to.include({ action: 'page.delete', target: `page:${page.id}` });
  });

  it('unpublishes a page (audited) and answers 404 for it', async () => {
    const page = await create({ path: '/unpublish-me', title: 'Unpublish', sections: obGynSections(), status: 'published' });
    const response = await call('PUT', `/api/admin/pages/${page.id}`, { status: 'draft' });
    expect(response.status).to.equal(200);
    expect((await call('GET', '/unpublish-me')).status).to.equal(404);
    expect((await auditActions()).at(-1)).to.include({ action: 'page.unpublish', target: `page:${page.id}` });
  });

  it('answers 400 naming id for a malformed or missing id on every page route, and changes nothing', async () => {
    const before = await api.app.db('site_pages').orderBy('id').select('id', 'updated_at');
    const routes: [string, (id: string) => string, unknown][] = [
      ['GET', (id) => `/api/admin/pages/${id}`, undefined],
      ['PUT', (id) => `/api/admin/pages/${id}`, { title: 'Changed' }],
      ['DELETE', (id) => `/api/admin/pages/${id}`, undefined],
      ['GET', (id) => `/api/admin/pages/${id}/pending`, undefined],
      ['PUT', (id) => `/api/admin/pages/${id}/pending`, { title: 'Changed', ifPageUpdatedAt: new Date().toISOString(), ifPendingUpdatedAt: null }],
      ['DELETE', (id) => `/api/admin/pages/${id}/pending`, undefined],
      ['GET', (id) => `/api/admin/pages/${id}/revisions`, undefined],
      ['GET', (id) => `/api/admin/pages/1/revisions/${id}`, undefined],
      ['POST', (id) => `/api/admin/pages/${id}/revisions/1/restore`, undefined],
      ['POST', (id) => `/api/admin/pages/1/revisions/${id}/restore`, undefined],
    ];
    for (const [method, path, body] of routes) {
      for (const id of ['0', '-1', '1.5', 'abc', '2147483648', '%00']) {
        const response = await call(method, path(id), body);
        expect(response.status, `${method} ${path(id)}`).to.equal(400);
        expect(response.body.errors, `${method} ${path(id)}`).to.deep.equal([{ field: 'id', message: 'Id must be a whole number from 1 to 2147483647.' }]);
      }
    }
    for (const method of ['PUT', 'DELETE']) expect((await call(method, '/api/admin/pages', { title: 'x' })).body.errors[0].field).to.equal('id');
    expect(await api.app.db('site_pages').orderBy('id').select('id', 'updated_at')).to.deep.equal(before);
  });
});
