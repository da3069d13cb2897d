/**
 * The menus (docs/product/api.md#navigation, decision 075), a new page end to end (sitemap, search, header
 * menu), and the roles: authors and sales get 403 on every pages and navigation endpoint.
 */
import { expect } from 'chai';
import { defaultNavigation } from '#content/navigation.ts';
import type { Navigation } from '#shared/navigation.ts';
import { signInAs } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { request } from '../helpers/http.ts';
import { obGynSections, pageCalls, usePagesApp, type PagesApi } from '../helpers/pages-api.ts';

let api: PagesApi;
const { call, create, html, auditActions } = pageCalls(() => api);

const errorFields = (body: { errors?: { field: string }[] }) => (body.errors ?? []).map((error) => error.field);

describe(`The pages admin API: menus, a new page end to end, roles (${testDatabaseKind})`, () => {
  usePagesApp((started) => (api = started));

  it('answers the seeded menus: the Services dropdown and the three links, the three footer columns', async () => {
    const response = await call('GET', '/api/admin/navigation');
    expect(response.status).to.equal(200);
    const { header, footer } = response.body as Navigation;
    expect(header.map((item) => item.label)).to.deep.equal(['Services', 'Solutions', 'Member Program', 'Blog']);
    expect(header[0]!.children).to.have.length(10);
    expect(footer.map((column) => column.heading)).to.deep.equal(['Services', 'Company', 'Legal']);
    expect({ header, footer }).to.deep.equal(JSON.parse(JSON.stringify(defaultNavigation())));
  });

  it('publishes /specialties/ob-gyn from a hero, rich text, an FAQ and a contact form: in the sitemap, the search and, once added, the header menu', async () => {
    const page = await create({
      path: '/specialties/ob-gyn',
      title: 'OB-GYN',
      metaDescription: 'RCM for OB-GYN practices.',
      sections: obGynSections(),
      status: 'published',
    });
    const sitemap = (await request(`${api.app.url}/sitemap.xml`)).text;
    expect(sitemap).to.match(/<loc>[^<]+\/specialties\/ob-gyn<\/loc>/);
    const search = await request(`${api.app.url}/api/search?q=obstetric`);
    expect(search.body.results.map((result: { url: string }) => result.url)).to.include('/specialties/ob-gyn');

    const current = (await call('GET', '/api/admin/navigation')).body as Navigation & { updatedAt: string };
    const header = [...current.header.slice(0, 1), { label: 'OB-GYN', href: '/specialties/ob-gyn' }, ...current.header.slice(1)];
    const saved = await call('PUT', '/api/admin/navigation', { header, footer: current.footer, ifUpdatedAt: current.updatedAt });
    expect(saved.status, saved.text).to.equal(200);
    expect(await html('/')).to.include('<a href="/specialties/ob-gyn">OB-GYN</a>');
    expect((await html('/specialties/ob-gyn')).match(/aria-current="page"[^>]*>OB-GYN</g)).to.not.equal(null);
    expect((await auditActions()).at(-1)).to.include({ action: 'navigation.update', target: 'navigation' });

    // Noindex takes it out of the sitemap and the search; unpublished, a menu link to it would be refused.
    await call('PUT', `/api/admin/pages/${page.id}`, { noindex: true });
    expect((await request(`${api.app.url}/sitemap.xml`)).text).to.not.include('/specialties/ob-gyn<');
    const urls = (await request(`${api.app.url}/api/search?q=obstetric`)).body.results.map((result: { url: string }) => result.url);
    expect(urls).to.not.include('/specialties/ob-gyn');
  });

  it('changes the footer on the next request', async () => {
    const current = (await call('GET', '/api/admin/navigation')).body as Navigation;
    const footer = [...current.footer, { heading: 'For Practices', links: [{ label: 'Partner Portal', href: 'https://portal.example.com/' }] }];
    expect((await call('PUT', '/api/admin/navigation', { header: current.header, footer })).status).to.equal(200);
    const body = await html('/solutions');
    expect(body).to.include('id="footer-for-practices"').and.include('href="https://portal.example.com/"');
  });

  it('refuses broken links, bad links, long labels and too many items with 400 naming each field, and 409 for a stale version', async () => {
    const current = (await call('GET', '/api/admin/navigation')).body as Navigation & { updatedAt: string };
    const header = [
      { label: 'Services', href: '/#services', children: [{ label: 'Nowhere', href: '/services/nowhere' }] },
      { label: 'x'.repeat(21), href: '/solutions' },
      { label: 'Plain', href: 'http://example.com/' },
      { label: '', href: '/blog' },
      { label: 'Script', href: 'javascript:alert(1)' },
    ];
    const response = await call('PUT', '/api/admin/navigation', { header, footer: current.footer });
    expect(response.status).to.equal(400);
    expect(errorFields(response.body)).to.deep.equal(['header.0.children.0.href', 'header.1.label', 'header.2.href', 'header.3.label', 'header.4.href']);
    const tooMany = Array.from({ length: 6 }, (_, index) => ({ label: `Item ${index}`, href: '/blog' }));
    expect(errorFields((await call('PUT', '/api/admin/navigation', { header: tooMany, footer: [] })).body)).to.deep.equal(['header']);
    const twice = [current.footer[0]!, { ...current.footer[1]!, heading: 'services' }];
    expect(errorFields((await call('PUT', '/api/admin/navigation', { header: current.header, footer: twice })).body)).to.deep.equal(['footer.1.heading']);
    expect(errorFields((await call('PUT', '/api/admin/navigation', { header: current.header })).body)).to.deep.equal(['footer']);
    expect(errorFields((await call('PUT', '/api/admin/navigation', [])).body)).to.include('body');
    expect((await call('PUT', '/api/admin/navigation', { ...current, ifUpdatedAt: '2020-01-01T00:00:00.000Z' })).status).to.equal(409);
    expect((await call('GET', '/api/admin/navigation')).body).to.deep.equal(current);
  });

  for (const role of ['author', 'sales'] as const) {
    it(`answers 403 to ${role === 'author' ? 'an author' : 'sales'} on every pages and navigation endpoint, and changes nothing`, async () => {
      const { cookie } = await signInAs(api.app, role);
      const page = await create({ path: `/of-${role}`, title: 'Theirs' });
      const calls: [string, string][] = [
        ['GET', '/api/admin/pages'],
        ['POST', '/api/admin/pages'],
        ['GET', `/api/admin/pages/${page.id}`],
        ['PUT', `/api/admin/pages/${page.id}`],
        ['DELETE', `/api/admin/pages/${page.id}`],
        ['GET', `/api/admin/pages/${page.id}/pending`],
        ['PUT', `/api/admin/pages/${page.id}/pending`],
        ['DELETE', `/api/admin/pages/${page.id}/pending`],
        ['GET', `/api/admin/pages/${page.id}/revisions`],
        ['GET', `/api/admin/pages/${page.id}/revisions/1`],
        ['POST', `/api/admin/pages/${page.id}/revisions/1/restore`],
        ['GET', '/api/admin/navigation'],
        ['PUT', '/api/admin/navigation'],
      ];
      const before = await api.app.db('site_pages').orderBy('id').select();
      for (const [method, path] of calls) {
        const response = await call(method, path, method === 'GET' ? undefined : { path: '/x', title: 'x', header: [], footer: [] }, cookie);
        expect(response.status, `${method} ${path}`).to.equal(403);
      }
      expect(await api.app.db('site_pages').orderBy('id').select()).to.deep.equal(before);
    });
  }
});
