import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { insertContact } from '#database/contacts.server.ts';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { newPage } from '../helpers/browser.ts';
import { validContact } from '../helpers/contacts.ts';
import { setCookies } from '../helpers/signed-in.ts';

describe('Leads in the dashboard', () => {
  let app: TestApp;
  let page: Page;
  let cookie: string;
  before(async () => {
    app = await startTestApp();
    // Signed in through the API: the sign-in form is the auth suite's subject.
    cookie = await signIn(app);
  });
  after(() => app.close());
  beforeEach(() => app.db('contacts').del());
  afterEach(() => page?.close());

  async function openDashboard() {
    page = await newPage();
    await setCookies(page, app, cookie);
    await page.goto(`${app.url}/dashboard/leads`);
    expect(new URL(page.url()).pathname).to.equal('/dashboard/leads');
  }

  const leadNames = () => page.$$eval('.lead-card h2', (headings) => headings.map((h) => h.textContent));

  it('lists each lead with its details, newest first', async () => {
    await insertContact(app.db, { ...validContact, fullName: 'Older Lead', subject: 'Website contact' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await insertContact(app.db, { ...validContact, subject: 'USWHA Member Program Inquiry', message: 'Line one\nLine two' });
    await openDashboard();
    await page.waitForSelector('.lead-card');
    expect(await page.$eval('#leads-heading', (h) => h.textContent)).to.equal('Leads');
    expect(await leadNames()).to.deep.equal([validContact.fullName, 'Older Lead']);
    const first = await page.$eval('.lead-card', (card) => ({
      company: card.querySelector('.lead-company')?.textContent,
      mailto: card.querySelector('a[href^="mailto:"]')?.getAttribute('href'),
      tel: card.querySelector('a[href^="tel:"]')?.getAttribute('href'),
      phone: card.querySelector('a[href^="tel:"]')?.textContent,
      text: card.textContent,
      message: (card.querySelector('.lead-message') as HTMLElement).innerText,
      date: card.querySelector('time')?.getAttribute('datetime'),
    }));
    expect(first).to.include({
      company: validContact.company,
      mailto: `mailto:${validContact.email}`,
      tel: 'tel:+15550100199',
      phone: validContact.phone,
      message: 'Line one\nLine two',
    });
    expect(first.text).to.include('USWHA Member Program Inquiry');
    expect(first.date).to.match(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('marks a lead handled and keeps it so after a reload', async () => {
    const { id } = await insertContact(app.db, { ...validContact, subject: 'Website contact' });
    await openDashboard();
    const checkbox = await page.waitForSelector('.lead-card input[type="checkbox"]');
    expect(await checkbox!.evaluate((input) => (input as HTMLInputElement).checked)).to.equal(false);
    await page.click('.lead-handled');
    await page.waitForSelector('.lead-card.is-handled input:checked:not(:disabled)');
    expect((await app.db('contacts').where({ id }).first()).handled_at).to.not.equal(null);
    await page.reload();
    await page.waitForSelector('.lead-card.is-handled input:checked');
    await page.click('.lead-handled');
    await page.waitForSelector('.lead-card:not(.is-handled) input:not(:checked):not(:disabled)');
    expect((await app.db('contacts').where({ id }).first()).handled_at).to.equal(null);
  });

  it('pages through more than 20 leads', async () => {
    for (let index = 1; index <= 23; index++) {
      const { id } = await insertContact(app.db, { ...validContact, fullName: `Lead ${index}`, subject: 'Website contact' });
      await app
        .db('contacts')
        .where({ id })
        .update({ created_at: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString() });
    }
    await openDashboard();
    await page.waitForSelector('.lead-card');
    expect(await leadNames()).to.have.length(20);
    expect((await leadNames())[0]).to.equal('Lead 23');
    expect(await page.$eval('.leads-pagination span', (span) => span.textContent)).to.equal('Page 1 of 2');
    await page.click('.leads-pagination button:last-of-type');
    await page.waitForFunction(() => document.querySelector('.leads-pagination span')?.textContent === 'Page 2 of 2');
    await page.waitForFunction(() => document.querySelectorAll('.lead-card').length === 3);
    expect(await leadNames()).to.deep.equal(['Lead 3', 'Lead 2', 'Lead 1']);
  });

  it('offers the CSV export of all leads', async () => {
    await insertContact(app.db, { ...validContact, subject: 'Website contact' });
    await openDashboard();
    const href = await page.$eval('::-p-text(Export CSV)', (link) => link.getAttribute('href'));
    expect(href).to.equal('/api/admin/contacts.csv');
    const csv = await page.evaluate(async (path) => (await fetch(path!, { credentials: 'include' })).text(), href);
    expect(csv).to.include('Lead number,Received,Status,Name,Email,Practice or organization,Phone,Subject,Message,Handled,Owner');
    expect(csv).to.include(validContact.fullName);
  });

  it('says so when there are no leads', async () => {
    await openDashboard();
    await page.waitForSelector('::-p-text(No leads yet)');
  });
});
