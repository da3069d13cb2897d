/**
 * A page's size (docs/product/api.md#pages, decision 087): the largest page the rules allow saves, a byte more is
 * refused at `sections`, and a body over the pages API's 512 KB limit answers 413 JSON without writing anything.
 */
import { expect } from 'chai';
import { jsonBytes, maxPageBytes, maxSections, sectionTypes } from '#shared/page-sections/index.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { pageCalls, usePagesApp, type AdminPage, type PagesApi } from '../helpers/pages-api.ts';
import { largestPage } from '../helpers/section-extremes.ts';

let api: PagesApi;
const { call, create } = pageCalls(() => api);
/** The pages API's body limit (server/api/index.server.ts): 512 KB. */
const bodyLimit = 512 * 1024;
const contentOf = (page: AdminPage & Record<string, unknown>) => {
  const { title, metaTitle, metaDescription, socialImage, noindex, canonicalUrl, sections } = page;
  return { title, metaTitle, metaDescription, socialImage, noindex, canonicalUrl, sections };
};

describe(`The pages admin API: a page's size (${testDatabaseKind})`, () => {
  usePagesApp((started) => (api = started));

  it('saves the largest page the rules allow: 40 sections, every kind at its longest, 500,000 bytes of content', async () => {
    const made = await create({ path: '/specialties/largest', title: 'Largest' });
    const page = largestPage();
    expect(page.sections).to.have.length(maxSections);
    expect(new Set(page.sections.map((section) => section.type)).size).to.equal(sectionTypes.length);
    expect(jsonBytes(page)).to.equal(maxPageBytes);
    const body = JSON.stringify({ ...page, status: 'draft', ifUpdatedAt: made.updatedAt });
    expect(Buffer.byteLength(body), 'the body passes the content limit and stays under the body limit').to.be.above(maxPageBytes).and.below(bodyLimit);

    const response = await call('PUT', `/api/admin/pages/${made.id}`, body);
    expect(response.status, response.text.slice(0, 300)).to.equal(200);
    const stored = (await call('GET', `/api/admin/pages/${made.id}`)).body as AdminPage & Record<string, unknown>;
    expect(contentOf(stored)).to.deep.equal(page);
    // What the API answers, sent back as the editor sends it, fits again.
    const again = await call('PUT', `/api/admin/pages/${made.id}`, { ...contentOf(stored), ifUpdatedAt: stored.updatedAt });
    expect(again.status, again.text.slice(0, 300)).to.equal(200);
  });

  it('refuses a page a byte larger with 400 naming sections, and keeps the page as it was', async () => {
    const made = await create({ path: '/specialties/a-byte-too-large', title: 'A byte too large' });
    const response = await call('PUT', `/api/admin/pages/${made.id}`, { ...largestPage(maxPageBytes + 1), ifUpdatedAt: made.updatedAt });
    expect(response.status).to.equal(400);
    expect(response.body.errors).to.deep.equal([
      {
        field: 'sections',
        message: 'The page is too large: 500,001 bytes of text and formatting, at most 500,000. Shorten or remove sections, or split it into two pages.',
      },
    ]);
    const stored = (await call('GET', `/api/admin/pages/${made.id}`)).body as AdminPage;
    expect(stored.updatedAt).to.equal(made.updatedAt);
  });

  it('answers a body over 512 KB with a 413 JSON message and writes nothing', async () => {
    const made = await create({ path: '/specialties/over-the-limit', title: 'Over the limit' });
    const revisions = (await call('GET', `/api/admin/pages/${made.id}/revisions`)).body as unknown[];
    // Three-byte characters: 180,000 of them are 540,000 bytes, past the limit in bytes while far under it in characters.
    const html = `<p>${'€'.repeat(180_000)}</p>`;
    const body = JSON.stringify({ title: 'Over the limit, changed', sections: [{ id: 'text', type: 'richText', html }], ifUpdatedAt: made.updatedAt });
    expect(body.length).to.be.below(bodyLimit);
    expect(Buffer.byteLength(body)).to.be.above(bodyLimit);

    for (const path of [`/api/admin/pages/${made.id}`, `/api/admin/pages/${made.id}/pending`, '/api/admin/pages']) {
      const method = path === '/api/admin/pages' ? 'POST' : 'PUT';
      const response = await call(method, path, body);
      expect(response.status, `${method} ${path}`).to.equal(413);
      expect(response.headers.get('content-type')).to.match(/^application\/json/);
      expect(response.body).to.deep.include({ message: 'Request body is too large' });
    }
    const stored = (await call('GET', `/api/admin/pages/${made.id}`)).body as AdminPage;
    expect(stored).to.include({ title: 'Over the limit', updatedAt: made.updatedAt, pending: null });
    expect((await call('GET', `/api/admin/pages/${made.id}/revisions`)).body).to.deep.equal(revisions);
    const list = (await call('GET', '/api/admin/pages')).body as AdminPage[];
    expect(list.filter((page) => page.title === 'Over the limit, changed')).to.deep.equal([]);
  });
});
