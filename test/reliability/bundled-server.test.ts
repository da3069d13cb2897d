/**
 * The way production starts (`npm start` and the Procfile: `node scripts/start.mjs`), which runs the
 * bundled server `npm run build` makes (dist/node/server.mjs, docs/decisions/040-cold-start.md).
 * The API and browser suites run the sources, so this checks what only the bundle could break: paths
 * relative to server/, packages left outside it and loaded on first use from there (sharp for an
 * SVG logo and a photo, fontkit for a social card, nodemailer and the brand mark for an email), the page
 * build bundled with the server and sharing its one copy of Vike and React (decision 048), and a graceful stop.
 * It runs on the suite's database (PostgreSQL with TEST_DB=postgres) and, where Redis is installed
 * (REDIS_TEST_URL), with REDIS_URL set: the production setup for more than one process, where the
 * bundle once crashed at start importing the `redis` package's named export.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from 'chai';
import { testDatabaseKind } from '../helpers/database.ts';
import { base64, pngImage } from '../helpers/images.ts';
import { redisTestUrl, throwawayRedis, type ThrowawayRedis } from '../helpers/redis.ts';
import { startSmtp } from '../helpers/smtp.ts';
import { photo, uploadImage } from '../helpers/media.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';
import { publishPost, signIn } from './traffic.ts';

const root = resolve(import.meta.dirname, '../..');
const bundle = resolve(root, 'dist/node/server.mjs');
const https = { 'x-forwarded-proto': 'https' };

let server: ServerProcess;
let cookie: string;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let redis: ThrowawayRedis | undefined;

/**
 * Starts the bundle `npm run build` made (npm test builds it before any suite) as production does, with a mail
 * server and, where installed, Redis. It does not build again: the other runs of npm test start the same bundle
 * meanwhile, and a build empties dist/node first.
 */
async function startBundledServer(): Promise<void> {
  expect(existsSync(bundle), `${bundle}: run npm run build first`).to.equal(true);
  const builtAt = statSync(bundle).mtimeMs;
  smtp = await startSmtp();
  if (redisTestUrl) {
    redis = await throwawayRedis();
    await redis.start();
  }
  const env = { SMTP_URL: smtp.url, CONTACT_NOTIFY_FROM: 'site@example.com', ...(redis ? { REDIS_URL: redis.url } : {}) };
  server = await startServerProcess({ script: 'scripts/start.mjs', env });
  // It ran the bundle it found (start.mjs builds only when there is none).
  expect(statSync(bundle).mtimeMs).to.equal(builtAt);
  cookie = await signIn(server.url);
}

async function stopBundledServer(): Promise<void> {
  await server?.stop();
  smtp?.close();
  await redis?.kill();
}

/** Readiness, Redis, pages, assets and the API, and what the bundle holds. */
function servingTests(): void {
  it('is ready: /readyz answers 200 once the database answers', async () => {
    expect(server.env.DATABASE_URL === undefined).to.equal(testDatabaseKind === 'sqlite');
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status, server.output()).to.equal(200);
    expect(await ready.json()).to.deep.equal({ status: 'ready' });
  });

  if (redisTestUrl) {
    it('counts rate limits in Redis (REDIS_URL)', async () => {
      // The server may answer before its Redis client has connected (it then counts in memory and moves the
      // counts over once connected): failed sign-ins until the counts are in Redis, for at most 10 s.
      const deadline = Date.now() + 10_000;
      let keys = 0;
      while (keys === 0 && Date.now() < deadline) {
        const login = await fetch(`${server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...https },
          body: JSON.stringify({ username: 'nobody-here', password: 'not the password' }),
        });
        expect(login.status).to.equal(401);
        keys = await redis!.countKeys('rl:');
        if (keys === 0) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(keys).to.be.above(0);
    });
  }

  it('serves pages, assets and the API', async () => {
    const home = await fetch(`${server.url}/`, { headers: https });
    expect(home.status).to.equal(200);
    const html = await home.text();
    expect(html).to.include('<!DOCTYPE html>');
    const stylesheet = /<link rel="stylesheet" type="text\/css" href="([^"]+)"/.exec(html)?.[1];
    expect(stylesheet).to.be.a('string');
    expect((await fetch(`${server.url}${stylesheet}`)).status).to.equal(200);
    expect((await fetch(`${server.url}/blog`, { headers: https })).status).to.equal(200);
    expect((await fetch(`${server.url}/no-such-page`, { headers: https })).status).to.equal(404);
    const me = await fetch(`${server.url}/api/auth/me`, { headers: { ...https, cookie } });
    expect(me.status).to.equal(200);
  });

  it('holds the page build with one copy of Vike and React, and loads nothing of them from node_modules', () => {
    const files = readdirSync(resolve(root, 'dist/node')).filter((name) => name.endsWith('.mjs'));
    const text = files.map((name) => readFileSync(resolve(root, 'dist/node', name), 'utf8')).join('\n');
    const copies = (marker: string) => text.split(marker).length - 1;
    // esbuild names each bundled file once, in a comment above its code.
    expect(copies('// node_modules/vike/dist/server/runtime/renderPageServer.js\n')).to.equal(1);
    expect(copies('// node_modules/react/cjs/react.production.js\n')).to.equal(1);
    expect(copies('// node_modules/react-dom/cjs/react-dom-server-legacy.node.production.js\n')).to.equal(1);
    expect(text).to.include('// dist/server/entry.mjs\n');
    // No import statement or import() of them is left for Node to resolve in node_modules.
    expect(text).not.to.match(/^(?:import|export)\b[^\n]*\bfrom ["'](?:vike|react|react-dom)(?:\/[^"']*)?["'];?$/m);
    expect(text).not.to.match(/\bimport\(["'](?:vike|react|react-dom)(?:\/[^"']*)?["']\)/);
  });

  it('takes each CommonJS package it loads on first use through its default export, the only one it has in the bundle', () => {
    const dir = resolve(root, 'dist/node');
    const files = readdirSync(dir).filter((name) => name.endsWith('.mjs'));
    // esbuild makes a CommonJS package loaded by import() a chunk whose one export is `default` (module.exports).
    const commonJs = files.filter(
      (name) =>
        /^export default require_\w+\(\);\s*$/m.test(readFileSync(resolve(dir, name), 'utf8')) && !/^export \{/m.test(readFileSync(resolve(dir, name), 'utf8')),
    );
    expect(commonJs.length, 'redis, at least').to.be.above(0);
    for (const chunk of commonJs) {
      const target = `import("./${chunk}")`;
      for (const name of files) {
        for (const line of readFileSync(resolve(dir, name), 'utf8')
          .split('\n')
          .filter((text) => text.includes(target))) {
          const takesDefault = line.includes(`{ default: `) || line.includes(`${target}).default`) || line.includes(`${target})).default`);
          expect(takesDefault, `${name}: ${line.trim()}`).to.equal(true);
        }
      }
    }
  });
}

/** The packages loaded on first use, each by what needs it. */
function firstUseTests(): void {
  it("renders a post, its page loaded on first use (sanitize-html, the post page's chunk)", async () => {
    await publishPost(server.url, cookie, {
      title: 'Bundled',
      slug: 'bundled',
      excerpt: 'An <em>excerpt</em>',
      content: '<p>Hello <script>alert(1)</script><strong>world</strong></p>',
      published: true,
    });
    const page = await fetch(`${server.url}/blog/bundled`, { headers: https });
    expect(page.status).to.equal(200);
    const html = await page.text();
    expect(html).to.include('<strong>world</strong>');
    expect(html).not.to.include('alert(1)');
  });

  it('starts a passkey sign-in (the WebAuthn library, loaded on first use)', async () => {
    const options = await fetch(`${server.url}/api/auth/passkeys/sign-in-options`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...https },
      body: '{}',
    });
    expect(options.status, await options.clone().text()).to.equal(200);
    expect(((await options.json()) as { challenge?: string }).challenge).to.match(/^[\w-]{20,}$/);
  });

  it('draws an SVG logo as a PNG and re-encodes a PNG logo (sharp, loaded on first use)', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20" onload="alert(1)"><rect width="40" height="20"/></svg>';
    for (const data of [svg, pngImage(8, 8)]) {
      const upload = await fetch(`${server.url}/api/admin/settings/logo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...https, cookie },
        body: JSON.stringify({ data: base64(data) }),
      });
      expect(upload.status, await upload.clone().text()).to.equal(201);
      expect(((await upload.json()) as { contentType: string }).contentType).to.equal('image/png');
    }
  });

  it('draws a social card (sharp, fontkit and the brand font, loaded on first use)', async () => {
    const html = await (await fetch(`${server.url}/`, { headers: https })).text();
    const card = /<meta property="og:image" content="[^"]*?(\/og\/[^"]+)"/.exec(html)?.[1];
    expect(card).to.be.a('string');
    const image = await fetch(`${server.url}${card}`, { headers: https });
    expect(image.status).to.equal(200);
    expect(image.headers.get('content-type')).to.equal('image/png');
    expect((await image.arrayBuffer()).byteLength).to.be.greaterThan(1000);
  });

  it('turns an uploaded photo into its variants (sharp, loaded on first use)', async () => {
    const jpeg = await photo(640, 480).jpeg().toBuffer();
    const upload = await uploadImage(server.url, cookie, jpeg, { headers: https });
    expect(upload.status, upload.text).to.equal(201);
  });

  it('emails an invitation with the brand mark attached (nodemailer, loaded on first use; a file beside the sources)', async () => {
    const message = smtp.nextMessage();
    const created = await fetch(`${server.url}/api/admin/invitations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...https, cookie },
      body: JSON.stringify({ role: 'editor', email: 'new.editor@example.com' }),
    });
    expect(created.status, await created.clone().text()).to.equal(201);
    expect(((await created.json()) as { emailed: boolean }).emailed).to.equal(true);
    const mail = await message;
    expect(mail).to.match(/^To: new\.editor@example\.com\r?$/m);
    expect(mail).to.include('brand-mark@site');
    expect(mail).to.match(/Content-Type: image\/png/i);
  });
}

/** A failed start and a graceful stop. */
function processTests(): void {
  it('exits with code 1 when it cannot start (its port in use), instead of living on without listening', async () => {
    const started = Date.now();
    const failure = await startServerProcess({ script: 'scripts/start.mjs', sameAs: server }).then(
      (second) => second.stop().then(() => new Error('a second server started on a port in use')),
      (error: Error) => error,
    );
    expect(failure.message).to.match(/^server exited \(1\) before \/healthz answered/);
    expect(failure.message).to.include('EADDRINUSE');
    expect(Date.now() - started).to.be.below(20_000);
  });

  it('stops on SIGTERM with exit code 0', async () => {
    const exit = await server.stop();
    expect(exit).to.deep.equal({ code: 0, signal: null });
  });
}

describe(`The bundled server (npm start, Procfile) on ${testDatabaseKind}${redisTestUrl ? ' with Redis' : ''}`, function () {
  this.timeout(120_000);
  before(startBundledServer);
  after(stopBundledServer);

  servingTests();
  firstUseTests();
  processTests();
});
