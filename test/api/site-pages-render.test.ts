import { expect } from 'chai';
import { writeContent } from '#database/write-content.server.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';

/** The marketing pages come from the database (decision 063): a change written through writeContent shows on the next request. */
describe('marketing pages drawn from the database', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.close());

  const setHomeContent = (change: (content: { sections: { type: string; heading?: string }[] }) => void) =>
    writeContent(app.db, async (trx) => {
      const row = (await trx('site_pages').where({ path: '/' }).first('content')) as { content: string };
      const content = JSON.parse(row.content) as { sections: { type: string; heading?: string }[] };
      change(content);
      await trx('site_pages')
        .where({ path: '/' })
        .update({ content: JSON.stringify(content), updated_at: new Date().toISOString() });
    });

  it('seeds the sixteen marketing pages, published', async () => {
    const rows = (await app.db('site_pages').where({ status: 'published' }).select('path')) as { path: string }[];
    expect(rows.map((row) => row.path)).to.include.members([
      '/',
      '/services/rcm-assessment',
      '/solutions',
      '/uswha',
      '/privacy-policy',
      '/terms-of-service',
      '/thank-you',
    ]);
    expect(rows).to.have.length(16);
  });

  it('shows a changed home hero heading on the next request, after the page was cached', async () => {
    expect(await (await fetch(`${app.url}/`)).text()).to.include('Optimize Your Healthcare Practice Revenue');
    await setHomeContent((content) => {
      content.sections[0]!.heading = 'A Heading From The Database';
    });
    const html = await (await fetch(`${app.url}/`)).text();
    expect(html).to.include('A Heading From The Database');
    expect(html).not.to.include('Optimize Your Healthcare Practice Revenue');
  });

  it('leaves out a hidden section', async () => {
    await setHomeContent((content) => {
      const about = content.sections.find((section) => section.type === 'about') as { hidden?: boolean };
      about.hidden = true;
    });
    expect(await (await fetch(`${app.url}/`)).text()).not.to.include('id="about"');
  });

  it('answers 404 for a specialty page nobody made, and for an unknown top-level page', async () => {
    expect((await fetch(`${app.url}/specialties/none-yet`)).status).to.equal(404);
    expect((await fetch(`${app.url}/nothing-here`)).status).to.equal(404);
  });

  it('fills the company details into a legal page', async () => {
    const html = await (await fetch(`${app.url}/privacy-policy`)).text();
    expect(html).not.to.match(/\{(companyName|legalName|email|phone)\}/);
  });
});
