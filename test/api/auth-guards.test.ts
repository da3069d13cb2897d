import { expect } from 'chai';
import { signIn, startTestApp, testAdmin, type TestApp } from '../helpers/app.ts';
import { postJson, request } from '../helpers/http.ts';

/** Every state-changing route, planned ones included: the Origin check runs before routing. */
const stateChangingRoutes: [string, string][] = [
  ['POST', '/api/auth/login'],
  ['POST', '/api/auth/logout'],
  ['POST', '/login'],
  ['POST', '/contact'],
  ['POST', '/api/contacts'],
  ['POST', '/api/admin/blog'],
  ['PUT', '/api/admin/blog/1'],
  ['DELETE', '/api/admin/blog/1'],
  ['PATCH', '/api/admin/contacts/1'],
  ['DELETE', '/api/admin/contacts/1'],
  ['POST', '/api/admin/blog/1/review'],
  ['POST', '/api/admin/blog/1/revisions/1/restore'],
  ['PATCH', '/api/admin/users/1'],
  ['POST', '/api/admin/invitations'],
  ['DELETE', '/api/admin/invitations/1'],
  ['POST', '/api/auth/invitations/accept'],
];

/** Every admin API route, planned ones included: requireAdmin answers before routing and body parsing. */
const adminRoutes: [string, string][] = [
  ['GET', '/api/admin/blog'],
  ['POST', '/api/admin/blog'],
  ['PUT', '/api/admin/blog/1'],
  ['DELETE', '/api/admin/blog/1'],
  ['GET', '/api/admin/contacts'],
  ['GET', '/api/admin/contacts.csv'],
  ['PATCH', '/api/admin/contacts/1'],
  ['DELETE', '/api/admin/contacts/1'],
  ['POST', '/api/admin/blog/1/review'],
  ['GET', '/api/admin/blog/1'],
  ['GET', '/api/admin/blog/1/revisions'],
  ['GET', '/api/admin/blog/1/revisions/1'],
  ['POST', '/api/admin/blog/1/revisions/1/restore'],
  ['GET', '/api/admin/users'],
  ['PATCH', '/api/admin/users/1'],
  ['POST', '/api/admin/invitations'],
  ['GET', '/api/admin/invitations'],
  ['DELETE', '/api/admin/invitations/1'],
  ['GET', '/api/admin/audit'],
  ['GET', '/api/admin/redirects'],
  ['POST', '/api/admin/redirects'],
  ['DELETE', '/api/admin/redirects/1'],
  ['GET', '/api/admin/not-found'],
  ['GET', '/api/admin/site-health'],
];

describe('Admin routes and cross-site requests', () => {
  let app: TestApp;
  let cookie: string;
  before(async () => {
    app = await startTestApp();
    cookie = await signIn(app);
  });
  after(() => app.close());

  for (const [method, path] of adminRoutes) {
    it(`${method} ${path} answers 401 without a session, before reading the body`, async () => {
      // A non-JSON body would get 415 if anything but the guard ran first.
      const body = method === 'GET' ? undefined : 'not json';
      const response = await request(`${app.url}${path}`, { method, headers: { 'content-type': 'text/plain' }, body });
      expect(response.status).to.equal(401);
      expect(response.body).to.deep.equal({ message: 'Authentication required' });
      expect(response.headers.get('cache-control')).to.equal('no-store');
    });
  }

  it('lets a signed-in admin past the guard', async () => {
    const response = await request(`${app.url}/api/admin/blog`, { headers: { cookie } });
    expect(response.status).not.to.equal(401);
    expect(response.headers.get('cache-control')).to.equal('no-store');
  });

  for (const [method, path] of stateChangingRoutes) {
    it(`${method} ${path} answers 403 to a foreign Origin or Sec-Fetch-Site: cross-site, even with a session`, async () => {
      const crossSite: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }];
      for (const headers of crossSite) {
        const response = await request(`${app.url}${path}`, {
          method,
          headers: { 'content-type': 'application/json', cookie, ...headers },
          body: JSON.stringify(testAdmin),
        });
        expect(response.status, JSON.stringify(headers)).to.equal(403);
        expect(response.headers.getSetCookie()).to.deep.equal([]);
      }
    });
  }

  it('accepts a same-origin sign-in', async () => {
    const response = await postJson(`${app.url}/api/auth/login`, testAdmin, { headers: { origin: app.url, 'sec-fetch-site': 'same-origin' } });
    expect(response.status).to.equal(200);
  });
});

describe('GET /dashboard', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.close());

  it('redirects to /login without a session, before any dashboard HTML', async () => {
    const response = await request(`${app.url}/dashboard`);
    expect(response.status).to.equal(303);
    expect(response.headers.get('location')).to.equal('/login');
    expect(response.headers.get('cache-control')).to.equal('no-store');
    expect(response.text).not.to.include('Welcome, admin');
    expect(response.text).not.to.include('data-island');
  });

  it('redirects every dashboard page to /login without a session, the unknown ones too', async () => {
    for (const path of ['/dashboard/posts', '/dashboard/leads', '/dashboard/leads/1', '/dashboard/no-such-page', '/dashboard/leads/1/x']) {
      const response = await request(`${app.url}${path}`);
      expect(response.status, path).to.equal(303);
      expect(response.headers.get('location'), path).to.equal('/login');
      expect(response.text, path).not.to.include('data-island');
    }
  });

  it('answers 404 inside the dashboard for an unknown page or a lead id that is not one', async () => {
    const cookie = await signIn(app);
    for (const path of ['/dashboard/no-such-page', '/dashboard/leads/abc', '/dashboard/leads/0', '/dashboard/leads/99999999999', '/dashboard/leads/1.5']) {
      const response = await request(`${app.url}${path}`, { headers: { cookie } });
      expect(response.status, path).to.equal(404);
      expect(response.text, path).not.to.include('data-island="DashboardLead"');
    }
    const lead = await request(`${app.url}/dashboard/leads/12`, { headers: { cookie } });
    expect(lead.status).to.equal(200);
    expect(lead.text).to.include('data-island="DashboardLead"');
    expect(lead.text).to.include('&quot;id&quot;:12');
  });

  it('redirects with a void cookie and clears it', async () => {
    const cookie = await signIn(app);
    await request(`${app.url}/api/auth/logout`, { method: 'POST', headers: { cookie } });
    const response = await request(`${app.url}/dashboard`, { headers: { cookie } });
    expect(response.status).to.equal(303);
    expect(response.text).not.to.include('Welcome, admin');
    expect(response.headers.getSetCookie()[0]).to.match(/^session=;.*expires=Thu, 01 Jan 1970/);
  });

  it('shows the dashboard with the greeting to a signed-in admin, never cached', async () => {
    const cookie = await signIn(app);
    const response = await request(`${app.url}/dashboard`, { headers: { cookie } });
    expect(response.status).to.equal(200);
    expect(response.headers.get('cache-control')).to.equal('no-store');
    expect(response.text).to.include('<h1>Dashboard</h1>');
    expect(response.text).to.include('Welcome, admin');
    expect(response.text).to.match(/<button[^>]*>Logout<\/button>/);
    expect(response.text).to.include('<meta name="robots" content="noindex, nofollow">');
    // The dashboard's own shell, not the public site's menu and footer.
    expect(response.text).to.include('data-island="DashboardNav"');
    expect(response.text).not.to.include('data-island="Nav"');
    expect(response.text).not.to.include('<footer');
    const posts = await request(`${app.url}/dashboard/posts`, { headers: { cookie } });
    expect(posts.status).to.equal(200);
    expect(posts.headers.get('cache-control')).to.equal('no-store');
    expect(posts.text).to.match(/<a [^>]*href="\/dashboard\/posts\/new"[^>]*>New Post<\/a>/);
    expect(posts.text).to.match(/<a href="\/dashboard\/posts" aria-current="page">Posts<\/a>/);
  });
});
