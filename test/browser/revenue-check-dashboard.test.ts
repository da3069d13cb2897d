/** The revenue check's leads and benchmarks in the dashboard (docs/product/revenue-check.md#leads-and-the-models-version). */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { postContact, randomClientIp, validContact } from '../helpers/contacts.ts';
import { exampleInputs, modelOneCheck } from '../helpers/revenue-check.ts';
import { browserPage } from '../helpers/signed-in.ts';

let app: TestApp;
let page: Page;

const exampleQuery =
  'specialty=ob-gyn&providers=6&collections=450000&collectionsPeriod=monthly&denialRate=12&daysInAR=48&arOver90=&cleanClaimRate=85&netCollectionRate=93';

describe('The revenue check’s leads and benchmarks in the dashboard', () => {
  before(async () => {
    // Behind a proxy, so each test's API client can speak from its own address (the contact path's rate limit).
    app = await startTestApp({ TRUST_PROXY: '1' });
  });
  after(() => app.close());
  afterEach(() => page?.close());

  it('shows a lead’s figures labelled with the model, and sorts the leads by the yearly figure, largest first', async () => {
    await app.db('contacts').del();
    await postContact(app, { ...validContact, fullName: 'Small Practice', revenueCheck: { inputs: { ...exampleInputs, collections: 100_000 } } });
    const big = await postContact(app, { ...validContact, fullName: 'Big Practice', revenueCheck: { inputs: exampleInputs } });
    await postContact(app, { ...validContact, fullName: 'Plain Contact' });
    const { cookie } = await signInAs(app, 'owner', 'rc-browser-owner');
    page = await browserPage(app, cookie);
    await page.goto(`${app.url}/dashboard/leads/${big.body.id}`);
    await page.waitForSelector('.lead-revenue-table');
    expect(await page.$eval('#lead-revenue-check', (heading) => heading.textContent)).to.equal('The Revenue Check · Model 2');
    const rows = await page.$$eval('.lead-revenue-table tr', (trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
    expect(rows).to.deep.include(['Recoverable each year', '$348,387']);
    expect(rows).to.deep.include(['Cash freed once', '$266,301']);
    expect(rows).to.deep.include(['Collections', '$450,000 per month']);
    await page.goto(`${app.url}/dashboard/leads`);
    await page.waitForSelector('.lead-card');
    await page.select('#lead-filter-sort', 'yearly:desc');
    await page.click('.lead-filters button[type="submit"]');
    await page.waitForFunction(() => document.querySelector('.lead-card h2')?.textContent === 'Big Practice');
    expect(await page.$$eval('.lead-card h2', (headings) => headings.map((heading) => heading.textContent))).to.deep.equal([
      'Big Practice',
      'Small Practice',
      'Plain Contact',
    ]);
  });

  it('shows a lead from before model 2 as its visitor saw it, labelled model 1', async () => {
    const now = new Date().toISOString();
    const [inserted] = await app
      .db('contacts')
      .insert({
        ...{
          full_name: 'Earlier Practice',
          email: 'earlier@example.com',
          company: 'Earlier OB-GYN',
          subject: 'Free A/R analysis request',
          message: 'Earlier.',
        },
        ...{ revenue_check: JSON.stringify(modelOneCheck), revenue_opportunity: 433_216, revenue_check_model: 1, created_at: now, updated_at: now },
      })
      .returning('id');
    const id = typeof inserted === 'object' ? (inserted as { id: number }).id : inserted;
    const { cookie } = await signInAs(app, 'owner', 'rc-model-one-owner');
    page = await browserPage(app, cookie);
    await page.goto(`${app.url}/dashboard/leads/${id}`);
    await page.waitForSelector('.lead-revenue-table');
    expect(await page.$eval('#lead-revenue-check', (heading) => heading.textContent)).to.equal('The Revenue Check · Model 1');
    const rows = await page.$$eval('.lead-revenue-table tr', (trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
    expect(rows).to.deep.include(['Total revenue at stake', '$433,216']);
    await page.goto(`${app.url}/dashboard/leads`);
    await page.waitForSelector('.lead-card');
    expect(await page.$eval('.lead-card', (card) => card.textContent)).to.include('Revenue at stake (model 1)$433,216');
  });

  it('filters the leads by the yearly figure from the keyboard, and keeps the filter in the address', async () => {
    await app.db('contacts').del();
    const client = { 'x-forwarded-for': randomClientIp() };
    await postContact(app, { ...validContact, fullName: 'Small Practice', revenueCheck: { inputs: { ...exampleInputs, collections: 100_000 } } }, client);
    await postContact(app, { ...validContact, fullName: 'Big Practice', revenueCheck: { inputs: exampleInputs } }, client);
    await postContact(app, { ...validContact, fullName: 'Plain Contact' }, client);
    const { cookie } = await signInAs(app, 'owner', 'rc-filter-owner');
    page = await browserPage(app, cookie);
    await page.goto(`${app.url}/dashboard/leads`);
    await page.waitForFunction(() => document.querySelectorAll('.lead-card').length === 3);
    await page.focus('#lead-filter-owner');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).to.equal('lead-filter-minYearly');
    await page.keyboard.type('300000');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('.lead-card').length === 1);
    expect(await page.$$eval('.lead-card h2', (headings) => headings.map((heading) => heading.textContent))).to.deep.equal(['Big Practice']);
    expect(new URL(page.url()).searchParams.get('minYearly')).to.equal('300000');
    await page.reload();
    await page.waitForFunction(() => (document.querySelector('#lead-filter-minYearly') as HTMLInputElement).value === '300000');
    await page.waitForFunction(() => document.querySelectorAll('.lead-card').length === 1);
    await page.focus('#lead-filter-minYearly');
    for (let typed = 0; typed < 6; typed++) await page.keyboard.press('Backspace');
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('.lead-card').length === 2);
    expect(new URL(page.url()).searchParams.get('minYearly')).to.equal('1');
  });

  it('lets an owner confirm or change a benchmark and its source in the dashboard: audited, and the next result uses it', async () => {
    const { cookie } = await signInAs(app, 'owner', 'rc-assumption-owner');
    page = await browserPage(app, cookie);
    await page.goto(`${app.url}/dashboard/leads`);
    await page.waitForSelector('#rca-netCollectionRate-topPerformers');
    const replace = async (selector: string, value: string) => {
      await page.$eval(selector, (input) => ((input as HTMLInputElement).value = ''));
      await page.type(selector, value);
    };
    await replace('#rca-netCollectionRate-topPerformers', '97');
    await replace('#rca-netCollectionRate-source', 'MGMA, DataDive Cost and Revenue, 2025');
    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/admin/revenue-check') && response.request().method() === 'PUT'),
      page.click('.revenue-check-assumptions button[type="submit"]'),
    ]);
    expect(await app.db('audit_log').where({ action: 'revenue-check.update' }).count({ n: '*' }).first()).to.satisfy(
      (row: { n: number | string }) => Number(row.n) === 1,
    );
    await page.goto(`${app.url}/revenue-check?${exampleQuery}`);
    expect(await page.$eval('[data-rc="yearlyTotal"]', (element) => element.textContent)).to.equal('$232,258');
    expect(await page.$eval('#rc-method', (section) => section.textContent)).to.include('MGMA, DataDive Cost and Revenue, 2025');
    await app.db('revenue_check_settings').del();
  });
});
