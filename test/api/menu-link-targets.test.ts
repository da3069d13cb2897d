/**
 * The menu editor's page picker (docs/product/api.md#navigation): GET /api/admin/navigation/links finds the
 * published pages and posts by title, every word, and never a draft, a scheduled page or post.
 */
import { expect } from 'chai';
import type { MenuLinkTarget } from '#shared/navigation.ts';
import { signInAs } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { obGynSections, pageCalls, usePagesApp, type PagesApi } from '../helpers/pages-api.ts';

let api: PagesApi;
const { call, create } = pageCalls(() => api);

const found = async (q: string) => {
  const response = await call('GET', `/api/admin/navigation/links?q=${encodeURIComponent(q)}`);
  expect(response.status, response.text).to.equal(200);
  return response.body as MenuLinkTarget[];
};

describe(`The menu editor's page picker (${testDatabaseKind})`, () => {
  usePagesApp((started) => (api = started));

  before(async () => {
    const post = (title: string, slug: string, published: boolean) =>
      call('POST', '/api/admin/blog', { title, slug, excerpt: 'An excerpt.', content: '<p>Text.</p>', published });
    expect((await post('Denial Trends in Obstetric Billing', 'denial-trends-obstetric', true)).status).to.equal(201);
    expect((await post('Obstetric Draft Notes', 'obstetric-draft-notes', false)).status).to.equal(201);
    await create({ path: '/specialties/obstetric-care', title: 'Obstetric Care | Apex Revenue Partners', sections: obGynSections(), status: 'published' });
    await create({ path: '/specialties/obstetric-draft', title: 'Obstetric Draft Page', sections: obGynSections() });
    await create({ path: '/obstetric-hidden', title: 'Obstetric Hidden', noindex: true, sections: obGynSections(), status: 'published' });
  });

  it('finds published pages (noindex ones too) and posts by a word of their title, pages first, without the brand ending', async () => {
    expect(await found('obstetric')).to.deep.equal([
      { kind: 'page', title: 'Obstetric Care', href: '/specialties/obstetric-care' },
      { kind: 'page', title: 'Obstetric Hidden', href: '/obstetric-hidden' },
      { kind: 'post', title: 'Denial Trends in Obstetric Billing', href: '/blog/denial-trends-obstetric' },
    ]);
  });

  it('needs every word, in any case, and finds a seeded page by its title or its path', async () => {
    expect(await found('OBSTETRIC   billing')).to.deep.equal([
      { kind: 'post', title: 'Denial Trends in Obstetric Billing', href: '/blog/denial-trends-obstetric' },
    ]);
    const coding = await found('coding');
    expect(coding.map((target) => target.href)).to.include('/services/medical-coding');
    expect(coding.find((target) => target.href === '/services/medical-coding')!.title).to.not.include('|');
    expect((await found('accounts-receivable')).map((target) => target.href)).to.deep.equal(['/services/accounts-receivable']);
    expect(await found('no-such-word-anywhere')).to.deep.equal([]);
    // LIKE's own characters are plain text.
    expect(await found('%')).to.deep.equal([]);
    expect(await found('_')).to.deep.equal([]);
  });

  it('lists the first pages and the newest posts without a query, at most 12 of each', async () => {
    const all = await found('');
    const pages = all.filter((target) => target.kind === 'page');
    expect(pages.length).to.be.within(1, 12);
    expect(pages[0]).to.deep.equal({ kind: 'page', title: 'Home', href: '/' });
    expect(all.filter((target) => target.kind === 'post').map((target) => target.href)).to.include('/blog/denial-trends-obstetric');
    expect(all.map((target) => target.href)).to.not.include('/specialties/obstetric-draft');
  });

  it('answers 400 naming q for a search too long or given twice', async () => {
    for (const query of [`q=${'a'.repeat(101)}`, 'q=a&q=b', 'other=1']) {
      const response = await call('GET', `/api/admin/navigation/links?${query}`);
      expect(response.status, query).to.equal(400);
      expect(response.body.errors[0].field, query).to.equal(query.startsWith('other') ? 'other' : 'q');
    }
  });

  it('answers 403 to an author', async () => {
    const author = await signInAs(api.app, 'author', 'picker-author');
    expect((await call('GET', '/api/admin/navigation/links?q=coding', undefined, author.cookie)).status).to.equal(403);
  });
});
