/**
 * GET /api/admin/setup: the owner's setup list (docs/product/admin.md#setup-list). Each item turns done only by
 * the real thing: hours with a range, a real phone with a full address, a saved logo, proof the company added.
 */
import { expect } from 'chai';
import { allWeek } from '../helpers/booking.ts';
import { signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { ownCertification, validSettings } from '../helpers/company.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { callJson, request } from '../helpers/http.ts';
import { base64, pngImage } from '../helpers/images.ts';

const noHours = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, []]));

describe(`Setup list API (${testDatabaseKind})`, function () {
  this.timeout(30_000);
  let app: TestApp;
  afterEach(() => app?.close());

  const doneOf = async (cookie: string) => {
    const answer = await callJson(`${app.url}/api/admin/setup`, 'GET', cookie);
    expect(answer.status, answer.text).to.equal(200);
    return Object.fromEntries((answer.body.items as { key: string; done: boolean }[]).map((item) => [item.key, item.done]));
  };

  it('starts with every item to do, and each turns done only by the real thing', async () => {
    app = await startTestApp();
    const owner = await signInAs(app, 'owner', 'setup-owner');
    const sales = await signInAs(app, 'sales', 'setup-sales');
    expect((await callJson(`${app.url}/api/admin/setup`, 'GET', owner.cookie)).body.items.map((item: { key: string }) => item.key)).to.deep.equal([
      'hours',
      'contact',
      'logo',
      'proof',
    ]);
    expect(await doneOf(owner.cookie)).to.deep.equal({ hours: false, contact: false, logo: false, proof: false });

    // Hours saved with no range are not hours.
    await callJson(`${app.url}/api/admin/availability`, 'PUT', sales.cookie, { timeZone: 'UTC', weeklyHours: noHours, daysOff: [] });
    expect((await doneOf(owner.cookie)).hours).to.equal(false);
    await callJson(`${app.url}/api/admin/availability`, 'PUT', sales.cookie, { timeZone: 'UTC', weeklyHours: allWeek('09:00', '17:00'), daysOff: [] });
    expect((await doneOf(owner.cookie)).hours).to.equal(true);

    // A 555-01xx number (the placeholder's kind) and a missing address leave contact to do.
    const settings = async (body: unknown) => expect((await callJson(`${app.url}/api/admin/settings`, 'PUT', owner.cookie, body)).status).to.equal(200);
    await settings({ ...validSettings, phone: '(617) 555-0199' });
    expect((await doneOf(owner.cookie)).contact).to.equal(false);
    await settings({ ...validSettings, phone: '(617) 482-3100', address: { ...validSettings.address, street: '' } });
    expect((await doneOf(owner.cookie)).contact).to.equal(false);
    await settings({ ...validSettings, phone: '(617) 482-3100' });
    expect((await doneOf(owner.cookie)).contact).to.equal(true);

    const upload = await callJson(`${app.url}/api/admin/settings/logo`, 'POST', owner.cookie, { data: base64(pngImage(64, 32)) });
    expect(upload.status).to.equal(201);
    expect((await doneOf(owner.cookie)).logo, 'uploaded but not saved').to.equal(false);
    await settings({ ...validSettings, phone: '(617) 482-3100', logoImageId: upload.body.id });
    expect((await doneOf(owner.cookie)).logo).to.equal(true);

    expect((await callJson(`${app.url}/api/admin/proof`, 'POST', owner.cookie, ownCertification)).status).to.equal(201);
    expect(await doneOf(owner.cookie)).to.deep.equal({ hours: true, contact: true, logo: true, proof: true });
  });

  it("does not count demo mode's sample proof", async () => {
    app = await startTestApp({ DEMO_CONTENT: '1' });
    const owner = await signInAs(app, 'owner', 'setup-owner');
    expect((await callJson(`${app.url}/api/admin/proof`, 'GET', owner.cookie)).body.length).to.be.greaterThan(0);
    expect((await doneOf(owner.cookie)).proof).to.equal(false);
  });

  it('answers 403 to editors and sales, 401 without a session', async () => {
    app = await startTestApp();
    for (const role of ['editor', 'sales'] as const) {
      const { cookie } = await signInAs(app, role);
      expect((await callJson(`${app.url}/api/admin/setup`, 'GET', cookie)).status).to.equal(403);
    }
    expect((await request(`${app.url}/api/admin/setup`)).status).to.equal(401);
  });
});
