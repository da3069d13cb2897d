/**
 * The schema of the mail and guides tables: newsletters' settings and counted links, provider events, guides and
 * their requests (split from migrations.test.ts, which holds the rest of the schema).
 */
import { expect } from 'chai';
import { isPostgres } from '#database/db.server.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { expectRejected } from '../helpers/rejected.ts';

let app: TestApp;

describe(`Database schema: newsletters, provider events and guides (${testDatabaseKind})`, () => {
  before(async () => {
    app = await startTestApp({}, { emptyDatabase: true });
  });
  after(() => app.close());

  it('creates guides and guide_requests, requests deleted with their guide and their lead; contacts get guide_id and guide_title (2026-12-07-1150 to 1152)', async () => {
    const now = new Date().toISOString();
    expect(Object.keys(await app.db('contacts').columnInfo())).to.include.members(['guide_id', 'guide_title']);
    const [guide] = await app
      .db('guides')
      .insert({ title: 't', description: 'd', pdf_key: 'guide-k.pdf', pdf_bytes: 1, file_name: 'f.pdf', created_at: now, updated_at: now })
      .returning('id');
    const guideId = Number(typeof guide === 'object' ? guide.id : guide);
    const [lead] = await app
      .db('contacts')
      .insert({ full_name: 'g', email: 'g@example.com', company: '', subject: 's', message: 'm', created_at: now, updated_at: now })
      .returning('id');
    const contactId = Number(typeof lead === 'object' ? lead.id : lead);
    const request = { guide_id: guideId, email: 'g@example.com', page: '/', expires_at: now, created_at: now };
    await app.db('guide_requests').insert([
      { ...request, token_hash: 'a'.repeat(64), contact_id: contactId },
      { ...request, token_hash: 'b'.repeat(64) },
    ]);
    await app.db('contacts').where({ id: contactId }).delete();
    expect(await app.db('guide_requests').select('token_hash')).to.deep.equal([{ token_hash: 'b'.repeat(64) }]);
    await app.db('guides').where({ id: guideId }).delete();
    expect(await app.db('guide_requests').select('id')).to.deep.equal([]);
  });

  it('creates newsletter_settings and newsletter_links: one token per link, one row per newsletter and address, gone with the newsletter', async () => {
    expect(Object.keys(await app.db('newsletter_settings').columnInfo()).sort()).to.deep.equal(['count_clicks', 'id', 'updated_at']);
    const now = new Date().toISOString();
    const [newsletter] = (await app
      .db('newsletters')
      .insert({ subject: 'S', body_html: '<p>x</p>', status: 'draft', created_at: now, updated_at: now })
      .returning('id')) as { id: number }[];
    const link = { newsletter_id: newsletter!.id, url: 'https://example.org/', token: 'token-one-aaaaaaaaaa', created_at: now };
    await app.db('newsletter_links').insert(link);
    await expectRejected(app.db('newsletter_links').insert({ ...link, token: 'token-two-aaaaaaaaaa' }));
    await expectRejected(app.db('newsletter_links').insert({ ...link, url: 'https://example.org/other' }));
    await app.db('newsletters').where({ id: newsletter!.id }).delete();
    expect(await app.db('newsletter_links').count({ n: '*' }).first()).to.deep.include({ n: isPostgres(app.db) ? '0' : 0 });
  });

  it('adds delivery and complaint times to email_sends and creates email_webhook_receipts, one id per source (migrations 2026-12-07-1000 and 1001)', async () => {
    expect(Object.keys(await app.db('email_sends').columnInfo())).to.include.members(['delivered_at', 'complained_at']);
    expect(Object.keys(await app.db('email_webhook_receipts').columnInfo()).sort()).to.deep.equal(['received_at', 'source', 'webhook_id']);
    const receipt = { source: 'standard', webhook_id: 'msg_1', received_at: new Date().toISOString() };
    await app.db('email_webhook_receipts').insert(receipt);
    await app.db('email_webhook_receipts').insert({ ...receipt, source: 'mailgun' });
    let duplicate: unknown;
    await app
      .db('email_webhook_receipts')
      .insert(receipt)
      .catch((error: unknown) => (duplicate = error));
    expect(duplicate).to.be.instanceOf(Error);
  });
});
