import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { expect } from 'chai';
import { themeScript } from '#shared/theme-script.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { request } from '../helpers/http.ts';

describe('Server-rendered pages', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.close());

  it('renders the home page with the shell', async () => {
    const response = await request(`${app.url}/`);
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.match(/^text\/html/);
    expect(response.text).to.include('Optimize Your Healthcare Practice Revenue');
    expect(response.text).to.match(/<header class="site-nav/);
    expect(response.text).to.include('href="/privacy-policy"');
    // The current year, not a year written into the code.
    expect(response.text).to.include(`© ${new Date().getFullYear()} `);
  });

  it('puts the same header and footer links on every kind of page', async () => {
    for (const path of ['/', '/services/medical-coding', '/blog', '/privacy-policy', '/no/such/page']) {
      const html = (await request(`${app.url}${path}`)).text;
      const header = html.slice(html.indexOf('<header class="site-nav'), html.indexOf('</header>'));
      for (const href of ['/solutions', '/uswha', '/blog']) expect(header, `${path} header`).to.include(`href="${href}"`);
      expect(header, `${path} header`).to.include('class="theme-toggle');
      const footer = html.slice(html.indexOf('<footer class="site-footer"'));
      for (const href of ['/services/denial-management', '/solutions', '/uswha', '/blog', '/privacy-policy', '/terms-of-service', 'mailto:', 'tel:']) {
        expect(footer, `${path} footer`).to.include(`href="${href}`);
      }
    }
  });

  it('allows the inline theme script by its hash and no other inline script', async () => {
    const response = await request(`${app.url}/`);
    const hash = createHash('sha256').update(themeScript).digest('base64');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).to.include(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.to.include('unsafe-inline');
    const inlineScripts = [...response.text.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inlineScripts.map((match) => match[1])).to.deep.equal([themeScript]);
  });

  it('answers an unknown path with 404 and the not-found page', async () => {
    const response = await request(`${app.url}/no/such/page`);
    expect(response.status).to.equal(404);
    expect(response.text).to.include('404 Page Not Found');
    // A visitor's words, not a developer's (docs/product/pages.md#error-pages), and ways on: three links and a site search.
    expect(response.text).not.to.include('router');
    expect(response.text).to.include('We could not find the page you were looking for.');
    for (const href of ['/#services', '/blog', '/#contact']) expect(response.text).to.include(`class="button button-secondary" href="${href}"`);
    expect(response.text).to.include('<form class="search-form" role="search" action="/search" method="get">');
  });

  it('ships no JavaScript file on a page without islands (the not-found page)', async () => {
    const response = await request(`${app.url}/no/such/page`);
    expect(response.text).not.to.match(/<script[^>]+src=/);
    expect(response.text).not.to.include('modulepreload');
  });

  it('serves cached pages compressed, with an ETag that revalidates', async () => {
    const first = await fetch(`${app.url}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers.get('content-encoding')).to.equal('gzip');
    const etag = first.headers.get('etag');
    expect(etag).to.be.a('string');
    const again = await fetch(`${app.url}/`, { headers: { 'if-none-match': etag! } });
    expect(again.status).to.equal(304);
    // Node's fetch decompresses; check the raw bytes really are gzip of the page.
    const raw = await import('node:http').then(
      ({ get }) =>
        new Promise<Buffer>((resolve) => {
          get(`${app.url}/`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve(Buffer.concat(chunks)));
          });
        }),
    );
    expect(gunzipSync(raw).toString()).to.include('Optimize Your Healthcare Practice Revenue');
  });

  it('serves hashed assets as immutable for a year', async () => {
    const html = (await request(`${app.url}/`)).text;
    const asset = html.match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
    expect(asset).to.be.a('string');
    const response = await fetch(`${app.url}${asset}`);
    expect(response.status).to.equal(200);
    expect(response.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
  });

  it('preloads the brand font, the one file the stylesheets use for it, served as immutable WOFF2', async () => {
    const html = (await request(`${app.url}/services/medical-coding`)).text;
    const preload = html.match(
      /<link rel="preload" href="(\/assets\/static\/public-sans-latin-wght-normal\.[\w-]+\.woff2)" as="font" type="font\/woff2" crossorigin>/,
    );
    expect(preload, 'preload link').to.not.equal(null);
    const font = await fetch(`${app.url}${preload![1]}`);
    expect(font.status).to.equal(200);
    expect(font.headers.get('content-type')).to.equal('font/woff2');
    expect(font.headers.get('cache-control')).to.include('immutable');
    // Latin only: one file, and a small one.
    expect((await font.arrayBuffer()).byteLength).to.be.below(40_000);
    const css = await Promise.all(
      [...html.matchAll(/<link rel="stylesheet" type="text\/css" href="([^"]+)"/g)].map(async (match) => (await request(`${app.url}${match[1]}`)).text),
    );
    const fontUrls = css.join('\n').match(/url\([^)]*\.woff2\)/g);
    expect(fontUrls).to.deep.equal([`url(${preload![1]})`]);
  });

  it('serves a favicon', async () => {
    for (const path of ['/favicon.ico', '/favicon.svg']) expect((await fetch(`${app.url}${path}`)).status).to.equal(200);
  });

  it('answers a page POST with a foreign Origin with 403 and no details', async () => {
    const response = await request(`${app.url}/`, { method: 'POST', headers: { origin: 'https://evil.example', accept: 'text/html' } });
    expect(response.status).to.equal(403);
    expect(response.text).not.to.match(/at .*\.(ts|js):\d+/);
  });
});
