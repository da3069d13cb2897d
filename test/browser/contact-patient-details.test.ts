/**
 * The contact form's warning before a message that looks like it holds patient details goes
 * (docs/product/contact.md#patient-details): with JavaScript a second press sends; without it the server
 * answers the form again with the warning, the visitor's text and a box to tick.
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { newPage } from '../helpers/browser.ts';
import { contactRows, validContact } from '../helpers/contacts.ts';
import { buttonState, countApiRequests, fill, form, openHome, send } from '../helpers/contact-form.ts';

const withMemberId = 'Her claim was denied, member ID XJH123456789. Can you help with appeals?';

describe('Contact form: the patient-details warning', function () {
  this.timeout(60_000);
  let app: TestApp;
  let page: Page;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.close());
  beforeEach(() => app.db('contacts').del());
  afterEach(() => page?.close());

  it('warns with JavaScript and sends at the second press, "Send anyway"', async () => {
    page = await newPage({ width: 375 });
    const requests = countApiRequests(page);
    await openHome(page, app);
    await fill(page, { ...validContact, message: withMemberId });
    // From the keyboard: a click measured while the page still scrolls smoothly to the form can miss the button.
    await page.focus(`${form} button[type="submit"]`);
    await page.keyboard.press('Enter');
    const warning = await page.waitForSelector(`${form} .patient-details-warning`);
    expect(await warning!.evaluate((element) => [element.textContent, element.getAttribute('role')])).to.deep.equal([
      'This looks like it holds a member or insurance ID. Please take out any patient details: this form is not the place for patient health information. If it holds none, send it anyway.',
      'alert',
    ]);
    expect(await buttonState(page)).to.deep.equal({ text: 'Send anyway', disabled: false });
    expect(await page.$eval(`${form} [name="message"]`, (field) => field.getAttribute('aria-describedby'))).to.match(/phi-warning/);
    expect(requests).to.have.length(0);

    await Promise.all([page.waitForNavigation(), send(page)]);
    expect(requests).to.have.length(1);
    expect((await contactRows(app)).map((row) => row.message)).to.deep.equal([withMemberId]);
  });

  it('lets a changed message go at the first press once the details are out', async () => {
    page = await newPage();
    await openHome(page, app);
    await fill(page, { ...validContact, message: 'DOB 3/14/1962' });
    // From the keyboard: a click measured while the page still scrolls smoothly to the form can miss the button.
    await page.focus(`${form} button[type="submit"]`);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${form} .patient-details-warning`);
    await page.$eval(`${form} [name="message"]`, (field) => ((field as HTMLTextAreaElement).value = ''));
    await page.type(`${form} [name="message"]`, 'Denials on our OB claims');
    expect(await page.$(`${form} .patient-details-warning`)).to.equal(null);
    expect((await buttonState(page)).text).to.equal('Send Message');
    await Promise.all([page.waitForNavigation(), send(page)]);
    expect(await contactRows(app)).to.have.length(1);
  });

  it('without JavaScript answers the form again with the warning and the text kept, and sends once the box is ticked', async () => {
    page = await newPage({ javaScript: false, width: 375 });
    await openHome(page, app, { waitForIsland: false });
    await fill(page, { ...validContact, message: withMemberId });
    await page.focus(`${form} button[type="submit"]`);
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    expect(await page.$eval(`${form} .patient-details-warning`, (element) => element.textContent)).to.include('a member or insurance ID');
    expect(await page.$eval(`${form} [name="message"]`, (field) => (field as HTMLTextAreaElement).value)).to.equal(withMemberId);
    expect(await page.$eval(`${form} [name="email"]`, (field) => (field as HTMLInputElement).value)).to.equal(validContact.email);
    expect(await contactRows(app)).to.have.length(0);

    // Sending again without ticking the box answers the warning again.
    await page.focus(`${form} button[type="submit"]`);
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    expect(await page.$(`${form} .patient-details-warning`)).to.not.equal(null);
    expect(await contactRows(app)).to.have.length(0);

    // The warning took the focus on load and the page scrolled to it: the keyboard does not depend on where things are.
    await page.focus(`${form} input[name="confirmPatientDetails"]`);
    await page.keyboard.press('Space');
    await page.focus(`${form} button[type="submit"]`);
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).pathname).to.equal('/thank-you');
    expect((await contactRows(app)).map((row) => row.message)).to.deep.equal([withMemberId]);
  });
});
