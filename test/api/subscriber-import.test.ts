/**
 * Importing and exporting the subscriber list (docs/product/subscriptions.md#import-and-export): a stated consent
 * basis on every imported consent, confirmation emails unless an owner attests prior opt-in, all or nothing on bad
 * rows and malformed files, merges that never change a confirmed, unsubscribed or suppressed person, the size
 * limits, and an export that no spreadsheet runs as a formula.
 */
import { expect } from 'chai';
import { addressHash } from '#database/subscribers.server.ts';
import { signInAs, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { callJson, request } from '../helpers/http.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { admin, confirmPathIn, subscribeAndConfirm, withNewsletterApp } from '../helpers/subscriptions.ts';

let sink: SmtpSink;
const withApp = (test: (app: TestApp, cookie: string) => Promise<void>) => withNewsletterApp(sink, test);
const basis = 'Signed the sign-up sheet at our HFMA 2026 booth';

const importAs = (app: TestApp, cookie: string, body: Record<string, unknown>) => admin(app, cookie, 'POST', '/subscribers/import', { basis, ...body });
const stateOf = async (app: TestApp, email: string) =>
  ((await app.db('subscribers').where({ email }).first('state')) as { state: string } | undefined)?.state ?? 'absent';
const count = async (app: TestApp, table: string) => Number(((await app.db(table).count({ n: '*' }).first()) as { n: number | string }).n);

describe(`Subscriber import and export (${testDatabaseKind})`, () => {
  before(async () => {
    sink = await startSmtpSink();
  });
  after(() => sink.close());

  it('imports as pending with the stated basis on each consent, merges duplicates, and asks each to confirm', async () => {
    await withApp(async (app) => {
      const editor = await signInAs(app, 'editor');
      const before = sink.received.length;
      const csv = '\uFEFFName,"E-mail"\r\n"Rivera, Ana",Ana@Example.com\r\nBo,bo@example.com\r\n\r\nAna again,ana@example.com\r\n';
      const answer = await importAs(app, editor.cookie, { csv, fileName: 'booth.csv', topics: ['obgyn-billing'] });
      expect(answer.status, answer.text).to.equal(200);
      expect(answer.body).to.deep.equal({ added: 2, confirmed: 0, pending: 2, unchanged: 0, suppressed: 0, duplicates: 1, confirmationsQueued: 2 });
      expect(await stateOf(app, 'ana@example.com')).to.equal('pending');
      const [ana] = (await admin(app, editor.cookie, 'GET', '/subscribers?q=ana')).body.subscribers;
      expect(ana.topics).to.deep.equal(['obgyn-billing']);
      const history = (await admin(app, editor.cookie, 'GET', `/subscribers/${ana.id}`)).body.history;
      expect(history.consents).to.have.length(1);
      expect(history.consents[0]).to.include({ form: 'import', page: 'booth.csv', wording: basis, confirmedAt: null, attestedBy: null });
      expect(history.events.map((event: { kind: string }) => event.kind)).to.deep.equal(['imported']);
      // The confirmation email's link confirms, as a sign-up's does.
      const mail = await sink.mailTo('ana@example.com', before);
      await sink.mailTo('bo@example.com', before);
      expect((await request(`${app.url}${confirmPathIn(mail.raw)}`)).status).to.equal(200);
      expect(await stateOf(app, 'ana@example.com')).to.equal('confirmed');
      const audit = await app.db('audit_log').where({ action: 'subscriber.import' }).first('details');
      expect(audit).to.not.equal(undefined);
    });
  });

  it('lets only an owner attest prior opt-in: confirmed at once, no email, the attestation on the consent', async () => {
    await withApp(async (app, owner) => {
      const editor = await signInAs(app, 'editor');
      const refused = await importAs(app, editor.cookie, { csv: 'email\nkept@example.com\n', attestPriorOptIn: true });
      expect([refused.status, refused.body.message]).to.deep.equal([403, 'Only an owner may attest that imported people opted in before.']);
      expect(await count(app, 'subscribers')).to.equal(0);
      const before = sink.received.length;
      // A bare list, pasted: one address a line, no header.
      const answer = await importAs(app, owner, { csv: 'kept@example.com\nalso@example.com', attestPriorOptIn: true });
      expect(answer.body).to.include({ added: 2, confirmed: 2, pending: 0, confirmationsQueued: 0 });
      expect(await stateOf(app, 'kept@example.com')).to.equal('confirmed');
      const consent = await app.db('subscription_consents').first('page', 'wording', 'confirmed_at', 'attested_by');
      expect(consent).to.include({ page: 'a pasted list', wording: basis, attested_by: 'admin' });
      expect(consent.confirmed_at).to.not.equal(null);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(sink.received.length).to.equal(before);
    });
  });

  it('never changes a confirmed, unsubscribed or suppressed person; a pending one gets the new consent', async () => {
    await withApp(async (app, owner) => {
      expect(await subscribeAndConfirm(app, sink, 'happy@example.com', ['blog-digest'])).to.equal(200);
      await importAs(app, owner, { csv: 'email\nleft@example.com\nwaiting@example.com\nbounced@example.com', attestPriorOptIn: true });
      await app.db('subscribers').where({ email: 'left@example.com' }).update({ state: 'unsubscribed' });
      await app.db('subscribers').where({ email: 'waiting@example.com' }).update({ state: 'pending' });
      // An erased person whose address bounced: only its hash is left.
      await app.db('subscribers').where({ email: 'bounced@example.com' }).delete();
      await app.db('email_suppressions').insert({ email_hash: addressHash('bounced@example.com'), reason: 'bounce', created_at: new Date().toISOString() });
      const answer = await importAs(app, owner, {
        csv: 'email;name\nhappy@example.com;H\nLEFT@example.com;L\nwaiting@example.com;W\nbounced@example.com;B\n',
        attestPriorOptIn: true,
        topics: ['obgyn-billing'],
      });
      expect(answer.status, answer.text).to.equal(200);
      expect(answer.body).to.include({ added: 0, confirmed: 1, unchanged: 2, suppressed: 1 });
      expect(await stateOf(app, 'happy@example.com')).to.equal('confirmed');
      expect(await stateOf(app, 'left@example.com')).to.equal('unsubscribed');
      expect(await stateOf(app, 'waiting@example.com')).to.equal('confirmed');
      expect(await stateOf(app, 'bounced@example.com')).to.equal('absent');
      const happy = await app.db('subscribers').where({ email: 'happy@example.com' }).first('id');
      expect(await app.db('subscriber_topics').where({ subscriber_id: happy.id }).pluck('topic')).to.deep.equal(['blog-digest']);
      expect(await app.db('subscription_consents').where({ subscriber_id: happy.id }).count({ n: '*' }).first()).to.deep.equal({
        n: testDatabaseKind === 'postgres' ? '1' : 1,
      });
    });
  });

  it('imports nothing from a file with bad rows (each named by its line) or a malformed one; checks the fields and sizes', async () => {
    await withApp(async (app, owner) => {
      const bad = await importAs(app, owner, { csv: 'email,name\nok@example.com,A\nnot-an-address,B\n,C\nfine@example.com,D\n' });
      expect(bad.status).to.equal(400);
      expect(bad.body.message).to.equal('2 lines have no valid email address; nothing was imported. Correct them and import again.');
      expect(bad.body.errors).to.deep.equal([
        { field: 'csv', message: 'Line 3: "not-an-address" is not an email address.' },
        { field: 'csv', message: 'Line 4: no email address.' },
      ]);
      for (const [csv, reason] of [
        ['email\n"ok@example.com\nnext@example.com\n', 'A quoted field that starts on line 2 never ends.'],
        ['email\nx"y@example.com\n', 'Line 2 has a quote inside a field that is not quoted.'],
        ['name,company\nAna,Clinic\n', 'The first row must name the address column "email", or the file must list addresses, one a line.'],
        ['email\n', 'The file has a header row but no addresses.'],
        ['\n\n', 'The file has no rows.'],
      ]) {
        const answer = await importAs(app, owner, { csv });
        expect([answer.status, answer.body.message], csv).to.deep.equal([400, `The file is not valid CSV: ${reason} Nothing was imported.`]);
      }
      expect(await count(app, 'subscribers')).to.equal(0);
      const fields = async (body: Record<string, unknown>) =>
        (await admin(app, owner, 'POST', '/subscribers/import', body)).body.errors.map((error: { field: string }) => error.field);
      expect(await fields({ csv: 'a@example.com' })).to.deep.equal(['basis']);
      expect(await fields({ csv: 'a@example.com', basis: '   ' })).to.deep.equal(['basis']);
      expect(await fields({ basis })).to.deep.equal(['csv']);
      expect(await fields({ csv: 'a@example.com', basis, topics: ['nope'] })).to.deep.equal(['topics[0]']);
      expect(await fields({ csv: 'a@example.com', basis, attestPriorOptIn: 'yes' })).to.deep.equal(['attestPriorOptIn']);
      expect(await fields({ csv: 'a@example.com', basis, fileName: '../x.csv' })).to.deep.equal(['fileName']);
      const tooLong = await importAs(app, owner, { csv: `email\n${'a@example.com\n'.repeat(80_000)}` });
      expect(tooLong.status).to.equal(413);
      expect(tooLong.body.message).to.contain('at most 1,000,000 characters');
      const tooLarge = await importAs(app, owner, { csv: 'a@example.com', padding: 'x'.repeat(1_600_000) });
      expect([tooLarge.status, tooLarge.body.message]).to.deep.equal([413, 'Request body is too large']);
      expect(await count(app, 'subscribers')).to.equal(0);
    });
  });

  it('exports every match as CSV with the consent, filtered, formulas guarded; authors and sales get 403', async () => {
    await withApp(async (app, owner) => {
      await importAs(app, owner, { csv: 'email\nfirst@example.com\nsecond@example.com', basis: '=HYPERLINK("http://evil.example","x")', fileName: 'list.csv' });
      expect(await subscribeAndConfirm(app, sink, 'third@example.com')).to.equal(200);
      const all = await request(`${app.url}/api/admin/subscribers/export.csv`, { headers: { cookie: owner } });
      expect(all.status).to.equal(200);
      expect(all.headers.get('content-type')).to.equal('text/csv; charset=utf-8');
      expect(all.headers.get('content-disposition')).to.match(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = all.text.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).to.equal(
        'Email,State,Topics,Signed up,Confirmed,Unsubscribed,Consent form,Consent page or file,Consent wording or basis,Consent given,Prior opt-in attested by',
      );
      expect(lines.slice(1, -1).map((line) => line.split(',')[0])).to.deep.equal(['third@example.com', 'second@example.com', 'first@example.com']);
      expect(lines[2]).to.contain(`,import,list.csv,"'=HYPERLINK(""http://evil.example"",""x"")",`);
      // Past one page of 1,000: every row, each once.
      const now = new Date().toISOString();
      const many = Array.from({ length: 1000 }, (_, i) => ({ email: `bulk${i}@example.com`, state: 'pending', manage_token: `bulk-${i}`, created_at: now }));
      for (let i = 0; i < many.length; i += 200) await app.db('subscribers').insert(many.slice(i, i + 200));
      const everyone = (await request(`${app.url}/api/admin/subscribers/export.csv`, { headers: { cookie: owner } })).text.split('\r\n').slice(1, -1);
      expect(new Set(everyone.map((line) => line.split(',')[0])).size).to.equal(1003);
      expect(everyone).to.have.length(1003);
      const confirmed = await request(`${app.url}/api/admin/subscribers/export.csv?state=confirmed`, { headers: { cookie: owner } });
      expect(confirmed.text.split('\r\n').slice(1, -1)).to.have.length(1);
      expect((await request(`${app.url}/api/admin/subscribers/export.csv?state=nope`, { headers: { cookie: owner } })).status).to.equal(400);
      for (const role of ['author', 'sales'] as const) {
        const { cookie } = await signInAs(app, role);
        expect((await request(`${app.url}/api/admin/subscribers/export.csv`, { headers: { cookie } })).status).to.equal(403);
        expect((await callJson(`${app.url}/api/admin/subscribers/import`, 'POST', cookie, { csv: 'a@example.com', basis })).status).to.equal(403);
      }
      expect(await app.db('audit_log').where({ action: 'subscriber.export' }).count({ n: '*' }).first()).to.deep.equal({
        n: testDatabaseKind === 'postgres' ? '3' : 3,
      });
    });
  });
});
