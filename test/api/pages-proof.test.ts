/**
 * Proof per page (docs/product/pages.md#proof, docs/product/api.md#pages): a proof section picks proof items by id
 * (`items`), shown instead of the items placed on its `placement`; a save naming an item the Proof list does not
 * have, or a malformed list, answers 400 at the item; an empty proof section publishes (the editor warns) and draws
 * nothing, not even a heading.
 */
import { expect } from 'chai';
import { testDatabaseKind } from '../helpers/database.ts';
import { obGynSections, pageCalls, section, usePagesApp, type PagesApi } from '../helpers/pages-api.ts';

let api: PagesApi;
const { call, create, html } = pageCalls(() => api);

const nowhere = { home: false, uswha: false, services: [] };
const items = {
  testimonial: {
    kind: 'testimonial',
    quote: 'Test quote: our claims go out the day of the visit.',
    person: 'Test Person',
    role: 'Practice manager',
    practice: 'Test Home Practice',
    permissionGiven: true,
    permissionDate: '2026-01-15',
    placement: { home: true, uswha: false, services: [] },
  },
  caseStudy: {
    kind: 'case-study',
    practiceType: 'Test four-physician OB-GYN practice',
    problem: 'Test problem',
    whatWasDone: 'Test work',
    figures: [{ label: 'Days in A/R', before: '52', after: '31' }],
    placement: nowhere,
  },
  certification: { kind: 'certification', name: 'Test OB-GYN membership', issuer: 'Test issuer', link: '', placement: nowhere },
};

async function proofItem(body: Record<string, unknown>): Promise<number> {
  const answer = await call('POST', '/api/admin/proof', body);
  expect(answer.status, answer.text).to.equal(201);
  return (answer.body as { id: number }).id;
}

/** The OB-GYN page with a proof section (index 4) showing `picked`, else the items placed on `placement`. */
const withProof = (picked: unknown, placement = 'home') => [...obGynSections(), section('proof', 'proof', { placement, items: picked })];

describe(`Proof per page (${testDatabaseKind})`, () => {
  usePagesApp((started) => (api = started));
  let ids: Record<keyof typeof items, number>;
  before(async () => {
    ids = {
      testimonial: await proofItem(items.testimonial),
      caseStudy: await proofItem(items.caseStudy),
      certification: await proofItem(items.certification),
    };
  });

  it('draws the items a page picks, grouped by kind, and not the items placed on the home page', async () => {
    await create({ path: '/specialties/ob-gyn-proof', title: 'OB-GYN', status: 'published', sections: withProof([ids.certification, ids.caseStudy]) });
    const page = await html('/specialties/ob-gyn-proof');
    expect(page).to.include(items.caseStudy.practiceType).and.to.include(items.certification.name);
    expect(page).not.to.include(items.testimonial.quote);
    expect(page.indexOf('Results From Practices We Work With'), 'case studies before certifications').to.be.below(
      page.indexOf('Certifications and Memberships'),
    );
    expect(page).not.to.include('What Practices Say');
    // The home page still shows what is placed on it.
    expect(await html('/')).to.include(items.testimonial.quote);
  });

  it('draws the items placed on the placement when none is picked', async () => {
    await create({ path: '/specialties/placed-proof', title: 'Placed', status: 'published', sections: withProof([]) });
    const page = await html('/specialties/placed-proof');
    expect(page).to.include(items.testimonial.quote);
    expect(page).not.to.include(items.caseStudy.practiceType);
  });

  it('publishes an empty proof section (a warning, not a refusal) and draws nothing for it, not even a heading', async () => {
    const published = await create({ path: '/specialties/empty-proof', title: 'Empty', status: 'published', sections: withProof([], 'uswha') });
    expect(published.status).to.equal('published');
    const page = await html('/specialties/empty-proof');
    expect(page).to.include('OB-GYN Revenue Cycle Management');
    expect(page).not.to.include('proof-section');
    expect(page).not.to.match(/What Practices Say|Results From Practices|Certifications and Memberships|Practices That Work With Us/);
  });

  it('refuses an item the Proof list does not have, and malformed lists, with 400 at the item, writing nothing', async () => {
    const before = Number((await api.app.db('site_pages').count({ n: '*' }).first())?.n);
    const missing = await call('POST', '/api/admin/pages', {
      path: '/specialties/missing-proof',
      title: 'Missing',
      sections: withProof([ids.caseStudy, 987654]),
    });
    expect(missing.status).to.equal(400);
    expect(missing.body.errors).to.deep.equal([{ field: 'sections.4.items.1', message: 'That proof item is not in the Proof list any more: uncheck it.' }]);
    const cases: [unknown, string][] = [
      ['all', 'sections.4.items'],
      [{ 0: 1 }, 'sections.4.items'],
      [[ids.caseStudy, 'two'], 'sections.4.items.1'],
      [[1.5], 'sections.4.items.0'],
      [[0], 'sections.4.items.0'],
      [[2 ** 31], 'sections.4.items.0'],
      [[ids.caseStudy, ids.caseStudy], 'sections.4.items.1'],
      [Array.from({ length: 25 }, (_, index) => index + 1), 'sections.4.items'],
    ];
    for (const [picked, field] of cases) {
      const answer = await call('POST', '/api/admin/pages', { path: '/specialties/malformed-proof', title: 'Malformed', sections: withProof(picked) });
      expect(answer.status, JSON.stringify(picked)).to.equal(400);
      expect(answer.body.errors.map((error: { field: string }) => error.field)).to.include(field);
    }
    expect(Number((await api.app.db('site_pages').count({ n: '*' }).first())?.n)).to.equal(before);
  });

  it('stops drawing an item deleted from the Proof list, and refuses the next save until it is unchecked', async () => {
    const extra = await proofItem({ ...items.certification, name: 'Test membership soon gone' });
    const page = await create({ path: '/specialties/gone-proof', title: 'Gone', status: 'published', sections: withProof([extra]) });
    expect(await html('/specialties/gone-proof')).to.include('Test membership soon gone');
    expect((await call('DELETE', `/api/admin/proof/${extra}`)).status).to.equal(204);
    const after = await html('/specialties/gone-proof');
    expect(after).not.to.include('Test membership soon gone');
    expect(after).not.to.include('proof-section');
    const refused = await call('PUT', `/api/admin/pages/${page.id}`, { title: 'Gone again', ifUpdatedAt: page.updatedAt });
    expect(refused.status).to.equal(400);
    expect(refused.body.errors[0].field).to.equal('sections.4.items.0');
    const saved = await call('PUT', `/api/admin/pages/${page.id}`, { sections: withProof([]), ifUpdatedAt: page.updatedAt });
    expect(saved.status, saved.text).to.equal(200);
  });
});
