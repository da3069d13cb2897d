/**
 * Response headers of the production server behind a TLS-terminating proxy
 * (TRUST_PROXY=1, X-Forwarded-Proto), graded like the Mozilla HTTP Observatory.
 */
import { expect } from 'chai';
import { themeScriptHash } from '#server/csp.server.ts';
import { gradeCookies, gradeResponses, type ObservedResponse } from '../helpers/observatory.ts';
import { processAdmin, startServerProcess, type ServerProcess } from '../helpers/server-process.ts';

const observatoryOrigin = 'https://http-observatory.security.mozilla.org';
/** The site's public address (SITE_URL): the host the Observatory would scan, over http and https. */
const siteHost = 'www.example.com';

async function observe(server: ServerProcess, path: string, proto: 'https' | 'http', headers: Record<string, string> = {}): Promise<ObservedResponse> {
  const response = await fetch(server.url + path, { redirect: 'manual', headers: { 'x-forwarded-proto': proto, ...headers } });
  const url = new URL(path, `${proto}://${siteHost}`).toString();
  return { url, status: response.status, headers: response.headers, body: await response.text() };
}

async function gradePage(server: ServerProcess, path: string) {
  const page = await observe(server, path, 'https');
  expect(page.status, path).to.equal(200);
  const cors = { ...(await observe(server, path, 'https', { origin: observatoryOrigin })), origin: observatoryOrigin };
  const http = await observe(server, path, 'http');
  return { page, grade: gradeResponses({ page, cors, http }) };
}

const expectedHeaders: Record<string, string> = {
  'content-security-policy':
    `default-src 'none';script-src 'self' ${themeScriptHash};style-src 'self';img-src 'self' data:;font-src 'self';` +
    "connect-src 'self';manifest-src 'self';form-action 'self';frame-ancestors 'none';base-uri 'none';object-src 'none'",
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
};

describe('Response headers graded like the Mozilla HTTP Observatory', function () {
  this.timeout(30_000);
  let server: ServerProcess;
  before(async () => {
    server = await startServerProcess({ env: { TRUST_PROXY: '1', SITE_URL: `https://${siteHost}` } });
  });
  after(() => server.stop());

  for (const path of ['/', '/services/medical-coding', '/blog', '/login']) {
    it(`scores A+ (at least 100) on ${path} over https`, async () => {
      const { page, grade } = await gradePage(server, path);
      expect(grade.grade, JSON.stringify(grade.tests, null, 2)).to.equal('A+');
      expect(grade.score).to.be.at.least(100);
      expect(grade.tests).to.deep.include({
        'content-security-policy': { result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 },
        redirection: { result: 'redirection-to-https', modifier: 0 },
        'strict-transport-security': { result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 },
        'x-frame-options': { result: 'x-frame-options-implemented-via-csp', modifier: 5 },
        'cross-origin-resource-sharing': { result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 },
      });
      for (const [name, value] of Object.entries(expectedHeaders)) expect(page.headers.get(name), name).to.equal(value);
      expect(page.headers.get('x-powered-by')).to.equal(null);
      expect(page.headers.get('access-control-allow-origin')).to.equal(null);
    });
  }

  it('scores the API answers too (no CORS, nosniff, no caching)', async () => {
    const answer = await observe(server, '/api/blog', 'https', { origin: observatoryOrigin });
    expect(answer.status).to.equal(200);
    expect(answer.headers.get('access-control-allow-origin')).to.equal(null);
    expect(answer.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(answer.headers.get('cache-control')).to.equal('no-store');
  });

  it('sets the session cookie Secure, HttpOnly, SameSite and __Host- prefixed (cookies bonus)', async () => {
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https', 'x-forwarded-for': '10.77.0.1' },
      body: JSON.stringify(processAdmin),
    });
    expect(response.status).to.equal(200);
    const cookies = response.headers.getSetCookie();
    expect(cookies.length).to.be.above(0);
    for (const cookie of cookies) {
      expect(cookie).to.match(/^__Host-/);
      expect(cookie).to.match(/;\s*path=\/(;|$)/i);
      expect(cookie).not.to.match(/;\s*domain=/i);
    }
    expect(gradeCookies(cookies, true)).to.deep.equal({ result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 });
  });

  it("redirects a request the proxy says came over http to SITE_URL's origin with 301, same path", async () => {
    const answer = await observe(server, '/services/medical-coding?x=1', 'http');
    expect(answer.status).to.equal(301);
    expect(answer.headers.get('location')).to.equal(`https://${siteHost}/services/medical-coding?x=1`);
  });

  it('refuses a form or API write that came over http instead of redirecting it', async () => {
    const response = await fetch(`${server.url}/api/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'http' },
      body: '{}',
    });
    expect(response.status).to.equal(403);
    expect(await response.json()).to.have.property('message');
  });
});
