/**
 * The fast path (server/fast-pages.server.ts) and Express's page handler answer a cached page
 * with the same status, the same headers and the same bytes. Each request goes to two servers
 * over one app: one that only lets the fast path answer (anything else is a 599), one that is
 * Express alone. A header added, removed or changed on one path only fails this test.
 */
import type { Server } from 'node:http';
import { expect } from 'chai';
import { contentVersionConfirmed } from '#database/content-version.server.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { seedPost } from '../helpers/posts.ts';
import { comparable, listen, proxied, rawRequest } from '../helpers/raw-http.ts';

for (const environment of ['test', 'production'] as const) {
  describe(`Cached pages: the fast path and Express answer alike (NODE_ENV=${environment})`, function () {
    this.timeout(30_000);
    let app: TestApp;
    let fast: { server: Server; url: string };
    let slow: { server: Server; url: string };
    let pages: string[];

    before(async () => {
      app = await startTestApp({ NODE_ENV: environment, TRUST_PROXY: '1', SITE_URL: 'https://www.example.com' });
      await seedPost(app.db, { slug: 'parity-post', published: true });
      pages = ['/', '/services/medical-coding', '/?utm_source=newsletter', '/blog', '/blog/parity-post'];
      // The fast path answers only once the content version is known without waiting: at once on
      // SQLite, on PostgreSQL while the listener's copy is freshly confirmed
      // (database/content-version-listener.server.ts), which this server waits for first.
      fast = await listen((req, res) => {
        void contentVersionConfirmed(app.db).then(() => {
          if (!app.site.answerFromCache(req, res)) {
            res.statusCode = 599;
            res.end('not answered by the fast path');
          }
        });
      });
      slow = await listen((req, res) => void app.site.express(req, res));
      // Fill the render cache the normal way.
      for (const path of pages) expect((await rawRequest(slow.url + path, 'GET', proxied)).status, path).to.equal(200);
    });
    after(async () => {
      for (const { server } of [fast, slow]) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
      await app.close();
    });

    const variants: [string, string, Record<string, string>][] = [
      ['identity', 'GET', {}],
      ['gzip', 'GET', { 'accept-encoding': 'gzip' }],
      ['brotli', 'GET', { 'accept-encoding': 'br' }],
      ["a browser's list", 'GET', { 'accept-encoding': 'gzip, deflate, br, zstd' }],
      ['HEAD', 'HEAD', { 'accept-encoding': 'gzip' }],
    ];
    for (const [name, method, headers] of variants) {
      it(`answers ${name} with the same status, headers and bytes`, async () => {
        for (const path of pages) {
          const viaFast = await rawRequest(fast.url + path, method, { ...proxied, ...headers });
          const viaExpress = await rawRequest(slow.url + path, method, { ...proxied, ...headers });
          expect(viaFast.status, path).to.equal(200);
          expect(viaFast.status, path).to.equal(viaExpress.status);
          expect(comparable(viaFast.headers), path).to.deep.equal(comparable(viaExpress.headers));
          expect(viaFast.body.equals(viaExpress.body), path).to.equal(true);
        }
      });
    }

    it('answers If-None-Match with the same 304 and headers', async () => {
      for (const path of pages) {
        const { headers } = await rawRequest(slow.url + path, 'GET', proxied);
        const conditional = { ...proxied, 'if-none-match': headers.etag!, 'accept-encoding': 'br' };
        const viaFast = await rawRequest(fast.url + path, 'GET', conditional);
        const viaExpress = await rawRequest(slow.url + path, 'GET', conditional);
        expect(viaFast.status, path).to.equal(304);
        expect(viaExpress.status, path).to.equal(304);
        expect(comparable(viaFast.headers), path).to.deep.equal(comparable(viaExpress.headers));
      }
    });

    it('leaves to Express a client that would get deflate, a page not yet cached, and a session path', async () => {
      expect((await rawRequest(`${fast.url}/`, 'GET', { ...proxied, 'accept-encoding': 'deflate' })).status).to.equal(599);
      expect((await rawRequest(`${fast.url}/solutions`, 'GET', proxied)).status).to.equal(599);
      expect((await rawRequest(`${fast.url}/login`, 'GET', proxied)).status).to.equal(599);
      expect((await rawRequest(`${fast.url}/`, 'POST', proxied)).status).to.equal(599);
    });

    it('leaves to Express the answers it changes: plain http behind the proxy (production) and shutting down', async () => {
      const overHttp = await rawRequest(`${fast.url}/`, 'GET', { ...proxied, 'x-forwarded-proto': 'http' });
      expect(overHttp.status).to.equal(environment === 'production' ? 599 : 200);
      app.lifecycle.shuttingDown = true;
      try {
        expect((await rawRequest(`${fast.url}/`, 'GET', proxied)).status).to.equal(599);
      } finally {
        app.lifecycle.shuttingDown = false;
      }
    });
  });
}

describe('Cached pages: the fast path logs like Express', () => {
  let app: TestApp;
  const lines: Record<string, unknown>[] = [];
  before(async () => {
    const logDestination = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
    app = await startTestApp({ LOG_LEVEL: 'info' }, { logDestination });
  });
  after(() => app.close());

  it('writes one request line with the same fields, whichever path answered', async () => {
    const first = await rawRequest(`${app.url}/services/medical-coding?utm_source=x`, 'GET', {});
    await contentVersionConfirmed(app.db);
    const second = await rawRequest(`${app.url}/services/medical-coding?utm_source=x`, 'GET', {});
    const requestLines = lines.filter((line) => line.msg === 'request completed');
    expect(requestLines).to.have.length(2);
    const [viaExpress, viaFast] = requestLines as [Record<string, unknown>, Record<string, unknown>];
    expect(Object.keys(viaFast)).to.deep.equal(Object.keys(viaExpress));
    expect(viaExpress.req).to.deep.equal({ id: first.headers['x-request-id'], method: 'GET', path: '/services/medical-coding' });
    expect(viaFast.req).to.deep.equal({ id: second.headers['x-request-id'], method: 'GET', path: '/services/medical-coding' });
    expect(viaFast.res).to.deep.equal({ statusCode: 200 });
    expect(viaFast.level).to.equal(30);
    expect(viaFast.responseTime).to.be.a('number');
  });
});
