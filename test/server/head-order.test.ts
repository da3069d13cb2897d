/**
 * `<meta charset="utf-8">` is the first element of `<head>` on every page, and
 * ends inside the first 1024 bytes that browsers scan for the encoding, ahead
 * of Vike's stylesheet links and the theme script (renderer/+onRenderHtml.tsx).
 * The brand font is preloaded exactly once (decision 024): Vike's own preload of
 * the CSS's font file, not a second link from the renderer.
 */
import { expect } from 'chai';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { request } from '../helpers/http.ts';
import { everyPage, type SitePage } from '../helpers/every-page.ts';

const charset = '<meta charset="utf-8">';

/** What a page's head must look like; returns the failures (empty when it is right). */
function headProblems(html: string): string[] {
  const problems: string[] = [];
  const head = html.match(/<head>\s*/);
  if (!head) return ['no <head>'];
  const afterHead = head.index! + head[0].length;
  if (!html.startsWith(charset, afterHead)) problems.push(`first element after <head> is ${html.slice(afterHead, afterHead + 80)}`);
  const end = Buffer.byteLength(html.slice(0, html.indexOf(charset) + charset.length));
  if (end > 1024) problems.push(`<meta charset> ends at byte ${end}`);
  if (html.split(charset).length !== 2) problems.push('not exactly one <meta charset>');
  const headHtml = html.slice(afterHead, html.indexOf('</head>'));
  if (!/<link rel="stylesheet"/.test(headHtml)) problems.push('no stylesheet link in <head>');
  if (html.includes('__VITE_PLUGIN')) problems.push("Vike's asset placeholder was left in the page");
  return problems;
}

/** The font preload links in a page's `<head>`. */
function fontPreloads(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return (head.match(/<link\b[^>]*>/g) ?? []).filter((link) => /\brel="?preload\b/.test(link) && /\bas="?font\b/.test(link));
}

describe('<meta charset> first in <head> on every page', () => {
  let app: TestApp;
  let pages: SitePage[];
  before(async () => {
    app = await startTestApp();
    pages = await everyPage(app);
  });
  after(() => app.close());

  it('within the first 1024 bytes, ahead of the stylesheets, on every page and the dashboard', async () => {
    expect(pages.length).to.be.at.least(22);
    for (const { path, status, cookie } of pages) {
      const response = await request(`${app.url}${path}`, { headers: cookie ? { cookie } : {} });
      expect(response.status, path).to.equal(status);
      expect(headProblems(response.text), path).to.deep.equal([]);
    }
  });

  it('has exactly one font preload link, for the WOFF2 file with crossorigin, on every page and the dashboard', async () => {
    for (const { path, status, cookie } of pages) {
      const response = await request(`${app.url}${path}`, { headers: cookie ? { cookie } : {} });
      expect(response.status, path).to.equal(status);
      const links = fontPreloads(response.text);
      expect(links, `${path}: font preload links`).to.have.length(1);
      expect(links[0], path).to.match(/href="[^"]+\.woff2"/);
      expect(links[0], path).to.match(/\btype="?font\/woff2\b/);
      expect(links[0], path).to.match(/\bcrossorigin\b/);
    }
  });

  it('a public page links one stylesheet, the site’s, after the charset (decision 046)', async () => {
    for (const path of ['/', '/services/medical-coding', '/blog', '/uswha']) {
      const { text } = await request(`${app.url}${path}`);
      const stylesheets = text.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
      // One per CSS module was 22 render-blocking links on `/`.
      expect(stylesheets.length, path).to.be.at.least(1);
      expect(
        stylesheets.filter((link) => link.includes('/site-styles.')),
        path,
      ).to.have.length(1);
      expect(
        stylesheets.filter((link) => link.includes('/dashboard-styles.')),
        path,
      ).to.deep.equal([]);
      expect(text.indexOf(charset), path).to.be.below(text.indexOf('<link rel="stylesheet"'));
    }
    const { text } = await request(`${app.url}/`);
    expect(text.match(/<link rel="stylesheet"/g)).to.have.length(1);
  });
});
