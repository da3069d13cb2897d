/**
 * Asking for a guide and its emailed link (docs/product/guides.md#double-opt-in): the same 202 for every address,
 * 404, 400 by field, the rate limit, nothing before confirming, the lead with its source after, the download's
 * headers, a second click, expiry, and the PDF at no other address. Against a real SMTP server.
 */
import { expect } from 'chai';
import { guideCopy } from '#content/guides.ts';
import { isPrivatePath } from '#shared/private-paths.ts';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { callJson, postJson, request } from '../helpers/http.ts';
import { createGuide, requestGuideLink, samplePdf } from '../helpers/guides.ts';
import { decoded, startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';

const siteUrl = 'https://www.example.com';
let sink: SmtpSink;
let now = Date.parse('2026-12-07T12:00:00.000Z');

async function withGuide(test: (app: TestApp, guideId: number, owner: string) => Promise<void>, title?: string) {
  const app = await startTestApp({ SITE_URL: siteUrl, SMTP_URL: sink.url, CONTACT_NOTIFY_FROM: 'news@example.com' }, { clock: () => now });
  try {
    const owner = await signIn(app);
    await test(app, await createGuide(app, owner, { ...(title ? { title } : {}) }), owner);
  } finally {
    await app.close();
  }
}

const ask = (app: TestApp, id: number | string, body: unknown) => postJson(`${app.url}/api/guides/${id}/request`, body);
const count = async (app: TestApp, table: string) => Number((await app.db(table).count({ n: '*' }).first())?.n);

describe(`Asking for a guide (${testDatabaseKind})`, function () {
  this.timeout(60_000);
  before(async () => {
    sink = await startSmtpSink();
  });
  after(() => sink.close());

  it('answers 202 with the same body for a new and a known address, and emails each a branded link with a plain-text part', async () => {
    await withGuide(async (app, id) => {
      await requestGuideLink(app, sink, id, { email: 'known@example.com' });
      const before = sink.received.length;
      const answers = [
        await ask(app, id, { email: 'new@example.com', fullName: 'Dana', company: 'Riverside OB-GYN' }),
        await ask(app, id, { email: 'known@example.com' }),
      ];
      for (const answer of answers) {
        expect(answer.status).to.equal(202);
        expect(answer.text).to.equal(JSON.stringify({ message: guideCopy.accepted }));
      }
      const mails = (await sink.waitFor(before + 2)).slice(before);
      expect(mails.map((mail) => mail.to).sort()).to.deep.equal(['known@example.com', 'new@example.com']);
      const raw = mails[0]!.raw;
      expect(raw).to.match(/Subject: Your guide: OB-GYN global-package billing checklist/);
      expect(raw).to.contain('Content-Type: text/plain');
      expect(raw).to.contain('Content-Type: text/html');
      expect(decoded(raw)).to.contain(`${siteUrl}/guides/download/`);
      expect(decoded(raw)).to.contain(guideCopy.emailNote);
      // Only the hash of the token is stored.
      const token = /\/guides\/download\/([\w-]{43})/.exec(decoded(raw))![1]!;
      const rows = await app.db('guide_requests').select('token_hash');
      expect(rows.every((row: { token_hash: string }) => /^[0-9a-f]{64}$/.test(row.token_hash) && row.token_hash !== token)).to.equal(true);
    });
  });

  it('answers 404 for an unknown guide, 400 naming each bad field, and stores nothing for either', async () => {
    await withGuide(async (app, id) => {
      expect((await ask(app, 999_999, { email: 'a@example.com' })).status).to.equal(404);
      expect((await ask(app, 'abc', { email: 'a@example.com' })).status).to.equal(400);
      const cases: [unknown, string][] = [
        [{}, 'email'],
        [{ email: 'not-an-address' }, 'email'],
        [{ email: 'a@example.com\r\nBcc: x@example.com' }, 'email'],
        [{ email: 'a@example.com', fullName: 'x'.repeat(201) }, 'fullName'],
        [{ email: 'a@example.com', company: 'Two\nlines' }, 'company'],
        [{ email: 'a@example.com', source: 'https://elsewhere.example' }, 'source'],
        [{ email: 'a@example.com', isAdmin: true }, 'isAdmin'],
      ];
      for (const [body, field] of cases) {
        const answer = await ask(app, id, body);
        expect(answer.status, JSON.stringify(body)).to.equal(400);
        expect(answer.body.errors.map((error: { field: string }) => error.field)).to.include(field);
      }
      expect(await count(app, 'guide_requests')).to.equal(0);
    });
  });

  it('a filled honeypot is answered as accepted and stores nothing; past five requests in 10 minutes answers 429, the form too', async () => {
    await withGuide(async (app, id) => {
      expect((await ask(app, id, { email: 'bot@example.com', website: 'http://spam.example' })).status).to.equal(202);
      expect(await count(app, 'guide_requests')).to.equal(0);
      for (let i = 0; i < 4; i += 1) expect((await ask(app, id, { email: `p${i}@example.com` })).status).to.equal(202);
      const limited = await ask(app, id, { email: 'p5@example.com' });
      expect(limited.status).to.equal(429);
      expect(limited.body.message).to.equal(guideCopy.rateLimited);
      const page = await fetch(`${app.url}/guides/${id}/request`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: 'p6@example.com' }).toString(),
      });
      expect(page.status).to.equal(429);
      expect(await page.text()).to.contain(guideCopy.rateLimited);
    });
  });
});

describe(`A guide's emailed link (${testDatabaseKind})`, function () {
  this.timeout(60_000);
  before(async () => {
    sink = await startSmtpSink();
  });
  after(() => sink.close());

  it('makes no lead before the link is opened; opening it confirms, makes one lead with the guide and page as its source, and downloads the PDF', async () => {
    await withGuide(async (app, id, owner) => {
      const path = await requestGuideLink(app, sink, id, {
        email: 'Dana@Example.com',
        fullName: 'Dana Whitfield',
        company: 'Riverside OB-GYN',
        source: '/specialties/ob-gyn',
      });
      expect(await count(app, 'contacts')).to.equal(0);
      const download = await fetch(`${app.url}${path}`);
      expect(download.status).to.equal(200);
      expect(download.headers.get('content-type')).to.equal('application/pdf');
      expect(download.headers.get('content-disposition')).to.equal('attachment; filename="OB-GYN global-package billing checklist.pdf"');
      expect(download.headers.get('cache-control')).to.match(/no-store/);
      expect(download.headers.get('x-content-type-options')).to.equal('nosniff');
      expect(Buffer.from(await download.arrayBuffer()).equals(samplePdf())).to.equal(true);
      const leads = await callJson(`${app.url}/api/admin/contacts`, 'GET', owner);
      const list = leads.body.items ?? leads.body.contacts ?? leads.body;
      expect(list).to.have.length(1);
      const lead = (await callJson(`${app.url}/api/admin/contacts/${list[0].id}`, 'GET', owner)).body;
      expect(lead).to.include({
        email: 'dana@example.com',
        fullName: 'Dana Whitfield',
        company: 'Riverside OB-GYN',
        subject: 'Guide: OB-GYN global-package billing checklist',
      });
      expect(lead.guide).to.deep.equal({ id, title: 'OB-GYN global-package billing checklist' });
      expect(lead.attribution).to.include({ landingPage: '/specialties/ob-gyn', sentFrom: '/specialties/ob-gyn' });
      // A second click within the link's lifetime downloads again and makes no second lead.
      now += 24 * 60 * 60_000;
      const again = await fetch(`${app.url}${path}`);
      expect(again.status).to.equal(200);
      expect(again.headers.get('content-type')).to.equal('application/pdf');
      expect(await count(app, 'contacts')).to.equal(1);
      const request = await app.db('guide_requests').first('confirmed_at', 'contact_id');
      expect(request.contact_id).to.equal(list[0].id);
      expect(request.confirmed_at).to.not.equal(null);
    });
  });

  it('names a non-ASCII title with RFC 5987 encoding beside an ASCII fallback', async () => {
    await withGuide(async (app, id) => {
      const path = await requestGuideLink(app, sink, id, { email: 'ana@example.com' });
      const download = await fetch(`${app.url}${path}`);
      expect(download.headers.get('content-disposition')).to.equal(
        `attachment; filename="Cafe guia facturacion.pdf"; filename*=UTF-8''Caf%C3%A9%20gu%C3%ADa%20facturaci%C3%B3n.pdf`,
      );
    }, 'Café guía: facturación');
  });

  it('after 7 days the link answers a page saying so, with the form to ask again; a made-up link a page too, neither in the 404 log', async () => {
    await withGuide(async (app, id) => {
      const path = await requestGuideLink(app, sink, id, { email: 'late@example.com' });
      now += 7 * 24 * 60 * 60_000 + 1000;
      const expired = await request(`${app.url}${path}`);
      expect(expired.status).to.equal(410);
      expect(expired.headers.get('content-type')).to.match(/^text\/html/);
      expect(expired.text).to.contain(guideCopy.expiredHeading);
      expect(expired.text).to.contain(`action="/guides/${id}/request"`);
      expect(await count(app, 'contacts')).to.equal(0);
      const unknown = await request(`${app.url}/guides/download/${'x'.repeat(43)}`);
      expect(unknown.status).to.equal(404);
      expect(unknown.text).to.contain(guideCopy.unknownHeading);
      expect(isPrivatePath(path)).to.equal(true);
      expect(await count(app, 'not_found_hits')).to.equal(0);
    });
  });

  it('never serves the PDF at any other address: guessed ids, the media paths, the dashboard API signed out', async () => {
    await withGuide(async (app, id) => {
      const { pdf_key: key } = await app.db('guides').where({ id }).first('pdf_key');
      const guesses = [
        `/guides/${id}`,
        `/guides/${id}.pdf`,
        `/guides/${id}/download`,
        `/guides/download/${id}`,
        `/guides/request`,
        `/media/${key}`,
        `/media/${key.slice(6, 26)}.pdf`,
        `/api/guides/${id}`,
        `/api/admin/guides/${id}`,
        `/api/admin/guides/${id}/file`,
        `/uploads/${key}`,
      ];
      for (const guess of guesses) {
        const answer = await fetch(`${app.url}${guess}`);
        const body = Buffer.from(await answer.arrayBuffer());
        expect(answer.headers.get('content-type') ?? '', guess).to.not.match(/pdf/);
        expect(body.includes(Buffer.from('%PDF-')), guess).to.equal(false);
      }
    });
  });

  it('works without JavaScript: the form answers a page that says what happens next; a bad address shows the form again with it', async () => {
    await withGuide(async (app, id) => {
      const before = sink.received.length;
      const post = (fields: Record<string, string>) =>
        fetch(`${app.url}/guides/${id}/request`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
        });
      const sent = await post({ email: 'nojs@example.com', fullName: '', company: '', source: '/specialties/ob-gyn', website: '' });
      expect(sent.status).to.equal(200);
      expect(await sent.text()).to.contain(guideCopy.accepted);
      await sink.waitFor(before + 1);
      expect(await app.db('guide_requests').first('page')).to.deep.equal({ page: '/specialties/ob-gyn' });
      const bad = await post({ email: 'nope', fullName: 'Dana', source: '/specialties/ob-gyn' });
      expect(bad.status).to.equal(400);
      const html = await bad.text();
      expect(html).to.match(/value="nope"/);
      expect(html).to.match(/value="Dana"/);
      expect(html).to.contain('aria-invalid="true"');
      expect(await post({ email: 'a@example.com' }).then((answer) => answer.status)).to.equal(200);
      const missing = await fetch(`${app.url}/guides/999999/request`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'email=a%40example.com',
      });
      expect(missing.status).to.equal(404);
    });
  });
});
