/**
 * Every marketing page's title ends with the brand (docs/product/pages.md#pages-as-data): a new page's title
 * gets " | " and the company's name as set in Settings; a seeded title, which already ends with the brand,
 * is not doubled.
 */
import { expect } from 'chai';
import { settingsBody } from '../helpers/company.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { obGynSections, pageCalls, usePagesApp, type PagesApi } from '../helpers/pages-api.ts';

let api: PagesApi;
const { call, create, html } = pageCalls(() => api);
const titleOf = async (path: string) => (await html(path)).match(/<title>([^<]*)<\/title>/)?.[1];

describe(`Page titles with the brand (${testDatabaseKind})`, () => {
  usePagesApp((started) => (api = started));

  it('adds " | Apex Revenue Partners" to a new page’s title or meta title, and never twice', async () => {
    await create({ path: '/specialties/ob-gyn', title: 'OB-GYN Billing', sections: obGynSections(), status: 'published' });
    expect(await titleOf('/specialties/ob-gyn')).to.equal('OB-GYN Billing | Apex Revenue Partners');
    await create({ path: '/specialties/womens-health', title: 'Women', metaTitle: 'Women’s Health Billing', sections: obGynSections(), status: 'published' });
    expect(await titleOf('/specialties/womens-health')).to.equal('Women’s Health Billing | Apex Revenue Partners');
    await create({ path: '/already-branded', title: 'Branded', metaTitle: 'Branded | Apex Revenue Partners', sections: obGynSections(), status: 'published' });
    expect(await titleOf('/already-branded')).to.equal('Branded | Apex Revenue Partners');
    expect(await titleOf('/')).to.equal('Healthcare Revenue Cycle Management | Apex Revenue Partners');
  });

  it('follows the company’s name in Settings for new pages, leaving the seeded titles as they are', async () => {
    await create({ path: '/renamed-brand', title: 'Coding Audits', sections: obGynSections(), status: 'published' });
    const saved = await call('PUT', '/api/admin/settings', settingsBody('Harbor'));
    expect(saved.status, saved.text).to.equal(200);
    expect(await titleOf('/renamed-brand')).to.equal('Coding Audits | Harbor Billing');
    expect(await titleOf('/solutions')).to.equal('RCM Solutions for Medical Practices | Apex Revenue Partners');
  });
});
