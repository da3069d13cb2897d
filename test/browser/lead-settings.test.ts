/**
 * The Speed to lead page in Chromium (docs/product/leads.md#dashboard): the response target saved and a
 * refusal beside its field, a rule added and deleted, the webhook's format saved, the signing secret shown
 * once, and a delivery the receiver refused with 500 resent from the log.
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { signIn, signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { axeViolations } from '../helpers/axe.ts';
import { clickStill, enabledButton } from '../helpers/browser.ts';
import { postContact, randomClientIp, validContact } from '../helpers/contacts.ts';
import { callJson } from '../helpers/http.ts';
import { browserPage } from '../helpers/signed-in.ts';
import { startWebhook, type WebhookReceiver } from '../helpers/webhook-receiver.ts';

describe('The Speed to lead page of the dashboard', function () {
  this.timeout(60_000);
  let app: TestApp;
  let webhook: WebhookReceiver;
  let cookie: string;
  const pages: Page[] = [];
  beforeEach(async () => {
    webhook = await startWebhook();
    app = await startTestApp({ TRUST_PROXY: '1', CONTACT_NOTIFY_WEBHOOK: webhook.url });
    cookie = await signIn(app);
  });
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.close()));
    await app.close();
    await webhook.close();
  });

  async function open(width = 1280): Promise<Page> {
    const page = await browserPage(app, cookie, { width });
    pages.push(page);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(`${app.url}/dashboard/leads/settings`);
    return page;
  }
  /** The toasts close first: their own markup is the toast island's business (islands/toast/). */
  async function axeWithoutToasts(page: Page): Promise<string[]> {
    while (await page.$('.toast-close')) await page.click('.toast-close');
    await page.waitForFunction(() => !document.querySelector('.toast'));
    return axeViolations(page);
  }
  const toast = (page: Page, title: string) => page.waitForSelector(`::-p-xpath(//*[contains(@class, "toast")]//*[normalize-space(.)="${title}"])`);
  const api = (method: string, path: string, body?: unknown) => callJson(`${app.url}/api/admin${path}`, method, cookie, body);
  async function retype(page: Page, selector: string, value: string): Promise<void> {
    await page.$eval(selector, (input) => (input as HTMLInputElement).select());
    await page.type(selector, value);
  }

  it('saves the response target and business hours, with a refusal beside its field (375 px)', async () => {
    const page = await open(375);
    const target = 'input[name="responseTargetMinutes"]';
    await page.waitForSelector(target);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).to.equal(true);
    await retype(page, target, '0');
    await clickStill(page, await enabledButton(page, 'Save response target'));
    await page.waitForSelector(`${target}[aria-invalid="true"]`);
    expect(await page.$eval(target, (input) => document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent)).to.equal(
      'Response target must be at least 1.',
    );

    await retype(page, target, '90');
    // The refused save scrolled to its field; the keyboard does not depend on where things are on the screen.
    await (await page.$('::-p-aria(Saturday)'))!.focus();
    await page.keyboard.press('Space');
    await retype(page, 'input[name="businessHours.end"]', '18:00');
    await clickStill(page, await enabledButton(page, 'Save response target'));
    await toast(page, 'Response target saved');
    expect((await api('GET', '/lead-routing')).body).to.deep.include({
      responseTargetMinutes: 90,
      businessHours: { days: [1, 2, 3, 4, 5, 6], start: '09:00', end: '18:00' },
    });
  });

  it('adds a rule that sends a subject to one person, and deletes it', async () => {
    await signInAs(app, 'sales', 'sam-sales');
    const page = await open();
    await page.waitForSelector('input[name="subject"]');
    await page.type('input[name="subject"]', 'USWHA Member Program Inquiry');
    await clickStill(page, await enabledButton(page, 'Add rule'));
    await page.waitForSelector('select[name="userId"][aria-invalid="true"]');
    await page.select('select[name="userId"]', String((await app.db('users').where({ username: 'sam-sales' }).first()).id));
    await clickStill(page, await enabledButton(page, 'Add rule'));
    await toast(page, 'Rule added');
    expect(await page.$eval('.lead-rules tbody', (body) => body.textContent)).to.equal('Subject is “USWHA Member Program Inquiry”sam-salesDelete');
    expect((await api('GET', '/lead-routing')).body.rules).to.have.length(1);
    await page.click('::-p-aria(Delete the rule: Subject is “USWHA Member Program Inquiry”)');
    await toast(page, 'Rule deleted');
    expect((await api('GET', '/lead-routing')).body.rules).to.deep.equal([]);
  });

  it('saves the format, shows the secret once, and resends a delivery the receiver refused', async () => {
    webhook.autoRespond = 500;
    await postContact(app, validContact, { 'x-forwarded-for': randomClientIp() });
    await waitFor(async () => (await app.db('webhook_deliveries').first())?.last_status_code === 500);
    const page = await open();
    const row = await page.waitForSelector('.lead-deliveries tbody tr');
    expect(await row!.evaluate((element) => [...element.querySelectorAll('td')].map((cell) => cell.textContent))).to.include.members([
      'lead.created',
      'Pending',
      '500',
      '1',
    ]);
    expect(await page.$eval('.lead-webhook', (section) => section.textContent)).to.include('Set on the server (CONTACT_NOTIFY_WEBHOOK).');

    await page.click('input[name="webhook-format"][value="slack"]');
    await clickStill(page, await enabledButton(page, 'Save format'));
    await toast(page, 'Webhook format saved');
    expect((await api('GET', '/lead-webhook')).body.format).to.equal('slack');

    await clickStill(page, await enabledButton(page, 'Make a signing secret'));
    const secret = await (await page.waitForSelector('#webhook-secret'))!.evaluate((input) => (input as HTMLInputElement).value);
    expect(secret).to.match(/^whsec_/);
    expect(await axeWithoutToasts(page)).to.deep.equal([]);

    webhook.autoRespond = 204;
    await page.click('::-p-aria(Resend delivery 1)');
    await toast(page, 'Delivery sent again');
    await page.waitForFunction(() => document.querySelector('.lead-deliveries tbody tr')?.textContent?.includes('Delivered'));
    expect(await page.$eval('.lead-deliveries tbody tr', (element) => element.textContent)).to.include('204');
    // The same message again (the format applies to new messages), with the same id.
    expect(webhook.calls.at(-1)!.headers['webhook-id']).to.equal(webhook.calls[0]!.headers['webhook-id']);

    await page.reload();
    await page.waitForSelector('::-p-text(The secret was shown once)');
    expect(await page.$('#webhook-secret')).to.equal(null);
  });

  it('is for owners: a sales account gets 403 and no link on the leads page', async () => {
    const sales = await signInAs(app, 'sales', 'sam-sales');
    const page = await browserPage(app, sales.cookie);
    pages.push(page);
    expect((await page.goto(`${app.url}/dashboard/leads/settings`))?.status()).to.equal(403);
    await page.goto(`${app.url}/dashboard/leads`);
    await page.waitForSelector('.lead-list, .leads-panel, main');
    expect(await page.$('a[href="/dashboard/leads/settings"]')).to.equal(null);
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
