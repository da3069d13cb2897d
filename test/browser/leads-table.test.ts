/** The leads list's compact table view (docs/product/leads.md#dashboard), as a salesperson uses it. */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { insertContact } from '#database/contacts.server.ts';
import { signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { axeViolations } from '../helpers/axe.ts';
import { keepScreenshot, newPage } from '../helpers/browser.ts';
import { insertCall } from '../helpers/booking-role-endpoints.ts';
import { validContact } from '../helpers/contacts.ts';
import { setCookies } from '../helpers/signed-in.ts';
import { tabTo } from '../helpers/keyboard.ts';

describe('The leads table view', function () {
  this.timeout(60_000);
  let app: TestApp;
  let seller: { id: number; cookie: string };
  const pages: Page[] = [];
  before(async () => {
    app = await startTestApp();
    seller = await signInAs(app, 'sales', 'table-seller');
    for (let index = 0; index < 20; index++) {
      const { id } = await insertContact(app.db, {
        ...validContact,
        fullName: `Lead Number ${index + 1}`,
        company: `Practice ${index + 1}`,
        subject: 'Website contact',
      });
      await app.db('contacts').where({ id }).update({ owner_id: seller.id });
      if (index === 19) await insertCall(app.db, id, seller.id, 'table');
    }
  });
  after(async () => {
    await Promise.all(pages.map((page) => page.close()));
    await app.close();
  });

  async function open(width: number, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
    const page = await newPage({ width, height: 800, colorScheme });
    pages.push(page);
    await page.setBypassCSP(true);
    await setCookies(page, app, seller.cookie);
    await page.goto(`${app.url}/dashboard/leads`);
    await page.waitForSelector('.leads-view');
    return page;
  }

  it('shows one row per lead, 15 and more on a 1280×800 screen, chosen by keyboard and kept by the browser', async () => {
    const page = await open(1280);
    expect(await page.$('.leads-table')).to.equal(null);
    await tabTo(page, '.leads-view button[aria-pressed="false"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.leads-table');
    const rows = await page.$$eval('.leads-table tbody tr', (trs) =>
      trs.map((tr) => ({ text: tr.textContent ?? '', height: tr.getBoundingClientRect().height })),
    );
    expect(rows).to.have.length(20);
    expect(
      rows.slice(0, 15).reduce((sum, row) => sum + row.height, 0),
      '15 rows fit in 800 px with the page above them',
    ).to.be.below(600);
    const newest = rows[0]!.text;
    expect(newest).to.include('Lead Number 20').and.include('Practice 20').and.include('table-seller').and.include('with table-seller');
    expect(rows[1]!.text).to.include('None');
    expect(await axeViolations(page)).to.deep.equal([]);
    await keepScreenshot(page, 'leads-table-1280-light');

    await page.reload();
    await page.waitForSelector('.leads-table');
    expect(await page.$eval('.leads-view button[aria-pressed="true"]', (button) => button.textContent)).to.equal('Table');
  });

  it('scrolls inside its own box at 375 px, never the page, in the dark theme too', async () => {
    const page = await open(375, 'dark');
    await page.evaluate(() => localStorage.setItem('dashboard-leads-view', 'table'));
    await page.reload();
    await page.waitForSelector('.leads-table');
    const sizes = await page.evaluate(() => {
      const box = document.querySelector<HTMLElement>('.leads-table')!.closest<HTMLElement>('.staff-table-wrap')!;
      return { page: document.documentElement.scrollWidth, box: box.scrollWidth, shown: box.clientWidth, focusable: box.tabIndex === 0 };
    });
    expect(sizes.page).to.be.at.most(375);
    expect(sizes.box).to.be.above(sizes.shown);
    expect(sizes.focusable).to.equal(true);
    expect(await axeViolations(page)).to.deep.equal([]);
    await keepScreenshot(page, 'leads-table-375-dark', true);
  });
});
