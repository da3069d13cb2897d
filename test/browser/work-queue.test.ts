/** A salesperson's overview opens on their work queue (docs/product/leads.md#work-queue). */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { insertContact } from '#database/contacts.server.ts';
import { signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { keepScreenshot, newPage } from '../helpers/browser.ts';
import { insertCall } from '../helpers/booking-role-endpoints.ts';
import { validContact } from '../helpers/contacts.ts';
import { setCookies } from '../helpers/signed-in.ts';

describe('The sales work queue', () => {
  // One app and one page for the one walk; both closed after it.
  const opened: { app?: TestApp; page?: Page } = {};
  after(async () => {
    await opened.page?.close();
    await opened.app?.close();
  });

  it('lists overdue and waiting leads, oldest first, and today’s calls, leaving out answered leads', async () => {
    const app = (opened.app = await startTestApp());
    const sales = await signInAs(app, 'sales', 'queue-seller');
    const hour = 3_600_000;
    const lead = async (fullName: string, arrivedHoursAgo: number, dueInHours: number | null, answered = false) => {
      const { id } = await insertContact(app.db, { ...validContact, fullName, subject: 'Website contact' });
      await app
        .db('contacts')
        .where({ id })
        .update({
          created_at: new Date(Date.now() - arrivedHoursAgo * hour).toISOString(),
          response_due_at: dueInHours === null ? null : new Date(Date.now() + dueInHours * hour).toISOString(),
          first_response_at: answered ? new Date().toISOString() : null,
        });
      return id;
    };
    await lead('Olive Overdue', 5, -2);
    await lead('Newer Waiting', 1, 2);
    await lead('Older Waiting', 3, 1);
    await lead('Anna Answered', 4, 1, true);
    const callLead = await lead('Cal Caller', 6, null, true);
    const callId = await insertCall(app.db, callLead, sales.id, 'queue');
    const start = new Date(Math.ceil(Date.now() / hour) * hour + hour);
    // Today in the site's zone is the test's own day, whatever the hour: a call an hour or two from now may fall
    // tomorrow, which the queue lists too.
    await app
      .db('bookings')
      .where({ id: callId })
      .update({ start_at: start.toISOString(), end_at: new Date(start.getTime() + 30 * 60_000).toISOString(), full_name: 'Cal Caller' });

    const page = (opened.page = await newPage({ width: 375, height: 800 }));
    await setCookies(page, app, sales.cookie);
    await page.goto(`${app.url}/dashboard`);
    await page.waitForSelector('.work-queue-grid');
    const list = (id: string) => page.$eval(`section[aria-labelledby="${id}"]`, (section) => section.textContent ?? '');
    expect(await list('work-queue-overdue')).to.include('Olive Overdue');
    const waiting = await list('work-queue-waiting');
    expect(waiting.indexOf('Older Waiting')).to.be.greaterThan(-1).and.lessThan(waiting.indexOf('Newer Waiting'));
    expect(waiting).to.include('due ').and.not.include('Olive Overdue').and.not.include('Anna Answered');
    const calls = (await list('work-queue-today')) + (await list('work-queue-tomorrow'));
    expect(calls).to.include('Cal Caller').and.include('with queue-seller');
    await keepScreenshot(page, 'work-queue-375', true);
  });
});
