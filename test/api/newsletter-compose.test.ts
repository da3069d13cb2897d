/**
 * Writing a newsletter in the dashboard (docs/product/subscriptions.md#the-dashboard): changing and deleting a
 * draft, the built email as a framed preview, a test to yourself that nobody else gets and nothing counts, the
 * field errors, 404s and 409s, and who may do it.
 */
import { expect } from 'chai';
import { signInAs, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { decoded, headerOf, startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { photo, uploadImage } from '../helpers/media.ts';
import { seedPost } from '../helpers/posts.ts';
import { admin, savePostalAddress, sendNewsletter, subscribeAndConfirm, withNewsletterApp } from '../helpers/subscriptions.ts';

let sink: SmtpSink;
const withApp = (test: (app: TestApp, cookie: string) => Promise<void>) => withNewsletterApp(sink, test);
const fieldsOf = (body: { errors?: { field: string }[] }) => (body.errors ?? []).map((error) => error.field);

/** Each part has its own SMTP server. */
function startSink(): void {
  before(async () => {
    sink = await startSmtpSink();
  });
  after(() => sink.close());
}

describe(`Writing a newsletter in the dashboard (${testDatabaseKind})`, () => {
  startSink();

  it('changes a draft (subject, body, topics, post) and refuses each bad field with 400 naming it, an unknown one with 404', async () => {
    await withApp(async (app, cookie) => {
      const post = await seedPost(app.db, { title: 'Denials', content: '<p>CARC</p>' });
      const { body: created } = await admin(app, cookie, 'POST', '/newsletters', { subject: 'First', html: '<p>One</p>' });
      const changed = await admin(app, cookie, 'PATCH', `/newsletters/${created.id}`, {
        subject: 'Second',
        html: '<p>Two</p>',
        topics: ['obgyn-billing'],
        postId: post.id,
      });
      expect(changed.status, changed.text).to.equal(200);
      expect(changed.body).to.include({ subject: 'Second', bodyHtml: '<p>Two</p>', postId: post.id, status: 'draft' });
      expect(changed.body.topics).to.deep.equal(['obgyn-billing']);
      expect((await admin(app, cookie, 'PATCH', `/newsletters/${created.id}`, { subject: 'Second', postId: null })).body.postId).to.equal(null);
      for (const [body, field] of [
        [{ subject: 'two\nlines' }, 'subject'],
        [{ subject: '   ' }, 'subject'],
        [{ subject: 'x'.repeat(201) }, 'subject'],
        [{ html: '<p>x</p>' }, 'subject'],
        [{ subject: 'x', html: '   ' }, 'html'],
        [{ subject: 'x', html: 'x'.repeat(200_001) }, 'html'],
        [{ subject: 'x', topics: ['nope'] }, 'topics'],
        [{ subject: 'x', postId: 99999 }, 'postId'],
        [{ subject: 'x', postId: 'one' }, 'postId'],
        [{ subject: 'x', surprise: true }, 'surprise'],
      ] as const) {
        const answer = await admin(app, cookie, 'PATCH', `/newsletters/${created.id}`, body);
        expect(answer.status, JSON.stringify(body).slice(0, 80)).to.equal(400);
        expect(
          fieldsOf(answer.body).some((name) => name.startsWith(field)),
          `${JSON.stringify(body).slice(0, 60)} ${answer.text}`,
        ).to.equal(true);
      }
      expect((await admin(app, cookie, 'PATCH', '/newsletters/99999', { subject: 'x' })).status).to.equal(404);
      expect((await admin(app, cookie, 'PATCH', '/newsletters/abc', { subject: 'x' })).status).to.equal(400);
      expect((await app.db('newsletters').where({ id: created.id }).first('subject')).subject).to.equal('Second');
    });
  });

  it('once sending, a newsletter can neither change nor be deleted (409); a draft is deleted and audited', async () => {
    await withApp(async (app, cookie) => {
      await savePostalAddress(app, cookie);
      await subscribeAndConfirm(app, sink, 'sent-to@example.com');
      const sent = await sendNewsletter(app, cookie, { subject: 'Gone out', html: '<p>Hi</p>' });
      expect((await admin(app, cookie, 'PATCH', `/newsletters/${sent}`, { subject: 'Too late' })).status).to.equal(409);
      expect((await admin(app, cookie, 'DELETE', `/newsletters/${sent}`)).status).to.equal(409);
      const { body: draft } = await admin(app, cookie, 'POST', '/newsletters', { subject: 'Unwanted', html: '<p>x</p>' });
      expect((await admin(app, cookie, 'DELETE', `/newsletters/${draft.id}`)).status).to.equal(200);
      expect((await admin(app, cookie, 'GET', `/newsletters/${draft.id}`)).status).to.equal(404);
      expect((await admin(app, cookie, 'DELETE', `/newsletters/${draft.id}`)).status).to.equal(404);
      expect(await app.db('audit_log').where({ action: 'newsletter.delete' }).count({ n: '*' }).first()).to.deep.include({
        n: testDatabaseKind === 'postgres' ? '1' : 1,
      });
    });
  });

  it('previews the built email as HTML that only the dashboard may frame, light or dark; 400 for a bad theme, 404 for none', async () => {
    await withApp(async (app, cookie) => {
      await savePostalAddress(app, cookie);
      const { body: created } = await admin(app, cookie, 'POST', '/newsletters', {
        subject: 'Preview me',
        html: '<p>Body words</p><img src="/media/a.png" width="1600"><script>alert(1)</script>',
      });
      const preview = await admin(app, cookie, 'GET', `/newsletters/${created.id}/preview`);
      expect(preview.status).to.equal(200);
      expect(preview.headers.get('content-type')).to.match(/^text\/html/);
      const policy = preview.headers.get('content-security-policy')!;
      expect(policy).to.contain("frame-ancestors 'self'");
      expect(policy).to.contain("default-src 'none'");
      expect(policy).not.to.contain('script-src');
      expect(preview.headers.get('x-frame-options')).to.equal('SAMEORIGIN');
      expect(preview.text).to.contain('Body words').and.contain('1 Harbor Way').and.contain('<title>Preview me</title>');
      expect(preview.text).not.to.match(/<script/i);
      expect(preview.text).not.to.contain('invert(1)');
      expect((await admin(app, cookie, 'GET', `/newsletters/${created.id}/preview?theme=dark`)).text).to.contain('invert(1)');
      const bad = await admin(app, cookie, 'GET', `/newsletters/${created.id}/preview?theme=sepia`);
      expect(bad.status).to.equal(400);
      expect(fieldsOf(bad.body)).to.include('theme');
      expect((await admin(app, cookie, 'GET', '/newsletters/99999/preview')).status).to.equal(404);
      // The compose page may frame this site's pages, and nothing else.
      const page = await fetch(`${app.url}/dashboard/newsletters/${created.id}`, { headers: { cookie } });
      expect(page.headers.get('content-security-policy')).to.contain("frame-src 'self'");
      const list = await fetch(`${app.url}/dashboard/newsletters`, { headers: { cookie } });
      expect(list.headers.get('content-security-policy')).not.to.contain('frame-src');
    });
  });

  it("sends the media library's images at email-safe sizes: a JPEG about twice the column wide, never the original", async () => {
    await withApp(async (app, cookie) => {
      await savePostalAddress(app, cookie);
      const uploaded = await uploadImage(app.url, cookie, await photo(2400, 1200).jpeg().toBuffer(), { alt: 'A chart' });
      expect(uploaded.status, uploaded.text).to.equal(201);
      const original = uploaded.body.url as string;
      const webp = (uploaded.body.variants as { format: string; url: string }[]).find((variant) => variant.format === 'webp')!.url;
      const { body: created } = await admin(app, cookie, 'POST', '/newsletters', {
        subject: 'Pictures',
        html: `<figure><img src="${original}" alt="A chart"></figure><p><img src="${webp}" alt="The same chart" width="300"></p>`,
      });
      const html = (await admin(app, cookie, 'GET', `/newsletters/${created.id}/preview`)).text;
      const images = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
      expect(images).to.have.length(2);
      for (const img of images) {
        const src = /src="([^"]+)"/.exec(img)![1]!;
        const file = (uploaded.body.variants as { url: string; width: number; format: string }[]).find((variant) => src.endsWith(variant.url));
        expect(file, img).to.include({ format: 'jpeg', width: 1600 });
      }
      expect(images[0]).to.contain('width="600"');
      expect(images[1]).to.contain('width="300"');
      expect(html).not.to.contain(original);
    });
  });
});

describe(`A test to yourself, and who may write newsletters (${testDatabaseKind})`, () => {
  startSink();

  it('sends a test to the signed-in user only, marked as a test and not counted; 409 without their address', async () => {
    await withApp(async (app, cookie) => {
      await savePostalAddress(app, cookie);
      await subscribeAndConfirm(app, sink, 'subscriber@example.com');
      const { body: created } = await admin(app, cookie, 'POST', '/newsletters', { subject: 'Try me', html: '<p>Test body</p>' });
      const noAddress = await admin(app, cookie, 'POST', `/newsletters/${created.id}/test`);
      expect(noAddress.status).to.equal(409);
      expect(noAddress.body.message).to.contain('Your profile');
      const editor = await signInAs(app, 'editor', 'marketer');
      await app.db('users').where({ id: editor.id }).update({ email: 'marketer@example.com' });
      const before = sink.received.length;
      const sent = await admin(app, editor.cookie, 'POST', `/newsletters/${created.id}/test`);
      expect(sent.status, sent.text).to.equal(202);
      expect(sent.body.to).to.equal('marketer@example.com');
      const mail = await sink.mailTo('marketer@example.com', before);
      expect(headerOf(mail.raw, 'Subject')).to.equal('[Test] Try me');
      expect(decoded(mail.raw)).to.contain('Test body').and.contain('This is a test');
      expect(sink.received.slice(before).map((m) => m.to)).to.deep.equal(['marketer@example.com']);
      expect(await app.db('email_sends').count({ n: '*' }).first()).to.deep.include({ n: testDatabaseKind === 'postgres' ? '0' : 0 });
      const shown = await admin(app, cookie, 'GET', `/newsletters/${created.id}`);
      expect(shown.body).to.include({ status: 'draft', audience: 1 });
      expect(shown.body.counts.recipients).to.equal(0);
      expect((await admin(app, editor.cookie, 'POST', '/newsletters/99999/test')).status).to.equal(404);
    });
  });

  it('authors and sales get 403 from every new endpoint and change nothing; editors may do all but switch click counting', async () => {
    await withApp(async (app, cookie) => {
      const { body: created } = await admin(app, cookie, 'POST', '/newsletters', { subject: 'Guarded', html: '<p>x</p>' });
      const calls: [string, string, unknown?][] = [
        ['PATCH', `/newsletters/${created.id}`, { subject: 'Hijacked' }],
        ['GET', `/newsletters/${created.id}/preview`],
        ['POST', `/newsletters/${created.id}/test`],
        ['DELETE', `/newsletters/${created.id}`],
        ['GET', '/newsletter-settings'],
        ['PUT', '/newsletter-settings', { countClicks: true }],
      ];
      for (const role of ['author', 'sales'] as const) {
        const { cookie: theirs } = await signInAs(app, role);
        for (const [method, path, body] of calls) expect((await admin(app, theirs, method, path, body)).status, `${role} ${method} ${path}`).to.equal(403);
      }
      const editor = await signInAs(app, 'editor');
      expect((await admin(app, editor.cookie, 'GET', '/newsletter-settings')).body).to.include({
        countClicks: false,
        postalAddress: false,
        mailConfigured: true,
      });
      expect((await admin(app, editor.cookie, 'PUT', '/newsletter-settings', { countClicks: true })).status).to.equal(403);
      expect((await admin(app, editor.cookie, 'PATCH', `/newsletters/${created.id}`, { subject: 'By the editor' })).status).to.equal(200);
      const row = await app.db('newsletters').where({ id: created.id }).first('subject');
      expect(row.subject).to.equal('By the editor');
    });
  });
});
