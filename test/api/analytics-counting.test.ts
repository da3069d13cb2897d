import { expect } from 'chai';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { visitorsPerAddressPerDay, type PageHit } from '#server/analytics/count-page-view.server.ts';
import { dailyRows, desktopAgent, everyStoredValue, phoneAgent, storedViews, visit } from '../helpers/analytics.ts';
import { request } from '../helpers/http.ts';

const dayMs = 24 * 60 * 60 * 1000;

describe('Page-view counting', () => {
  let app: TestApp;
  let now: number;
  // A fresh app (and database) per test: the counter keeps the day's salt in memory.
  beforeEach(async () => {
    now = Date.UTC(2026, 5, 10, 15, 0);
    app = await startTestApp({ TRUST_PROXY: '1', SITE_TIME_ZONE: 'America/New_York', ANALYTICS_COUNTRY_HEADER: 'CF-IPCountry' }, { clock: () => now });
  });
  afterEach(() => app.close());

  it('records path, referrer host, UTM values, device and country of a public page, without the rest of the query', async () => {
    const response = await visit(app, '/?utm_source=Newsletter&utm_medium=email&utm_campaign=fall-2026&email=dana@example.com', '198.51.100.7', {
      referer: 'https://www.google.com/search?q=revenue+cycle+dana',
      'user-agent': phoneAgent,
      'cf-ipcountry': 'us',
    });
    expect(response.status).to.equal(200);
    const [view, ...others] = await storedViews(app);
    expect(others).to.deep.equal([]);
    expect(view).to.include({
      day: '2026-06-10',
      path: '/',
      referrer_host: 'google.com',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'fall-2026',
      device: 'mobile',
      country: 'US',
    });
    expect(view!.visitor).to.match(/^[0-9a-f]{32}$/);
    expect(await dailyRows(app, 'total')).to.deep.equal([{ day: '2026-06-10', value: '', views: 1, visitors: 1 }]);
    expect(await dailyRows(app, 'source')).to.deep.equal([{ day: '2026-06-10', value: 'newsletter', views: 1, visitors: 1 }]);
  });

  it('counts cached pages and conditional requests, one visitor per client and day', async () => {
    const first = await visit(app, '/solutions', '198.51.100.8');
    const etag = first.headers.get('etag')!;
    await visit(app, '/solutions', '198.51.100.8');
    expect((await visit(app, '/solutions', '198.51.100.8', { 'if-none-match': etag })).status).to.equal(304);
    await visit(app, '/solutions', '198.51.100.9');
    await storedViews(app);
    expect(await dailyRows(app, 'page')).to.deep.equal([{ day: '2026-06-10', value: '/solutions', views: 4, visitors: 2 }]);
  });

  it('does not count bots, opted-out visitors, prefetches, HEAD, staff pages, the API, files or missing pages', async () => {
    const ip = '198.51.100.10';
    await visit(app, '/', ip, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await visit(app, '/', ip, { 'user-agent': '' });
    await visit(app, '/', ip, { 'sec-gpc': '1' });
    await visit(app, '/', ip, { dnt: '1' });
    await visit(app, '/', ip, { 'sec-purpose': 'prefetch' });
    await request(`${app.url}/`, { method: 'HEAD', headers: { 'x-forwarded-for': ip } });
    await visit(app, '/dashboard', ip);
    await visit(app, '/dashboard', ip, { cookie: await signIn(app) });
    await visit(app, '/login', ip);
    await visit(app, '/api/blog', ip);
    await visit(app, '/robots.txt', ip);
    await visit(app, '/no-such-page', ip);
    expect(await storedViews(app)).to.deep.equal([]);
  });

  it('counts the same client on two days as two visitors and forgets the first day’s salt', async () => {
    await visit(app, '/', '198.51.100.11');
    await storedViews(app);
    const firstSalt = await app.db('analytics_salts').where({ day: '2026-06-10' }).first();
    expect(firstSalt).to.be.an('object');
    now += dayMs;
    await visit(app, '/', '198.51.100.11');
    const views = await storedViews(app);
    expect(views.map((view) => view.day)).to.deep.equal(['2026-06-10', '2026-06-11']);
    expect(views[0]!.visitor).not.to.equal(views[1]!.visitor);
    expect(await dailyRows(app, 'total')).to.deep.equal([
      { day: '2026-06-10', value: '', views: 1, visitors: 1 },
      { day: '2026-06-11', value: '', views: 1, visitors: 1 },
    ]);
    expect((await app.db('analytics_salts').select('day')).map((row) => row.day)).to.deep.equal(['2026-06-11']);
  });

  it('stores no IP address and no User-Agent anywhere in the database', async () => {
    await visit(app, '/', '203.0.113.77', { 'user-agent': phoneAgent, referer: 'https://example.org/' });
    await visit(app, '/solutions', '2001:db8:77::42');
    expect(await storedViews(app)).to.have.length(2);
    const everything = await everyStoredValue(app);
    for (const secret of ['203.0.113.77', '2001:db8:77::42', 'iPhone OS', 'AppleWebKit']) expect(everything).not.to.include(secret);
  });

  it('prunes raw views after the retention period and keeps the daily totals', async () => {
    await visit(app, '/', '198.51.100.12');
    await storedViews(app);
    now += 29 * dayMs;
    await visit(app, '/solutions', '198.51.100.12');
    expect(await storedViews(app)).to.have.length(2);
    now += 2 * dayMs;
    await visit(app, '/solutions', '198.51.100.12');
    const left = await storedViews(app);
    expect(left.map((view) => view.day)).to.deep.equal(['2026-07-09', '2026-07-11']);
    expect((await dailyRows(app, 'total')).map((row) => row.day)).to.deep.equal(['2026-06-10', '2026-07-09', '2026-07-11']);
  });
});

/** A page view as the server reports it to the counter, from `ip`. */
function hit(ip: string, headers: Record<string, string> = {}): PageHit {
  return { method: 'GET', url: '/', headers: { 'user-agent': desktopAgent, accept: 'text/html', ...headers }, status: 200, ip };
}

describe('Page-view counting under heavy traffic and referrer spam', () => {
  let app: TestApp;
  let now: number;
  beforeEach(async () => {
    now = Date.UTC(2026, 5, 10, 15, 0);
    // A flush interval longer than each test: only a full batch is written before the test flushes.
    app = await startTestApp({ TRUST_PROXY: '1', ANALYTICS_FLUSH_SECONDS: '300' }, { clock: () => now });
  });
  afterEach(() => app.close());

  it('writes a batch as soon as it fills, and drops none of 30,000 views counted between two flushes', async function () {
    this.timeout(60_000);
    const total = 30_000;
    for (let n = 0; n < total; n++) {
      app.pageViews!.count(hit(`10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`));
      if (n % 1000 === 999) await sleep(0);
    }
    const written = async () => Number((await app.db('analytics_events').count({ n: '*' }))[0]!.n);
    const deadline = Date.now() + 50_000;
    while ((await written()) < total && Date.now() < deadline) await sleep(100);
    expect(await written()).to.equal(total);
    expect(await dailyRows(app, 'total')).to.deep.equal([{ day: '2026-06-10', value: '', views: total, visitors: total }]);
  });

  it('counts at most 10 views a minute per visitor and 60 per address, so one client cannot make a site the top source', async () => {
    const spam = { referer: 'https://spam.example/' };
    for (let n = 0; n < 15; n++) app.pageViews!.count(hit('198.51.100.20', spam));
    // One address changing its User-Agent each time: its first 4 are visitors, the rest one more visitor,
    // who is held to 10 views a minute like any other (below).
    for (let n = 0; n < 70; n++) app.pageViews!.count(hit('198.51.100.21', { ...spam, 'user-agent': `${desktopAgent} Build/${n}` }));
    app.pageViews!.count(hit('198.51.100.22', { referer: 'https://www.google.com/' }));
    expect((await storedViews(app)).length).to.equal(10 + 14 + 1);
    now += 60_000;
    for (let n = 0; n < 15; n++) app.pageViews!.count(hit('198.51.100.20', spam));
    expect((await storedViews(app)).length).to.equal(10 + 14 + 1 + 10);
    expect(await dailyRows(app, 'source')).to.deep.equal([
      { day: '2026-06-10', value: 'google.com', views: 1, visitors: 1 },
      { day: '2026-06-10', value: 'spam.example', views: 34, visitors: 6 },
    ]);
  });

  it(`counts one address as at most ${visitorsPerAddressPerDay + 1} visitors a day, however it rotates its User-Agent`, async () => {
    const spam = { referer: 'https://spam.example/' };
    // An hour of 60 views a minute from one address, a new User-Agent each time.
    for (let minute = 0; minute < 60; minute++) {
      for (let n = 0; n < 60; n++) app.pageViews!.count(hit('198.51.100.21', { ...spam, 'user-agent': `${desktopAgent} Build/${minute}.${n}` }));
      now += 60_000;
    }
    // Three real people, each from their own address, from a real source.
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      app.pageViews!.count(hit(ip, { referer: 'https://www.google.com/', 'user-agent': phoneAgent }));
      app.pageViews!.count(hit(ip, { referer: 'https://www.google.com/', 'user-agent': desktopAgent }));
    }
    await storedViews(app);
    const sources = await dailyRows(app, 'source');
    const spamRow = sources.find((row) => row.value === 'spam.example')!;
    expect(spamRow.visitors).to.be.at.most(visitorsPerAddressPerDay + 1);
    expect(sources.find((row) => row.value === 'google.com')).to.include({ views: 6, visitors: 6 });
  });

  it('counts a view whose referrer is not a host name as direct', async () => {
    app.pageViews!.count(hit('198.51.100.23', { referer: 'http://127.0.0.1:8080/' }));
    app.pageViews!.count(hit('198.51.100.24', { referer: 'http://evil_host/' }));
    await storedViews(app);
    expect(await dailyRows(app, 'source')).to.deep.equal([{ day: '2026-06-10', value: '', views: 2, visitors: 2 }]);
  });
});

describe('Page-view counting switched off', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp({ TRUST_PROXY: '1', ANALYTICS: 'off' });
  });
  after(() => app.close());

  it('counts nothing', async () => {
    expect((await visit(app, '/', '198.51.100.13')).status).to.equal(200);
    expect(app.pageViews).to.equal(undefined);
    expect(Number((await app.db('analytics_events').count({ n: '*' }).first())?.n)).to.equal(0);
  });
});
