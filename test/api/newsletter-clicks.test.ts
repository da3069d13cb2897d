/**
 * Click counting (docs/product/subscriptions.md#click-counting): off by default, links untouched; when the owner
 * turns it on, each web link goes through the site's redirect, which counts per newsletter and link and answers
 * 302 to the link's own address. The same address for every recipient, nothing in the table that names a person,
 * no open redirect, no open pixel.
 */
import { expect } from 'chai';
import { type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { request } from '../helpers/http.ts';
import { decoded, startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { admin, savePostalAddress, sendNewsletter, subscribeAndConfirm, withNewsletterApp } from '../helpers/subscriptions.ts';

let sink: SmtpSink;
const withApp = (test: (app: TestApp, cookie: string) => Promise<void>) => withNewsletterApp(sink, test);
const body =
  '<p>Read <a href="https://payer.example.org/rules?x=1&amp;y=2">the rules</a>, <a href="/blog/denials">our post</a> and <a href="mailto:help@example.com">write</a>.</p>';

/** The body's links in each message sent since `from` (the footer's own links left out). */
const linksSince = (from: number) =>
  sink.received
    .slice(from)
    .map((mail) => [...decoded(mail.raw).matchAll(/<a href="([^"]+)"[^>]*>(?!Change what you get|Unsubscribe)/g)].map((match) => match[1]!));

async function twoReaders(app: TestApp, cookie: string) {
  await savePostalAddress(app, cookie);
  await subscribeAndConfirm(app, sink, 'ann@example.com');
  await subscribeAndConfirm(app, sink, 'bob@example.com');
}

describe(`Click counting in newsletters (${testDatabaseKind})`, () => {
  before(async () => {
    sink = await startSmtpSink();
  });
  after(() => sink.close());

  it('is off by default: links go straight to their addresses and nothing is counted', async () => {
    await withApp(async (app, cookie) => {
      await twoReaders(app, cookie);
      expect((await admin(app, cookie, 'GET', '/newsletter-settings')).body.countClicks).to.equal(false);
      const before = sink.received.length;
      const id = await sendNewsletter(app, cookie, { subject: 'Plain links', html: body });
      await sink.waitFor(before + 2);
      for (const links of linksSince(before)) {
        expect(links).to.include.members(['https://payer.example.org/rules?x=1&amp;y=2', 'https://www.example.com/blog/denials', 'mailto:help@example.com']);
        expect(links.join(' ')).not.to.contain('/e/c/');
      }
      expect(await app.db('newsletter_links').count({ n: '*' }).first()).to.deep.include({ n: testDatabaseKind === 'postgres' ? '0' : 0 });
      expect((await admin(app, cookie, 'GET', `/newsletters/${id}`)).body.links).to.deep.equal([]);
    });
  });

  it('when on, counts a click per link through a 302 to the original address; the same link for everyone, nobody named', async () => {
    await withApp(async (app, cookie) => {
      await twoReaders(app, cookie);
      const saved = await admin(app, cookie, 'PUT', '/newsletter-settings', { countClicks: true });
      expect(saved.status).to.equal(200);
      expect((await admin(app, cookie, 'PUT', '/newsletter-settings', { countClicks: 'yes' })).body.errors[0].field).to.equal('countClicks');
      const before = sink.received.length;
      const id = await sendNewsletter(app, cookie, { subject: 'Counted links', html: body });
      await sink.waitFor(before + 2);
      const [ann, bob] = linksSince(before);
      // Everyone gets the same addresses: a click cannot be told apart by who made it.
      expect(ann).to.deep.equal(bob);
      const counted = ann!.filter((href) => href.startsWith('https://www.example.com/e/c/'));
      expect(counted).to.have.length(2);
      expect(ann).to.include('mailto:help@example.com');
      // No open pixel: no image the body did not have.
      expect(decoded(sink.received[before]!.raw)).not.to.match(/<img/i);
      const follow = (href: string) => request(`${app.url}${new URL(href).pathname}`);
      const first = await follow(counted[0]!);
      expect(first.status).to.equal(302);
      expect(first.headers.get('location')).to.equal('https://payer.example.org/rules?x=1&y=2');
      expect(first.headers.get('set-cookie')).to.equal(null);
      expect(first.headers.get('cache-control')).to.equal('no-store');
      expect(first.headers.get('referrer-policy')).to.equal('no-referrer');
      await follow(counted[0]!);
      expect((await follow(counted[1]!)).headers.get('location')).to.equal('https://www.example.com/blog/denials');
      const shown = await admin(app, cookie, 'GET', `/newsletters/${id}`);
      expect(shown.body.links).to.deep.equal([
        { url: 'https://payer.example.org/rules?x=1&y=2', clicks: 2 },
        { url: 'https://www.example.com/blog/denials', clicks: 1 },
      ]);
      // The table has nothing that names a person, and the link's address carries no subscriber.
      const columns = Object.keys(await app.db('newsletter_links').columnInfo()).sort();
      expect(columns).to.deep.equal(['clicks', 'created_at', 'id', 'newsletter_id', 'token', 'url']);
      const subscriberIds = (await app.db('subscribers').select('id', 'manage_token')) as { id: number; manage_token: string }[];
      for (const subscriber of subscriberIds) for (const href of counted) expect(href).not.to.contain(subscriber.manage_token);
    });
  });

  it('redirects only to links of a newsletter: an unknown or forged token is not found, and no address can be passed in', async () => {
    await withApp(async (app, cookie) => {
      await twoReaders(app, cookie);
      await admin(app, cookie, 'PUT', '/newsletter-settings', { countClicks: true });
      await sendNewsletter(app, cookie, { subject: 'One link', html: body });
      const { token } = await app.db('newsletter_links').where({ url: 'https://payer.example.org/rules?x=1&y=2' }).first('token');
      for (const path of ['/e/c/AAAAAAAAAAAAAAAAAAAAAA', '/e/c/short', `/e/c/${token}x`, '/e/c/https%3A%2F%2Fevil.example', `/e/c/${token}/../evil`]) {
        const answer = await request(`${app.url}${path}`);
        expect(answer.status, path).to.equal(404);
        expect(answer.headers.get('location'), path).to.equal(null);
      }
      const withQuery = await request(`${app.url}/e/c/${token}?to=https://evil.example`);
      expect(withQuery.headers.get('location')).to.equal('https://payer.example.org/rules?x=1&y=2');
      const { clicks } = await app.db('newsletter_links').where({ token }).first('clicks');
      expect(Number(clicks)).to.equal(1);
    });
  });
});
