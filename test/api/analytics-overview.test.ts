import { expect } from 'chai';
import { addDays, dayIn } from '#shared/site-day.ts';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { visit } from '../helpers/analytics.ts';
import { postContact, validContact } from '../helpers/contacts.ts';
import { request } from '../helpers/http.ts';
import { seedPost } from '../helpers/posts.ts';

const dayMs = 24 * 60 * 60 * 1000;

describe('Analytics overview API', () => {
  let app: TestApp;
  let cookie: string;
  let shift = 0;
  const today = () => dayIn('America/New_York', Date.now());
  const get = (path: string) => request(`${app.url}${path}`, { headers: { cookie } });

  before(async () => {
    // Leads are stamped with the real time; views follow the clock, moved back a day for the previous period.
    app = await startTestApp({ TRUST_PROXY: '1', SITE_TIME_ZONE: 'America/New_York' }, { clock: () => Date.now() + shift });
    cookie = await signIn(app);
    await seedPost(app.db, { slug: 'prior-auth-checklist', title: 'Prior authorization checklist', published: true });

    // Yesterday: two visitors on the home page.
    shift = -dayMs;
    await visit(app, '/', '198.51.100.1');
    await visit(app, '/', '198.51.100.2');
    await app.pageViews!.flush();
    shift = 0;
    // Today: a newsletter visit that becomes a lead, a Google visit to a post, and a direct visit.
    await visit(app, '/solutions?utm_source=newsletter&utm_medium=email', '198.51.100.3');
    await visit(app, '/', '198.51.100.3');
    const attribution = { landingPage: '/solutions?utm_source=newsletter&utm_medium=email', sentFrom: '/' };
    expect((await postContact(app, { ...validContact, attribution }, { 'x-forwarded-for': '198.51.100.3' })).status).to.equal(201);
    await visit(app, '/blog/prior-auth-checklist', '198.51.100.4', { referer: 'https://www.google.com/' });
    await visit(app, '/solutions', '198.51.100.5');
    await app.pageViews!.flush();
  });
  after(() => app.close());

  it('sums visitors, views and leads against the previous period', async () => {
    const response = await get(`/api/admin/analytics/summary?from=${today()}&to=${today()}`);
    expect(response.status).to.equal(200);
    expect(response.body).to.deep.include({ from: today(), to: today(), visitors: 3, views: 4, leads: 1, conversionRate: 0.3333 });
    expect(response.body.leadsByStatus).to.deep.equal({ new: 1, contacted: 0, call_booked: 0, qualified: 0, won: 0, lost: 0 });
    const yesterday = addDays(today(), -1);
    expect(response.body.previous).to.deep.equal({ from: yesterday, to: yesterday, visitors: 2, views: 2, leads: 0, conversionRate: 0 });
  });

  it('answers one point per day, zeros included', async () => {
    const from = addDays(today(), -2);
    const visitors = await get(`/api/admin/analytics/timeseries?from=${from}&to=${today()}&metric=visitors`);
    expect(visitors.body).to.deep.equal({
      metric: 'visitors',
      points: [
        { day: from, value: 0 },
        { day: addDays(today(), -1), value: 2 },
        { day: today(), value: 3 },
      ],
    });
    const leads = await get(`/api/admin/analytics/timeseries?from=${from}&to=${today()}&metric=leads`);
    expect(leads.body.points.map((point: { value: number }) => point.value)).to.deep.equal([0, 0, 1]);
  });

  it('ranks pages, sources and posts with their leads and conversion', async () => {
    const range = `from=${today()}&to=${today()}`;
    const pages = await get(`/api/admin/analytics/top?dimension=page&${range}`);
    expect(pages.body.rows[0]).to.deep.equal({ key: '/solutions', label: '/solutions', visitors: 2, views: 2, leads: 1, conversionRate: 0.5 });
    const sources = await get(`/api/admin/analytics/top?dimension=source&${range}`);
    expect(sources.body.rows).to.deep.include({ key: 'newsletter', label: 'newsletter', visitors: 1, views: 1, leads: 1, conversionRate: 1 });
    expect(sources.body.rows).to.deep.include({ key: 'google.com', label: 'google.com', visitors: 1, views: 1, leads: 0, conversionRate: 0 });
    // The newsletter visitor's second page (/) has no UTM values: it counts as direct, as does the last visitor.
    expect(sources.body.rows).to.deep.include({ key: '', label: '', visitors: 2, views: 2, leads: 0, conversionRate: 0 });
    const posts = await get(`/api/admin/analytics/top?dimension=post&${range}`);
    expect(posts.body.rows).to.deep.equal([
      { key: '/blog/prior-auth-checklist', label: 'Prior authorization checklist', visitors: 1, views: 1, leads: 0, conversionRate: 0 },
    ]);
  });

  it('rejects bad ranges and is admin only', async () => {
    for (const query of [
      'summary?from=2026-01-02&to=2026-01-01',
      'summary?from=2024-01-01&to=2026-01-01',
      'summary?from=2026-02-30&to=2026-03-01',
      'summary',
      'timeseries?from=2026-01-01&to=2026-01-02&metric=bounces',
      'top?from=2026-01-01&to=2026-01-02&dimension=country',
    ]) {
      expect((await get(`/api/admin/analytics/${query}`)).status, query).to.equal(400);
    }
    expect((await request(`${app.url}/api/admin/analytics/summary?from=2026-01-01&to=2026-01-02`)).status).to.equal(401);
  });
});
