/**
 * The HTTPS redirect behind a TLS-terminating proxy (server/https-redirect.server.ts):
 * to SITE_URL's origin whatever the Host header says, only when SITE_URL is
 * https://, and never a loop when the proxy does not send X-Forwarded-Proto.
 */
import { request as httpRequest } from 'node:http';
import { expect } from 'chai';
import { missingProtoWarning } from '#server/https-redirect.server.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { contactRows, LogCapture, validContact } from '../helpers/contacts.ts';
import { testDatabaseKind } from '../helpers/database.ts';

const siteUrl = 'https://www.example.com';

interface Answer {
  status: number;
  location: string | undefined;
}

/** node:http rather than fetch: it sends any Host header and an absolute-form target as given. */
function send(app: TestApp, method: string, target: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  const { hostname, port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, method, path: target, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode!, location: response.headers.location }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The warnings the app logged, by message. */
function warnings(logs: LogCapture): string[] {
  return logs.lines
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((entry) => entry.level === 40)
    .map((entry) => entry.msg);
}

describe(`HTTPS redirect behind a proxy (${testDatabaseKind})`, () => {
  describe('production, TRUST_PROXY=1, SITE_URL https://', () => {
    let app: TestApp;
    const logs = new LogCapture();
    before(async () => {
      app = await startTestApp({ NODE_ENV: 'production', TRUST_PROXY: '1', SITE_URL: siteUrl, LOG_LEVEL: 'warn' }, { logDestination: logs });
    });
    after(() => app.close());

    it('says at start, once, that the proxy must send X-Forwarded-Proto', () => {
      expect(warnings(logs)).to.deep.equal([missingProtoWarning]);
      expect(missingProtoWarning).to.include('X-Forwarded-Proto');
    });

    it("sends a page request over http to SITE_URL's origin, same path and query, whatever the Host header says", async () => {
      for (const host of ['evil.example', `127.0.0.1:${new URL(app.url).port}`, 'www.example.com.evil.example']) {
        const answer = await send(app, 'GET', '/services/medical-coding?x=1', { host, 'x-forwarded-proto': 'http' });
        expect(answer, host).to.deep.equal({ status: 301, location: `${siteUrl}/services/medical-coding?x=1` });
      }
      expect(await send(app, 'HEAD', '/blog', { host: 'evil.example', 'x-forwarded-proto': 'http' })).to.deep.equal({
        status: 301,
        location: `${siteUrl}/blog`,
      });
    });

    it('keeps a path that looks like a host on its own origin, and sends an absolute-form target home', async () => {
      const doubleSlash = await send(app, 'GET', '//evil.example/x', { 'x-forwarded-proto': 'http' });
      expect(doubleSlash).to.deep.equal({ status: 301, location: `${siteUrl}//evil.example/x` });
      const absolute = await send(app, 'GET', 'http://evil.example/blog', { 'x-forwarded-proto': 'http' });
      expect(absolute).to.deep.equal({ status: 301, location: `${siteUrl}/` });
    });

    it('refuses a write over http with 403 and stores nothing', async () => {
      const answer = await send(
        app,
        'POST',
        '/api/contacts',
        { 'content-type': 'application/json', 'x-forwarded-proto': 'http' },
        JSON.stringify(validContact),
      );
      expect(answer.status).to.equal(403);
      expect(await contactRows(app)).to.have.length(0);
    });

    it('serves https requests as they are', async () => {
      expect(await send(app, 'GET', '/blog', { host: 'evil.example', 'x-forwarded-proto': 'https' })).to.deep.equal({ status: 200, location: undefined });
    });

    it('does not redirect requests with X-Forwarded-For but no X-Forwarded-Proto (no loop), and warns once', async () => {
      expect(warnings(logs)).to.have.length(1);
      for (const [index, path] of ['/', '/blog', '/services/medical-coding'].entries()) {
        const answer = await send(app, 'GET', path, { 'x-forwarded-for': `203.0.113.${index + 1}` });
        expect(answer, path).to.deep.equal({ status: 200, location: undefined });
      }
      const [, onRequest, ...more] = warnings(logs);
      expect(onRequest).to.include('X-Forwarded-For but no X-Forwarded-Proto').and.include(missingProtoWarning);
      expect(more).to.deep.equal([]);
    });
  });

  it('trusts X-Forwarded-Proto only from a trusted proxy: a direct client is redirected, whatever it claims', async () => {
    const app = await startTestApp({ NODE_ENV: 'production', TRUST_PROXY: '10.0.0.0/8', SITE_URL: siteUrl });
    try {
      const claims: Record<string, string>[] = [{}, { 'x-forwarded-proto': 'https' }, { 'x-forwarded-for': '203.0.113.9' }];
      for (const headers of claims) {
        expect(await send(app, 'GET', '/blog', headers), JSON.stringify(headers)).to.deep.equal({ status: 301, location: `${siteUrl}/blog` });
      }
    } finally {
      await app.close();
    }
  });

  const noRedirect: { why: string; env: Record<string, string> }[] = [
    { why: 'SITE_URL is http://', env: { NODE_ENV: 'production', TRUST_PROXY: '1', SITE_URL: 'http://www.example.com' } },
    { why: 'TRUST_PROXY is not set', env: { NODE_ENV: 'production', SITE_URL: siteUrl } },
    { why: 'not in production', env: { NODE_ENV: 'development', TRUST_PROXY: '1', SITE_URL: siteUrl } },
  ];
  for (const { why, env } of noRedirect) {
    it(`does not redirect, and does not warn, when ${why}`, async () => {
      const logs = new LogCapture();
      const app = await startTestApp({ ...env, LOG_LEVEL: 'warn' }, { logDestination: logs });
      try {
        expect(await send(app, 'GET', '/blog', { 'x-forwarded-proto': 'http' })).to.deep.equal({ status: 200, location: undefined });
        expect(await send(app, 'GET', '/blog', { 'x-forwarded-for': '203.0.113.9' })).to.deep.equal({ status: 200, location: undefined });
        expect(warnings(logs)).to.deep.equal([]);
      } finally {
        await app.close();
      }
    });
  }
});
