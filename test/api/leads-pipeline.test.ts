import { expect } from 'chai';
import { insertContact } from '#database/contacts.server.ts';
import { loadConfig } from '#server/config.server.ts';
import { applyLeadRetention } from '#server/contacts/lead-retention.server.ts';
import { createLogger } from '#server/logger.server.ts';
import { createAdmin, signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { everyStoredValue } from '../helpers/analytics.ts';
import { LogCapture, postContact, postForm, randomClientIp, validContact } from '../helpers/contacts.ts';
import { callJson, request } from '../helpers/http.ts';

/** A message as stored (the subject the server would default). */
const input = { ...validContact, subject: 'Website contact' };

let app: TestApp;
let cookie: string;
const logs = new LogCapture();

/** Starts the app behind one trusted proxy, logging into `logs`, signs the admin in, and empties the leads before each test. */
function useLeadsApp(): void {
  before(async () => {
    app = await startTestApp({ TRUST_PROXY: '1', LOG_LEVEL: 'info' }, { logDestination: logs });
    cookie = await signIn(app);
  });
  after(() => app.close());
  beforeEach(async () => {
    await app.db('contact_notes').del();
    await app.db('contact_history').del();
    await app.db('contacts').del();
  });
}

const headers = () => ({ 'x-forwarded-for': randomClientIp() });
const admin = (method: string, path: string, body?: unknown) => callJson(`${app.url}${path}`, method, cookie, body);
const onlyLeadId = async () => Number((await app.db('contacts').first('id')).id);

describe('Leads pipeline: attribution and follow-up', () => {
  useLeadsApp();

  describe('attribution', () => {
    it('keeps the landing page, its UTM values, the referring host and the sending page from the form island', async () => {
      const attribution = {
        landingPage: '/services/denial-management?utm_source=LinkedIn&utm_medium=social&utm_campaign=q4&gclid=x',
        referrerHost: 'www.LinkedIn.com',
        sentFrom: '/uswha',
      };
      expect((await postContact(app, { ...validContact, attribution }, headers())).status).to.equal(201);
      const lead = await admin('GET', `/api/admin/contacts/${await onlyLeadId()}`);
      expect(lead.body.attribution).to.deep.equal({
        landingPage: '/services/denial-management',
        referrerHost: 'linkedin.com',
        utmSource: 'linkedin',
        utmMedium: 'social',
        utmCampaign: 'q4',
        sentFrom: '/uswha',
      });
    });

    it('drops malformed attribution and still stores the message', async () => {
      const attribution = { landingPage: 'https://evil.example/', referrerHost: 'not a host', sentFrom: '//evil.example' };
      expect((await postContact(app, { ...validContact, attribution }, headers())).status).to.equal(201);
      expect((await postContact(app, { ...validContact, attribution: 'nonsense' }, headers())).status).to.equal(201);
      const rows = await app.db('contacts').select('landing_path', 'referrer_host', 'utm_source', 'sent_from');
      expect(rows).to.deep.equal([
        { landing_path: null, referrer_host: null, utm_source: null, sent_from: null },
        { landing_path: null, referrer_host: null, utm_source: null, sent_from: null },
      ]);
    });

    it('records the form’s page as landing and sending page without JavaScript', async () => {
      expect((await postForm(app, { ...validContact, source: 'uswha' }, headers())).status).to.equal(303);
      const lead = await admin('GET', `/api/admin/contacts/${await onlyLeadId()}`);
      expect(lead.body.attribution).to.include({ landingPage: '/uswha', sentFrom: '/uswha', utmSource: null, referrerHost: null });
    });
  });

  describe('status, owner, follow-up, notes and history', () => {
    it('changes status, owner and follow-up date and shows each change in the history with its author', async () => {
      const { id } = await insertContact(app.db, input);
      const ownerId = Number((await app.db('users').where({ username: 'admin' }).first('id')).id);
      const changed = await admin('PATCH', `/api/admin/contacts/${id}`, { status: 'contacted', ownerId, followUpAt: '2026-12-01' });
      expect(changed.status).to.equal(200);
      expect(changed.body).to.include({ status: 'contacted', ownerId, followUpAt: '2026-12-01' });
      // Only what changes is recorded; `handled` keeps working beside the new fields.
      await admin('PATCH', `/api/admin/contacts/${id}`, { status: 'contacted', handled: true });
      await admin('PATCH', `/api/admin/contacts/${id}`, { ownerId: null, followUpAt: null });
      const note = await admin('POST', `/api/admin/contacts/${id}/notes`, { text: '  Called; wants a demo next week.  ' });
      expect(note.status).to.equal(201);
      expect(note.body).to.include({ body: 'Called; wants a demo next week.', authorName: 'admin', authorId: ownerId });

      const lead = await admin('GET', `/api/admin/contacts/${id}`);
      expect(lead.body).to.include({ status: 'contacted', ownerId: null, followUpAt: null, fullName: validContact.fullName });
      expect(
        lead.body.history.map((entry: { change: string; value: string; actorName: string }) => [entry.change, entry.value, entry.actorName]),
      ).to.deep.equal([
        ['status', 'contacted', 'admin'],
        ['owner', String(ownerId), 'admin'],
        ['followUp', '2026-12-01', 'admin'],
        ['handled', 'yes', 'admin'],
        ['owner', '', 'admin'],
        ['followUp', '', 'admin'],
      ]);
      expect(lead.body.notes).to.have.length(1);
      expect(new Date(lead.body.notes[0].createdAt).getTime()).to.be.closeTo(Date.now(), 60_000);
    });

    for (const [what, body] of [
      ['an unknown status', { status: 'done' }],
      ['an owner who does not exist', { ownerId: 999_999 }],
      ['an owner id as text', { ownerId: '1' }],
      ['an impossible follow-up date', { followUpAt: '2026-13-01' }],
      ['a follow-up time instead of a date', { followUpAt: '2026-12-01T10:00:00Z' }],
      ['an empty body', {}],
    ] as const) {
      it(`rejects ${what} with 400 and changes nothing`, async () => {
        const { id } = await insertContact(app.db, input);
        const response = await admin('PATCH', `/api/admin/contacts/${id}`, body);
        expect(response.status).to.equal(400);
        expect((await app.db('contacts').where({ id }).first()).status).to.equal('new');
        expect(await app.db('contact_history').select()).to.deep.equal([]);
      });
    }

    it('lists the users a lead can be given to', async () => {
      const response = await admin('GET', '/api/admin/lead-owners');
      expect(response.status).to.equal(200);
      expect(response.body.map((user: { username: string }) => user.username)).to.include('admin');
      expect(Object.keys(response.body[0])).to.deep.equal(['id', 'username']);
    });

    it('rejects an empty note and a note on a lead that does not exist', async () => {
      const { id } = await insertContact(app.db, input);
      expect((await admin('POST', `/api/admin/contacts/${id}/notes`, { text: '   ' })).status).to.equal(400);
      expect((await admin('POST', '/api/admin/contacts/999999/notes', { text: 'Hello' })).status).to.equal(404);
      expect((await admin('GET', '/api/admin/contacts/999999')).status).to.equal(404);
    });

    it('refuses all of it without a session', async () => {
      const { id } = await insertContact(app.db, input);
      expect((await request(`${app.url}/api/admin/contacts/${id}`)).status).to.equal(401);
      expect((await request(`${app.url}/api/admin/contacts/${id}`, { method: 'DELETE' })).status).to.equal(401);
      const note = await request(`${app.url}/api/admin/contacts/${id}/notes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"text":"x"}',
      });
      expect(note.status).to.equal(401);
    });
  });
});

describe('Leads pipeline: deletion, retention and list filters', () => {
  useLeadsApp();

  describe('DELETE /api/admin/contacts/:id', () => {
    it('leaves no trace of the lead, its notes, history or attribution, and logs the deletion without personal data', async () => {
      const person = { ...validContact, fullName: 'Forget-Me Quinlan', email: 'forget.me.quinlan@example.org', company: 'Quinlan Pediatrics' };
      const attribution = { landingPage: '/?utm_source=quinlan-campaign', referrerHost: 'quinlan-referrer.example', sentFrom: '/' };
      await postContact(app, { ...person, attribution }, headers());
      const id = await onlyLeadId();
      await admin('PATCH', `/api/admin/contacts/${id}`, { status: 'qualified', followUpAt: '2026-12-24' });
      await admin('POST', `/api/admin/contacts/${id}/notes`, { text: 'Quinlan asked about the zephyrine estimate.' });
      const kept = await insertContact(app.db, input);

      const response = await admin('DELETE', `/api/admin/contacts/${id}`);
      expect(response.status).to.equal(204);
      const everything = await everyStoredValue(app);
      for (const trace of ['Quinlan', 'quinlan', 'forget.me', '2026-12-24', 'zephyrine']) expect(everything).not.to.include(trace);
      expect(await app.db('contact_notes').select()).to.deep.equal([]);
      expect(await app.db('contact_history').select()).to.deep.equal([]);
      expect((await app.db('contacts').select('id')).map((row) => Number(row.id))).to.deep.equal([kept.id]);

      const line = logs.lines.map((text) => JSON.parse(text)).find((entry) => entry.msg === 'lead deleted' && entry.contactId === id);
      expect(line).to.include({ contactId: id });
      expect(logs.text).not.to.include('Quinlan');
      expect(logs.text).not.to.include('forget.me');
      expect((await admin('DELETE', `/api/admin/contacts/${id}`)).status).to.equal(404);
    });
  });

  describe('retention', () => {
    it('is off by default', () => {
      expect(loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32) }).leadRetentionMonths).to.equal(undefined);
      expect(loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32), LEADS_RETENTION_MONTHS: '18' }).leadRetentionMonths).to.equal(18);
    });

    it('deletes leads older than N months with their notes, and only those', async () => {
      const old = await insertContact(app.db, { ...input, fullName: 'Old Lead' });
      await app.db('contacts').where({ id: old.id }).update({ created_at: '2025-01-14T12:00:00.000Z' });
      await admin('POST', `/api/admin/contacts/${old.id}/notes`, { text: 'Old note' });
      const recent = await insertContact(app.db, { ...input, fullName: 'Recent Lead' });
      await app.db('contacts').where({ id: recent.id }).update({ created_at: '2025-01-16T12:00:00.000Z' });
      const capture = new LogCapture();
      const removed = await applyLeadRetention({ db: app.db, logger: createLogger('info', capture), months: 12, clock: () => Date.UTC(2026, 0, 15, 12) });
      expect(removed).to.equal(1);
      expect((await app.db('contacts').select('full_name')).map((row) => row.full_name)).to.deep.equal(['Recent Lead']);
      expect(await app.db('contact_notes').select()).to.deep.equal([]);
      expect(JSON.parse(capture.lines[0]!)).to.include({ contactId: old.id, reason: 'retention', msg: 'lead deleted' });
      expect(capture.text).not.to.include('Old Lead');
    });
  });

  describe('GET /api/admin/contacts filters and sorting', () => {
    async function lead(fields: Partial<typeof validContact> & { subject?: string }, row: Record<string, unknown>): Promise<number> {
      const { id } = await insertContact(app.db, { ...validContact, phone: null, subject: 'Website contact', ...fields });
      await app.db('contacts').where({ id }).update(row);
      return id;
    }
    const names = (body: { items: { fullName: string }[] }) => body.items.map((item) => item.fullName);

    it('filters by status, dates, source, subject, owner and words, counts per status and sorts', async () => {
      const ownerId = Number((await app.db('users').where({ username: 'admin' }).first('id')).id);
      await createAdmin(app, 'second-admin', 'another correct horse battery');
      await lead({ fullName: 'Ann Avery', company: 'Avery Clinic' }, { created_at: '2026-03-01T15:00:00.000Z', status: 'new', utm_source: 'newsletter' });
      await lead(
        { fullName: 'Ben Brook', company: 'Brook Health' },
        { created_at: '2026-03-02T03:00:00.000Z', status: 'won', referrer_host: 'google.com', owner_id: ownerId },
      );
      await lead({ fullName: 'Cy Cole', company: 'Cole & Sons', subject: 'USWHA member inquiry' }, { created_at: '2026-03-05T15:00:00.000Z', status: 'won' });
      const list = async (query: string) => (await admin('GET', `/api/admin/contacts?${query}`)).body;

      expect(names(await list('status=won'))).to.deep.equal(['Cy Cole', 'Ben Brook']);
      expect((await list('status=won')).statusCounts).to.deep.equal({ new: 1, contacted: 0, call_booked: 0, qualified: 0, won: 2, lost: 0 });
      // 2026-03-02T03:00Z is still 1 March in New York.
      expect(names(await list('from=2026-03-01&to=2026-03-01'))).to.deep.equal(['Ben Brook', 'Ann Avery']);
      expect(names(await list('source=newsletter'))).to.deep.equal(['Ann Avery']);
      expect(names(await list('source=google.com'))).to.deep.equal(['Ben Brook']);
      expect(names(await list('source=direct'))).to.deep.equal(['Cy Cole']);
      expect(names(await list(`subject=${encodeURIComponent('USWHA member inquiry')}`))).to.deep.equal(['Cy Cole']);
      expect(names(await list(`owner=${ownerId}`))).to.deep.equal(['Ben Brook']);
      expect(names(await list('owner=none'))).to.deep.equal(['Cy Cole', 'Ann Avery']);
      expect(names(await list('q=BROOK'))).to.deep.equal(['Ben Brook']);
      expect(names(await list('q=%25'))).to.deep.equal([]);
      expect(names(await list(`q=${encodeURIComponent('&')}`))).to.deep.equal(['Cy Cole']);
      expect(names(await list('sort=fullName&order=asc'))).to.deep.equal(['Ann Avery', 'Ben Brook', 'Cy Cole']);
      expect(names(await list('sort=company&order=desc'))).to.deep.equal(['Cy Cole', 'Ben Brook', 'Ann Avery']);
      for (const bad of ['status=done', 'from=2026-3-1', 'owner=abc', 'order=up', 'sort=name']) {
        expect((await admin('GET', `/api/admin/contacts?${bad}`)).status, bad).to.equal(400);
      }
    });
  });
});
