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

  it('the page with the most stylesheets (home) has its stylesheets after the charset', async () => {
    const { text } = await request(`${app.url}/`);
    const stylesheets = text.match(/<link rel="stylesheet"/g) ?? [];
    // Enough links to have pushed the charset past 1024 bytes before it came first.
    expect(stylesheets.length).to.be.at.least(10);
    expect(text.indexOf(charset)).to.be.below(text.indexOf('<link rel="stylesheet"'));
  });
});
