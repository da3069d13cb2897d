/**
 * The subscriber list and the person's pages (docs/product/subscriptions.md): starting a newsletter from a post and
 * its field errors, the list's filters and history, erasure and who may do it, and the no-JavaScript unsubscribe and
 * preferences pages.
 */
import { expect } from 'chai';
import { signInAs, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { postJson, request } from '../helpers/http.ts';
import { seedPost } from '../helpers/posts.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { admin, savePostalAddress, sendNewsletter, subscribeAndConfirm, withNewsletterApp } from '../helpers/subscriptions.ts';

let sink: SmtpSink;
const withApp = (test: (app: TestApp, cookie: string) => Promise<void>) => withNewsletterApp(sink, test);

describe(`Subscribers and newsletters in the dashboard's API (${testDatabaseKind})`, () => {
  before(async () => {
    sink = await startSmtpSink();
  });
  after(() => sink.close());

  it('starts from a published post; refuses an unknown post, no body, a bad topic; lists and filters subscribers', async () => {
    await withApp(async (app, cookie) => {
      const post = await seedPost(app.db, { title: 'Denial <codes>', content: '<p>The CARC list</p>' });
      const created = await admin(app, cookie, 'POST', '/newsletters', { subject: 'From a post', postId: post.id });
      expect(created.status).to.equal(201);
      expect((await app.db('newsletters').where({ id: created.body.id }).first('body_html')).body_html).to.contain(
        'Denial &lt;codes></h2><p>The CARC list</p>',
      );
      for (const [body, field] of [
        [{ subject: 'x', postId: 99999 }, 'postId'],
        [{ subject: 'x' }, 'html'],
        [{ subject: 'x', html: '<p>x</p>', topics: ['nope'] }, 'topics'],
        [{ html: '<p>x</p>' }, 'subject'],
      ] as const) {
        const answer = await admin(app, cookie, 'POST', '/newsletters', body);
        expect(answer.status, JSON.stringify(body)).to.equal(400);
        expect(answer.body.errors.some((error: { field: string }) => error.field.startsWith(field))).to.equal(true);
      }
      await subscribeAndConfirm(app, sink, 'one@example.com', ['obgyn-billing']);
      await postJson(`${app.url}/api/subscribe`, { email: 'two@example.com' });
      const list = async (query: string) =>
        ((await admin(app, cookie, 'GET', `/subscribers${query}`)).body.subscribers as { email: string }[]).map((s) => s.email);
      expect(await list('')).to.deep.equal(['two@example.com', 'one@example.com']);
      expect(await list('?state=confirmed')).to.deep.equal(['one@example.com']);
      expect(await list('?topic=obgyn-billing')).to.deep.equal(['one@example.com']);
      expect(await list('?q=TWO')).to.deep.equal(['two@example.com']);
      expect(await list('?q=%25')).to.deep.equal([]);
      expect((await admin(app, cookie, 'GET', '/subscribers?state=gone')).status).to.equal(400);
      const [first] = (await admin(app, cookie, 'GET', '/subscribers?state=confirmed')).body.subscribers;
      expect(first).to.have.keys('id', 'email', 'state', 'topics', 'createdAt', 'confirmedAt');
      const history = (await admin(app, cookie, 'GET', `/subscribers/${first.id}`)).body.history;
      expect(history.consents).to.have.length(1);
      expect(history.events.map((event: { kind: string }) => event.kind)).to.deep.equal(['signed-up', 'confirmed']);
    });
  });

  it('erases a person entirely: subscriber, topics, consents, history and send records; authors and sales get 403', async () => {
    await withApp(async (app, cookie) => {
      await savePostalAddress(app, cookie);
      await subscribeAndConfirm(app, sink, 'erase@example.com', ['blog-digest']);
      await sendNewsletter(app, cookie, { subject: 'Before', html: '<p>x</p>' });
      const [subscriber] = (await admin(app, cookie, 'GET', '/subscribers')).body.subscribers;
      for (const role of ['author', 'sales'] as const) {
        const other = await signInAs(app, role);
        expect((await admin(app, other.cookie, 'DELETE', `/subscribers/${subscriber.id}`)).status).to.equal(403);
        expect((await admin(app, other.cookie, 'GET', '/subscribers')).status).to.equal(403);
      }
      expect((await admin(app, cookie, 'DELETE', `/subscribers/${subscriber.id}`)).status).to.equal(200);
      for (const table of ['subscribers', 'subscriber_topics', 'subscription_consents', 'subscriber_events', 'email_sends']) {
        expect(Number((await app.db(table).count({ n: '*' }).first())?.n), table).to.equal(0);
      }
      expect((await admin(app, cookie, 'DELETE', `/subscribers/${subscriber.id}`)).status).to.equal(404);
    });
  });

  it('without JavaScript: the footer link opens a page whose button unsubscribes; the preferences page saves the topics', async () => {
    await withApp(async (app) => {
      await subscribeAndConfirm(app, sink, 'pages@example.com', ['blog-digest']);
      const { manage_token: token } = await app.db('subscribers').first('manage_token');
      const preferences = await fetch(`${app.url}/subscribe/preferences/${token}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'topics=obgyn-billing&save=1',
      });
      expect(preferences.status).to.equal(200);
      expect(await preferences.text()).to.contain('Your choices are saved.');
      expect(await app.db('subscriber_topics').select('topic')).to.deep.equal([{ topic: 'obgyn-billing' }]);
      const page = await request(`${app.url}/unsubscribe/${token}`);
      expect(page.status).to.equal(200);
      expect(page.text).to.contain(`<form action="/unsubscribe/${token}" method="post"><button type="submit"`);
      expect(await app.db('subscribers').first('state')).to.deep.equal({ state: 'confirmed' });
      const done = await fetch(`${app.url}/unsubscribe/${token}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: '',
      });
      expect(done.status).to.equal(200);
      expect(await done.text()).to.contain('You are unsubscribed');
      expect(await app.db('subscribers').first('state')).to.deep.equal({ state: 'unsubscribed' });
      expect((await request(`${app.url}/unsubscribe/not-a-token`)).status).to.equal(404);
      expect(
        (
          await fetch(`${app.url}/unsubscribe/not-a-token`, {
            method: 'POST',
            body: 'List-Unsubscribe=One-Click',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          })
        ).status,
      ).to.equal(404);
    });
  });
});
