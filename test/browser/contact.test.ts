import { expect } from 'chai';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { clickStill, newPage } from '../helpers/browser.ts';
import { contactRows, validContact } from '../helpers/contacts.ts';
import { buttonState, countApiRequests, fieldMessages, fill, form, formStatus, openHome, send } from '../helpers/contact-form.ts';

// One app for the whole suite, its contacts emptied before each test; each test opens its own page.
let app: TestApp;
let page: Page;

describe('Contact form in the browser', () => {
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.close());
  beforeEach(() => app.db('contacts').del());
  afterEach(() => page?.close());

  describe('checks before sending', validationTests);
  describe('sending', sendingTests);
  describe("the server's answers and failures", failureTests);
  describe('the honeypot and the page without JavaScript', noScriptTests);
});

function validationTests() {
  it('marks each empty required field, focuses the first and sends nothing', async () => {
    page = await newPage();
    const requests = countApiRequests(page);
    await openHome(page, app);
    await send(page);
    await page.waitForSelector(`${form} [aria-invalid="true"]`);
    expect(await fieldMessages(page)).to.deep.equal([
      { name: 'fullName', message: 'Full name is required.', describedBy: true },
      { name: 'email', message: 'Email is required.', describedBy: true },
      { name: 'company', message: 'Practice or organization is required.', describedBy: true },
      { name: 'message', message: 'Message is required.', describedBy: true },
    ]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).to.equal('fullName');
    expect(await formStatus(page)).to.deep.equal({ text: 'Please fill in required fields', role: 'alert' });
    // The message still mentions the PHI notice for the message box: aria-describedby keeps it.
    expect(await page.$eval(`${form} [name="message"]`, (field) => field.getAttribute('aria-describedby'))).to.match(/phi-notice/);
    // Still there after the old toast's 5 s.
    await new Promise((resolve) => setTimeout(resolve, 5500));
    expect(await fieldMessages(page)).to.have.length(4);
    // Fixing a field removes its message, and only its message.
    await page.type(`${form} [name="fullName"]`, 'Dana Reyes');
    expect((await fieldMessages(page)).map((field) => field.name)).to.deep.equal(['email', 'company', 'message']);
    expect(await page.$eval(`${form} [name="fullName"]`, (field) => field.hasAttribute('aria-describedby'))).to.equal(false);
    expect(requests).to.have.length(0);
    expect(await contactRows(app)).to.have.length(0);
  });

  for (const [what, blank] of [
    ['a field of spaces', { company: '   ' }],
    // Blank as the server counts it: nothing visible.
    ['a field of zero-width characters', { fullName: '\u200B\u2060 \uFEFF' }],
  ] as const) {
    it(`treats ${what} as empty`, async () => {
      page = await newPage();
      const requests = countApiRequests(page);
      await openHome(page, app);
      await fill(page, { ...validContact, ...blank });
      await send(page);
      await page.waitForSelector(`${form} [aria-invalid="true"]`);
      expect((await fieldMessages(page)).map((field) => field.name)).to.deep.equal(Object.keys(blank));
      expect(requests).to.have.length(0);
    });
  }

  it('marks a malformed email at its field, keeps the message while it is still wrong, and sends nothing', async () => {
    page = await newPage();
    const requests = countApiRequests(page);
    await openHome(page, app);
    await fill(page, { ...validContact, email: 'dana-at-example' });
    await send(page);
    await page.waitForSelector(`${form} [aria-invalid="true"]`);
    const expected = [{ name: 'email', message: 'Please enter a valid email address, like name@example.com.', describedBy: true }];
    expect(await fieldMessages(page)).to.deep.equal(expected);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).to.equal('email');
    await page.type(`${form} [name="email"]`, '.com');
    expect(await fieldMessages(page)).to.deep.equal(expected);
    await page.$eval(`${form} [name="email"]`, (field) => ((field as HTMLInputElement).value = ''));
    await page.type(`${form} [name="email"]`, 'dana@example.com');
    expect(await fieldMessages(page)).to.deep.equal([]);
    expect(requests).to.have.length(0);
  });
}

function sendingTests() {
  it('sends a valid message and goes to /thank-you', async () => {
    page = await newPage();
    const requests = countApiRequests(page);
    await openHome(page, app);
    await fill(page, validContact);
    await Promise.all([page.waitForNavigation(), send(page)]);
    expect(new URL(page.url()).pathname).to.equal('/thank-you');
    expect(requests).to.have.length(1);
    expect(requests[0]!.headers()['content-type']).to.equal('application/json');
    const sent = JSON.parse(requests[0]!.postData() ?? '{}');
    // The visit began on this page, so it is both the landing page and the sending page.
    expect(sent).to.deep.equal({ ...validContact, website: '', attribution: { landingPage: '/', sentFrom: '/' } });
    const rows = await contactRows(app);
    expect(rows).to.have.length(1);
    expect(rows[0]).to.include({ full_name: validContact.fullName, subject: 'Website contact' });
  });

  it('sends the member-program subject from /uswha and goes to /thank-you', async () => {
    page = await newPage();
    const requests = countApiRequests(page);
    await page.goto(`${app.url}/uswha`);
    await page.waitForFunction((selector) => document.querySelector<HTMLFormElement>(selector)?.noValidate === true, {}, form);
    await fill(page, validContact);
    await Promise.all([page.waitForNavigation(), send(page)]);
    expect(new URL(page.url()).pathname).to.equal('/thank-you');
    expect(JSON.parse(requests[0]!.postData() ?? '{}')).to.deep.equal({
      ...validContact,
      subject: 'USWHA Member Program Inquiry',
      website: '',
      attribution: { landingPage: '/uswha', sentFrom: '/uswha' },
    });
    expect((await contactRows(app))[0]).to.include({ subject: 'USWHA Member Program Inquiry' });
  });

  it('reads "Sending..." and is disabled while the message is on its way', async () => {
    page = await newPage();
    await page.setRequestInterception(true);
    const held: HTTPRequest[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== '/api/contacts') return void request.continue();
      held.push(request);
    });
    await openHome(page, app);
    await fill(page, validContact);
    await send(page);
    await page.waitForFunction(() => document.querySelector('#contact button[type="submit"]')?.textContent === 'Sending...');
    expect(await buttonState(page)).to.deep.equal({ text: 'Sending...', disabled: true });
    // Submitting again while pending sends nothing more.
    await page.$eval(form, (element) => (element as HTMLFormElement).requestSubmit());
    expect(await buttonState(page)).to.deep.equal({ text: 'Sending...', disabled: true });
    while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    await Promise.all([page.waitForNavigation(), held[0]!.respond({ status: 201, contentType: 'application/json', body: '{"id":1}' })]);
    expect(new URL(page.url()).pathname).to.equal('/thank-you');
    expect(held).to.have.length(1);
  });
}

function failureTests() {
  for (const [status, body, expected] of [
    [
      503,
      '{"message":"The service is temporarily unavailable. Please try again shortly."}',
      'Error sending message: The service is temporarily unavailable. Please try again shortly.',
    ],
    [429, '{"message":"You have sent several messages in a short time."}', 'Error sending message: You have sent several messages in a short time.'],
    [500, '{"message":"Internal server error"}', 'Error sending message: Something went wrong on our side. Please try again later, or email or call us.'],
    [500, '', 'Error sending message: Something went wrong on our side. Please try again later, or email or call us.'],
    [502, '', 'Error sending message: Something went wrong on our side. Please try again later, or email or call us.'],
  ] as const) {
    it(`says what went wrong in plain words, without the status code, on a ${status} answer${body ? '' : ' with no body'}`, async () => {
      page = await newPage();
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        if (new URL(request.url()).pathname !== '/api/contacts') return void request.continue();
        void request.respond({ status, contentType: body ? 'application/json' : 'text/plain', body });
      });
      await openHome(page, app);
      await fill(page, validContact);
      await send(page);
      await page.waitForSelector(`${form} .form-status`);
      expect(await formStatus(page)).to.deep.equal({ text: expected, role: 'alert' });
      expect((await formStatus(page)).text).not.to.match(/\d{3}/);
      await page.waitForFunction(() => !(document.querySelector('#contact button[type="submit"]') as HTMLButtonElement).disabled);
      expect(await buttonState(page)).to.deep.equal({ text: 'Send Message', disabled: false });
      expect(new URL(page.url()).pathname).to.equal('/');
    });
  }

  it('puts the server’s field messages at their fields', async () => {
    page = await newPage();
    await openHome(page, app);
    await fill(page, { ...validContact, phone: 'call me' });
    await send(page);
    await page.waitForSelector(`${form} [aria-invalid="true"]`);
    const [phone] = await fieldMessages(page);
    expect(phone).to.include({ name: 'phone', describedBy: true });
    expect(phone!.message).to.match(/^Phone may contain only digits/);
    expect(phone!.message).not.to.match(/400/);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).to.equal('phone');
    expect(await contactRows(app)).to.have.length(0);
  });

  it('says "Please try again later." when the request cannot be made', async () => {
    page = await newPage();
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== '/api/contacts') return void request.continue();
      void request.abort('connectionrefused');
    });
    await openHome(page, app);
    await fill(page, validContact);
    await send(page);
    await page.waitForSelector(`${form} .form-status`);
    expect((await formStatus(page)).text).to.equal('Error sending message: Please try again later.');
    expect((await buttonState(page)).disabled).to.equal(false);
  });

  it('keeps the thank-you message on the page when going to /thank-you fails', async function () {
    // Every request of this page goes through puppeteer's interception, which is slow on a loaded machine.
    this.timeout(90_000);
    page = await newPage();
    await page.setRequestInterception(true);
    // An answer with no content: the browser stays on the page (as when a proxy or an extension stops the navigation).
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/thank-you') return void request.respond({ status: 204 });
      void request.continue();
    });
    await openHome(page, app);
    await fill(page, validContact);
    await send(page);
    await page.waitForSelector('#contact .contact-success');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(new URL(page.url()).pathname).to.equal('/');
    expect(await page.$eval('#contact .contact-success', (panel) => panel.textContent)).to.include('Your message has been sent.');
    expect(await page.$eval(form, (element) => (element as HTMLFormElement).hidden)).to.equal(true);
    expect(await contactRows(app)).to.have.length(1);
  });
}

function noScriptTests() {
  it('keeps the honeypot out of sight and out of the tab order', async () => {
    page = await newPage();
    await openHome(page, app);
    const honeypot = await page.$eval(`${form} [name="website"]`, (input) => {
      const box = input.getBoundingClientRect();
      return { right: box.right, tabIndex: (input as HTMLInputElement).tabIndex, hidden: input.closest('[aria-hidden="true"]') !== null };
    });
    expect(honeypot.right).to.be.below(0);
    expect(honeypot).to.include({ tabIndex: -1, hidden: true });
    // Tabbing from the message goes to the subscribe box, then straight to the button: never the honeypot.
    await page.focus(`${form} [name="message"]`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).to.equal('subscribe');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).to.equal('submit');
  });

  it('reaches /thank-you without JavaScript', async () => {
    page = await newPage({ javaScript: false });
    await openHome(page, app, { waitForIsland: false });
    await fill(page, validContact);
    await Promise.all([page.waitForNavigation(), clickStill(page, `${form} button[type="submit"]`)]);
    expect(new URL(page.url()).pathname).to.equal('/thank-you');
    expect(await contactRows(app)).to.have.length(1);
  });

  it('shows the server’s messages without JavaScript and focuses the summary', async () => {
    page = await newPage({ javaScript: false });
    await openHome(page, app, { waitForIsland: false });
    await fill(page, { ...validContact, phone: 'call me' });
    await Promise.all([page.waitForNavigation(), clickStill(page, `${form} button[type="submit"]`)]);
    expect(new URL(page.url()).pathname).to.equal('/contact');
    expect(await page.$eval('.form-error-summary', (summary) => summary.textContent)).to.include('Phone may contain only digits');
    // Autofocus is applied at the page's next rendering update, which on a loaded machine can come after the load
    // event. Polled from here: with JavaScript off, waitForFunction cannot run in the page.
    const summaryFocused = () => page.evaluate(() => document.activeElement?.classList.contains('form-error-summary') === true);
    for (let waited = 0; waited < 5000 && !(await summaryFocused()); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await summaryFocused(), 'the error summary has the focus').to.equal(true);
    // The visitor is brought to the form (autofocus scrolls, smoothly), not left at the top of a long page.
    const summaryInView = () =>
      page.$eval('.form-error-summary', (summary) => {
        const top = summary.getBoundingClientRect().top;
        return top >= 0 && top < window.innerHeight - 20;
      });
    for (let waited = 0; waited < 5000 && !(await summaryInView()); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await summaryInView(), 'the error summary is scrolled into view').to.equal(true);
    expect(await page.evaluate(() => window.scrollY)).to.be.greaterThan(0);
    expect(await page.$eval(`${form} [name="fullName"]`, (input) => (input as HTMLInputElement).value)).to.equal(validContact.fullName);
    expect(await contactRows(app)).to.have.length(0);
  });
}
