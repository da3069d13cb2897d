import { expect } from 'chai';
import { insertContact } from '#database/contacts.server.ts';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { callJson, request } from '../helpers/http.ts';
import { validContact } from '../helpers/contacts.ts';

/** Stores `count` leads directly, oldest first, with distinct creation times. */
async function storeLeads(app: TestApp, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index++) {
    const { id } = await insertContact(app.db, { ...validContact, fullName: `Lead ${index + 1}`, subject: 'Website contact' });
    await app
      .db('contacts')
      .where({ id })
      .update({ created_at: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString() });
    ids.push(id);
  }
  return ids;
}

let app: TestApp;
let cookie: string;
/** Each group gets its own app and admin session; every test starts with no leads. */
function startLeadsApp() {
  before(async () => {
    app = await startTestApp();
    cookie = await signIn(app);
  });
  after(() => app.close());
  beforeEach(() => app.db('contacts').del());
}

const get = (path: string) => request(`${app.url}${path}`, { headers: { cookie } });
const patch = (id: number | string, body: unknown) => callJson(`${app.url}/api/admin/contacts/${id}`, 'PATCH', cookie, body);

describe('Admin leads API: GET /api/admin/contacts', () => {
  startLeadsApp();
  it('lists leads newest first with every field', async () => {
    const [firstId, secondId] = await storeLeads(app, 2);
    const response = await get('/api/admin/contacts');
    expect(response.status).to.equal(200);
    expect(response.headers.get('cache-control')).to.equal('no-store');
    expect(response.body).to.include({ total: 2, page: 1, limit: 20 });
    expect(response.body.statusCounts).to.deep.equal({ new: 2, contacted: 0, call_booked: 0, qualified: 0, won: 0, lost: 0 });
    expect(response.body.items.map((item: { id: number }) => item.id)).to.deep.equal([secondId, firstId]);
    expect(response.body.items[0]).to.deep.equal({
      id: secondId,
      fullName: 'Lead 2',
      email: validContact.email,
      company: validContact.company,
      phone: validContact.phone,
      subject: 'Website contact',
      message: validContact.message,
      createdAt: '2026-01-01T00:01:00.000Z',
      handledAt: null,
      status: 'new',
      ownerId: null,
      followUpAt: null,
      attribution: { landingPage: null, referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null, sentFrom: null },
      revenueCheck: null,
      guide: null,
      firstResponseAt: null,
      responseSeconds: null,
      responseDueAt: null,
      overdue: false,
      // Its call still to come, else its newest; none booked here.
      call: null,
    });
  });

  it('pages through the leads with page and limit', async () => {
    await storeLeads(app, 7);
    const first = await get('/api/admin/contacts?page=1&limit=3');
    expect(first.body).to.include({ total: 7, page: 1, limit: 3 });
    expect(first.body.items.map((item: { fullName: string }) => item.fullName)).to.deep.equal(['Lead 7', 'Lead 6', 'Lead 5']);
    const last = await get('/api/admin/contacts?page=3&limit=3');
    expect(last.body.items.map((item: { fullName: string }) => item.fullName)).to.deep.equal(['Lead 1']);
    const beyond = await get('/api/admin/contacts?page=9&limit=3');
    expect(beyond.status).to.equal(200);
    expect(beyond.body).to.include({ total: 7 });
    expect(beyond.body.items).to.deep.equal([]);
  });

  it('answers an empty list when there are no leads', async () => {
    const response = await get('/api/admin/contacts');
    expect(response.body).to.deep.equal({
      items: [],
      total: 0,
      page: 1,
      limit: 20,
      statusCounts: { new: 0, contacted: 0, call_booked: 0, qualified: 0, won: 0, lost: 0 },
    });
  });

  for (const query of ['page=0', 'page=-1', 'page=abc', 'limit=0', 'limit=101', 'limit=2.5', 'sort=name']) {
    it(`rejects ?${query} with 400`, async () => {
      const response = await get(`/api/admin/contacts?${query}`);
      expect(response.status).to.equal(400);
      expect(response.body.message).to.be.a('string');
      expect(response.body.errors).to.be.an('array').that.is.not.empty;
    });
  }

  it('is refused without a session', async () => {
    expect((await request(`${app.url}/api/admin/contacts`)).status).to.equal(401);
    expect((await request(`${app.url}/api/admin/contacts.csv`)).status).to.equal(401);
    const anonymousPatch = await request(`${app.url}/api/admin/contacts/1`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: '{"handled":true}',
    });
    expect(anonymousPatch.status).to.equal(401);
  });
});

describe('Admin leads API: PATCH /api/admin/contacts/:id', () => {
  startLeadsApp();
  it('marks a lead handled and open again', async () => {
    const [id] = await storeLeads(app, 1);
    const handled = await patch(id!, { handled: true });
    expect(handled.status).to.equal(200);
    expect(handled.body).to.include({ id, fullName: 'Lead 1' });
    expect(new Date(handled.body.handledAt).getTime()).to.be.closeTo(Date.now(), 60_000);
    const listed = await get('/api/admin/contacts');
    expect(listed.body.items[0].handledAt).to.equal(handled.body.handledAt);

    const again = await patch(id!, { handled: true });
    expect(again.body.handledAt, 'marking again keeps the first time').to.equal(handled.body.handledAt);

    const reopened = await patch(id!, { handled: false });
    expect(reopened.status).to.equal(200);
    expect(reopened.body.handledAt).to.equal(null);
  });

  it('answers 404 for a lead that does not exist', async () => {
    const response = await patch(999_999, { handled: true });
    expect(response.status).to.equal(404);
    expect(response.body.message).to.equal('Lead not found');
  });

  for (const [what, id, body] of [
    ['a non-numeric id', 'abc', { handled: true }],
    ['a zero id', '0', { handled: true }],
    ['a missing handled', '1', {}],
    ['a string handled', '1', { handled: 'yes' }],
    ['an extra field', '1', { handled: true, message: 'changed' }],
  ] as const) {
    it(`rejects ${what} with 400`, async () => {
      await storeLeads(app, 1);
      const response = await patch(id, body);
      expect(response.status).to.equal(400);
      expect(response.body.message).to.be.a('string');
    });
  }

  it('refuses a cross-site PATCH with 403', async () => {
    const [id] = await storeLeads(app, 1);
    const response = await request(`${app.url}/api/admin/contacts/${id}`, {
      method: 'PATCH',
      headers: { cookie, 'content-type': 'application/json', origin: 'https://evil.example' },
      body: '{"handled":true}',
    });
    expect(response.status).to.equal(403);
    expect((await app.db('contacts').where({ id }).first()).handled_at).to.equal(null);
  });
});

describe('Admin leads API: GET /api/admin/contacts.csv', () => {
  startLeadsApp();
  it('exports every lead as CSV with a header row, newest first', async () => {
    await storeLeads(app, 2);
    const response = await get('/api/admin/contacts.csv');
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.equal('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).to.match(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get('cache-control')).to.equal('no-store');
    const lines = response.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).to.equal(
      'Lead number,Received,Status,Name,Email,Practice or organization,Phone,Subject,Message,Handled,Owner,Follow-up date,' +
        'Landing page,Referring site,UTM source,UTM medium,UTM campaign,Sent from page,' +
        'Revenue check: model version,Revenue check: specialty,Revenue check: providers,Revenue check: annual collections ($),' +
        'Revenue check: denial rate (%),Revenue check: days in A/R,Revenue check: A/R over 90 days (%),' +
        'Revenue check: clean-claim rate (%),Revenue check: net collection rate (%),' +
        'Revenue check: recoverable each year ($),Revenue check: of which denied never reworked ($),Revenue check: cash freed once ($),' +
        'Revenue check: A/R over 90 days above benchmark ($),Revenue check: other A/R above benchmark ($),' +
        'Revenue check: model 1 total at stake ($)',
    );
    // The default site time zone, America/New_York (UTC-5 in January).
    expect(lines[1]).to.match(/^\d+,2025-12-31T19:01:00-05:00,new,Lead 2,/);
    expect(lines[2]).to.match(/^\d+,2025-12-31T19:00:00-05:00,new,Lead 1,/);
    expect(lines[3]).to.equal('');
    expect(lines).to.have.length(4);
  });

  it('quotes and defuses what visitors typed', async () => {
    await insertContact(app.db, {
      ...validContact,
      fullName: '=HYPERLINK("http://evil.example","Click")',
      company: 'Smith, Jones & Co',
      phone: '+1 555 010 0100',
      subject: '@SUM(A1:A9)',
      message: 'Line one\nLine "two"',
    });
    const response = await get('/api/admin/contacts.csv');
    const row = response.text.replace(/^\uFEFF/, '').split('\r\n')[1]!;
    expect(row).to.include(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(row).to.include('"Smith, Jones & Co"');
    expect(row).to.include("'+1 555 010 0100");
    expect(row).to.include("'@SUM(A1:A9)");
    expect(row).to.include('"Line one\nLine ""two"""');
  });
});
