/**
 * The media fast path (server/media/fast-media.server.ts) and Express's /media/ route answer a
 * file with the same status, headers and bytes: GET, HEAD and a conditional GET (304). Each
 * request goes to two servers over one app: one where only the fast path may answer (anything
 * else is a 599), one that is Express alone. A header on one path only fails this test.
 */
import type { Server } from 'node:http';
import { expect } from 'chai';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { photo, uploadImage } from '../helpers/media.ts';
import { comparable, listen, proxied, rawRequest } from '../helpers/raw-http.ts';

for (const environment of ['test', 'production'] as const) {
  describe(`Media files: the fast path and Express answer alike (NODE_ENV=${environment})`, function () {
    this.timeout(60_000);
    let app: TestApp;
    let fast: { server: Server; url: string };
    let slow: { server: Server; url: string };
    let paths: string[];

    before(async () => {
      app = await startTestApp({ NODE_ENV: environment, TRUST_PROXY: '1', SITE_URL: 'https://www.example.com' });
      const cookie = await signIn(app);
      const image = (await uploadImage(app.url, cookie, await photo(600, 400).jpeg().toBuffer(), { headers: proxied })).body as {
        url: string;
        variants: { url: string }[];
      };
      paths = [image.url, image.variants[0]!.url];
      fast = await listen((req, res) => {
        if (!app.site.answerMedia(req, res)) {
          res.statusCode = 599;
          res.end('not answered by the fast path');
        }
      });
      slow = await listen((req, res) => void app.site.express(req, res));
    });
    after(async () => {
      fast?.server.close();
      slow?.server.close();
      await app?.close();
    });

    it('leaves a file not yet in memory, a malformed name and other methods to Express', async () => {
      expect((await rawRequest(fast.url + paths[0], 'GET', proxied)).status).to.equal(599);
      expect((await rawRequest(`${fast.url}/media/not-a-key.png`, 'GET', proxied)).status).to.equal(599);
      expect((await rawRequest(`${fast.url}/mediax/${paths[0]!.slice(7)}`, 'GET', proxied)).status).to.equal(599);
      // Express's first answer puts the files in memory.
      for (const path of paths) expect((await rawRequest(slow.url + path, 'GET', proxied)).status).to.equal(200);
      expect((await rawRequest(fast.url + paths[0], 'POST', proxied)).status).to.equal(599);
    });

    for (const [name, method, conditional] of [
      ['GET', 'GET', false],
      ['HEAD', 'HEAD', false],
      ['a conditional GET (304)', 'GET', true],
    ] as const) {
      it(`answers ${name} with the same status, headers and bytes`, async () => {
        for (const path of paths) {
          const etag = conditional ? (await rawRequest(slow.url + path, 'GET', proxied)).headers.etag! : undefined;
          const headers = etag ? { ...proxied, 'if-none-match': etag } : proxied;
          const viaFast = await rawRequest(fast.url + path, method, headers);
          const viaExpress = await rawRequest(slow.url + path, method, headers);
          expect(viaFast.status, path).to.equal(conditional ? 304 : 200);
          expect(viaFast.status, path).to.equal(viaExpress.status);
          expect(comparable(viaFast.headers), path).to.deep.equal(comparable(viaExpress.headers));
          expect(viaFast.body.equals(viaExpress.body), path).to.equal(true);
          expect(viaFast.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
        }
      });
    }
  });
}
