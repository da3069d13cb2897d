/**
 * Share-preview links of marketing pages (docs/product/pages.md#previews, decision 077): a draft or a live
 * page's pending change drawn at /preview/pages/{token} by the public components, never to visitors at the
 * page's path; revoked, expired, unknown links and a creator who may no longer manage pages answer 404.
 */
import { expect } from 'chai';
import { testDatabaseKind } from '../helpers/database.ts';
import { request } from '../helpers/http.ts';
import { obGynSections, pageCalls, usePagesApp, type PagesApi } from '../helpers/pages-api.ts';

let api: PagesApi;
const { call, create } = pageCalls(() => api);

const open = async (url: string) => request(url.replace('https://rcm.example', api.app.url).replace(/^http:\/\/localhost:3000/, api.app.url));

describe(`The pages admin API: share-preview links (${testDatabaseKind})`, () => {
  usePagesApp((started) => (api = started));

  it('shows a draft page through its link, never cached and not indexed; revoking ends it', async () => {
    const page = await create({ path: '/specialties/preview-draft', title: 'Preview', sections: obGynSections() });
    const made = await call('POST', `/api/admin/pages/${page.id}/preview-links`, { expiresInDays: 2 });
    expect(made.status, made.text).to.equal(201);
    const { id, url, expiresAt } = made.body as { id: number; url: string; expiresAt: string };
    expect(url).to.match(/\/preview\/pages\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(expiresAt) - Date.now()).to.be.within(47 * 3_600_000, 48 * 3_600_000 + 60_000);
    const shown = await open(url);
    expect(shown.status).to.equal(200);
    expect(shown.text).to.include('OB-GYN Revenue Cycle Management');
    expect(shown.headers.get('cache-control')).to.equal('no-store, private');
    expect(shown.headers.get('x-robots-tag')).to.equal('noindex, nofollow');
    expect((await request(`${api.app.url}/specialties/preview-draft`)).status).to.equal(404);
    expect(((await call('GET', `/api/admin/pages/${page.id}/preview-links`)).body as { id: number }[]).map((link) => link.id)).to.deep.equal([id]);
    expect((await call('DELETE', `/api/admin/pages/${page.id}/preview-links/${id}`)).status).to.equal(200);
    expect((await open(url)).status).to.equal(404);
    expect((await call('DELETE', `/api/admin/pages/${page.id}/preview-links/${id}`)).status).to.equal(404);
    expect((await call('GET', `/api/admin/pages/${page.id}/preview-links`)).body).to.deep.equal([]);
  });

  it('shows a live page’s pending change through its link while visitors keep the live page', async () => {
    const page = await create({ path: '/preview-live', title: 'Live', sections: obGynSections(), status: 'published' });
    const sections = obGynSections();
    sections[0]!.heading = 'The Pending Heading';
    await call('PUT', `/api/admin/pages/${page.id}/pending`, { sections, ifPageUpdatedAt: page.updatedAt, ifPendingUpdatedAt: null });
    const { url } = (await call('POST', `/api/admin/pages/${page.id}/preview-links`)).body as { url: string };
    expect((await open(url)).text).to.include('The Pending Heading');
    expect((await request(`${api.app.url}/preview-live`)).text)
      .to.include('OB-GYN Revenue Cycle Management')
      .and.not.include('The Pending Heading');
  });

  it('answers 404 for an unknown or malformed token, an expired link, and a link whose creator may no longer manage pages', async () => {
    const page = await create({ path: '/preview-gone', title: 'Gone', sections: obGynSections() });
    const { url } = (await call('POST', `/api/admin/pages/${page.id}/preview-links`, { expiresInDays: 1 })).body as { url: string };
    expect((await request(`${api.app.url}/preview/pages/${'a'.repeat(43)}`)).status).to.equal(404);
    expect((await request(`${api.app.url}/preview/pages/short`)).status).to.equal(404);
    await api.app.db('users').update({ role: 'author' });
    expect((await open(url)).status).to.equal(404);
    await api.app.db('users').update({ role: 'owner' });
    expect((await open(url)).status).to.equal(200);
    await api.app.db('page_preview_links').update({ expires_at: new Date(Date.now() - 1000).toISOString() });
    expect((await open(url)).status).to.equal(404);
  });

  it('refuses a bad expiry with 400, and answers 404 for another page’s link or a missing page', async () => {
    const page = await create({ path: '/preview-rules', title: 'Rules' });
    const other = await create({ path: '/preview-other', title: 'Other' });
    for (const expiresInDays of [0, 31, 1.5, '7']) {
      const response = await call('POST', `/api/admin/pages/${page.id}/preview-links`, { expiresInDays });
      expect(response.status, String(expiresInDays)).to.equal(400);
      expect(response.body.errors[0].field).to.equal('expiresInDays');
    }
    const { id } = (await call('POST', `/api/admin/pages/${page.id}/preview-links`)).body as { id: number };
    expect((await call('DELETE', `/api/admin/pages/${other.id}/preview-links/${id}`)).status).to.equal(404);
    expect((await call('POST', '/api/admin/pages/999999/preview-links')).status).to.equal(404);
    expect((await call('DELETE', `/api/admin/pages/${page.id}/preview-links/abc`)).body.errors[0].field).to.equal('id');
  });
});
