/**
 * Redirect rules and page moves never make a loop or a chain, whichever side is written last
 * (docs/product/redirects.md#rules): a rule to or from a page's old path is refused, and a page may not move
 * onto a rule's source or away from a rule's target.
 */
import { expect } from 'chai';
import { testDatabaseKind } from '../helpers/database.ts';
import { request } from '../helpers/http.ts';
import { pageCalls, section, usePagesApp, type PagesApi } from '../helpers/pages-api.ts';

let api: PagesApi;
const { call, create } = pageCalls(() => api);
const errorFields = (body: { errors?: { field: string }[] }) => (body.errors ?? []).map((error) => error.field);
const sections = () => [section('hero', 'hero', { heading: 'Moving page' }), section('contact', 'contact')];

describe(`Redirect rules and page moves (${testDatabaseKind})`, () => {
  usePagesApp((started) => (api = started));

  const rule = (from: string, to: string) => call('POST', '/api/admin/redirects', { from, to, status: 301 });
  const move = (id: number, path: string) => call('PUT', `/api/admin/pages/${id}`, { path });

  it('refuses the attacker’s loop at every step: /r1 moved to /r2, a rule /r3 → /r1, the page moved to /r3', async () => {
    const page = await create({ path: '/r1', title: 'Moving', metaDescription: 'A page that moves.', sections: sections(), status: 'published' });
    expect((await move(page.id, '/r2')).status).to.equal(200);
    // /r1 answers 301 to /r2 now: a rule through it is a chain, a rule from it takes over a live path.
    const through = await rule('/r3', '/r1');
    expect([through.status, errorFields(through.body)]).to.deep.equal([400, ['to']]);
    const over = await rule('/r1', '/solutions');
    expect([over.status, errorFields(over.body)]).to.deep.equal([400, ['from']]);
    // A rule to the page where it is now is fine, but the page may not then move away from it (a chain)…
    expect((await rule('/r3', '/r2')).status).to.equal(201);
    const away = await move(page.id, '/r4');
    expect([away.status, errorFields(away.body)]).to.deep.equal([400, ['path']]);
    // …nor onto the rule's source (the rule would send the page's visitors to its old path: a loop).
    const onto = await move(page.id, '/r3');
    expect([onto.status, errorFields(onto.body)]).to.deep.equal([400, ['path']]);
    for (const path of ['/r1', '/r3']) {
      const response = await request(`${api.app.url}${path}`);
      expect(response.status, path).to.equal(301);
      expect(response.headers.get('location'), path).to.equal('/r2');
    }
    expect((await request(`${api.app.url}/r2`)).status).to.equal(200);
  });

  it('refuses a page created or moved at a path a rule sends elsewhere, exact or under a prefix, naming path', async () => {
    expect((await rule('/taken-path', '/solutions')).status).to.equal(201);
    expect((await rule('/services/old-*', '/solutions')).status).to.equal(201);
    for (const path of ['/taken-path', '/services/old-billing']) {
      const created = await call('POST', '/api/admin/pages', { path, title: 'Taken', sections: sections(), status: 'draft' });
      expect([created.status, errorFields(created.body)], path).to.deep.equal([400, ['path']]);
    }
    const page = await create({ path: '/fresh-page', title: 'Fresh', metaDescription: 'A page.', sections: sections(), status: 'draft' });
    const moved = await move(page.id, '/services/old-coding');
    expect([moved.status, errorFields(moved.body)]).to.deep.equal([400, ['path']]);
  });
});
