import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { insertContact } from '#database/contacts.server.ts';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { gotoSettled, newPage } from '../helpers/browser.ts';
import { validContact } from '../helpers/contacts.ts';
import { seedPost } from '../helpers/posts.ts';
import { setCookies } from '../helpers/signed-in.ts';

/** 11:30 AM on July 4 in New York (the site's zone), already July 5 in Tokyo (the browser's). */
const at = '2026-07-04T15:30:00.000Z';
const siteShort = 'Jul 4, 2026, 11:30 AM EDT';

describe('The dashboard shows every time in the site’s zone, labelled, whatever the browser’s zone', () => {
  let app: TestApp;
  let cookie: string;
  let page: Page;
  let leadId: number;

  before(async () => {
    app = await startTestApp({ SITE_TIME_ZONE: 'America/New_York' });
    cookie = await signIn(app);
    leadId = (await insertContact(app.db, { ...validContact, subject: 'Website contact', fullName: 'Zoe Zone' })).id;
    await app.db('contacts').where({ id: leadId }).update({ created_at: at });
    const post = await seedPost(app.db, { title: 'Zoned post', slug: 'zoned-post' });
    await app.db('blog_posts').where({ id: post.id }).update({ created_at: at, updated_at: at });
    await app.db('audit_log').insert([
      // As the scheduler writes a scheduled post going live: no actor.
      {
        at,
        actor_id: null,
        actor: null,
        action: 'post.publish',
        target: `post:${post.id}`,
        ip: null,
        details: JSON.stringify({ slug: 'zoned-post', scheduled: true }),
      },
      { at, actor_id: null, actor: 'admin', action: 'lead.owner', target: `lead:${leadId}`, ip: null, details: JSON.stringify({ owner: 'maria' }) },
    ]);
  });
  after(() => app.close());
  beforeEach(async () => {
    page = await newPage();
    await page.emulateTimezone('Asia/Tokyo');
    await setCookies(page, app, cookie);
  });
  afterEach(() => page?.close());

  async function textOf(path: string, expected: string, selector = 'main'): Promise<string> {
    await gotoSettled(page, `${app.url}${path}`);
    await page.waitForFunction((s, t) => document.querySelector(s)?.textContent?.includes(t), { timeout: 10_000 }, selector, expected).catch(() => undefined);
    return page.$eval(selector, (element) => element.textContent ?? '');
  }

  it('on the leads list and a lead’s page', async () => {
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).to.equal('Asia/Tokyo');
    const list = await textOf('/dashboard/leads', siteShort);
    expect(list).to.include(siteShort);
    expect(list).not.to.include('Jul 5, 2026');
    expect(await textOf(`/dashboard/leads/${leadId}`, siteShort)).to.include(siteShort);
  });

  it('on the audit log, with the scheduler as the actor of a scheduled publish and details in words', async () => {
    const audit = await textOf('/dashboard/audit', 'Jul 4, 2026, 11:30:00 AM EDT', '.audit-table');
    expect(audit).to.include('Jul 4, 2026, 11:30:00 AM EDT');
    expect(audit).not.to.include('UTC');
    const row = await page.$eval('tr[data-action="post.publish"]', (element) => element.textContent ?? '');
    expect(row).to.include('Scheduler');
    expect(row).not.to.include('not signed in');
    expect(row).to.include('Published on schedule');
    const owner = await page.$eval('tr[data-action="lead.owner"]', (element) => element.textContent ?? '');
    expect(owner).to.include('Owner: maria');
  });

  it('on the posts list', async () => {
    const posts = await textOf('/dashboard/posts', siteShort);
    expect(posts).to.include(siteShort);
    expect(posts).not.to.include('Jul 5, 2026');
  });
});
