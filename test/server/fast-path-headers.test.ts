/**
 * The fast path (server/fast-pages.server.ts) and Express's page handler answer a cached page
 * with the same status, the same headers and the same bytes. Each request goes to two servers
 * over one app: one that only lets the fast path answer (anything else is a 599), one that is
 * Express alone. A header added, removed or changed on one path only fails this test.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { contentVersionNow } from '#database/content-version.server.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { seedPost } from '../helpers/posts.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function rawRequest(url: string, method: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const collected: Record<string, string> = {};
        for (let index = 0; index < res.rawHeaders.length; index += 2) {
          const name = res.rawHeaders[index]!.toLowerCase();
          collected[name] = collected[name] === undefined ? res.rawHeaders[index + 1]! : `${collected[name]}, ${res.rawHeaders[index + 1]}`;
        }
        resolve({ status: res.statusCode ?? 0, headers: collected, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function listen(listener: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ server: Server; url: string }> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Headers that differ per answer by nature; their presence and form are still compared. */
function comparable(headers: Record<string, string>): Record<string, string> {
  const { date, 'x-request-id': requestId, ...rest } = headers;
  expect(date).to.be.a('string');
  expect(requestId).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  return rest;
}

const proxied = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.20' };

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
      // Blog pages are answered here only where the content version can be read without waiting
      // (database/content-version.server.ts); elsewhere they always go through Express.
      const contentPages = contentVersionNow(app.db) === undefined ? [] : ['/blog', '/blog/parity-post'];
      pages = ['/', '/services/medical-coding', '/?utm_source=newsletter', ...contentPages];
      fast = await listen((req, res) => {
        if (!app.site.answerFromCache(req, res)) {
          res.statusCode = 599;
          res.end('not answered by the fast path');
        }
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
