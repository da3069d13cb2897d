import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { newPage } from '../helpers/browser.ts';
import { xssPayloads } from '../helpers/xss-corpus.ts';

/**
 * The XSS corpus end to end (meta.oracle of the corpus): each payload is stored
 * raw as a post's title, excerpt and content (as if it had bypassed the check
 * on write), then the public pages are opened in Chromium with and without
 * the CSP: no dialog, no request to another host, no CSP violation, and the
 * browser's own (spec-compliant) parse of the post holds only allowed markup.
 */
const allowed: Record<string, string[]> = {
  p: [],
  br: [],
  strong: [],
  em: [],
  u: [],
  strike: [],
  s: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  ul: [],
  ol: [],
  li: [],
  blockquote: [],
  code: [],
  pre: [],
  a: ['href', 'title', 'target', 'rel'],
  span: ['class'],
  // Tables (decision 032), each in the scroll region the page puts around it (server/blog/tables.server.ts).
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: [],
  td: [],
  div: ['class', 'role', 'tabindex', 'aria-label'],
};

interface Findings {
  dialogs: string[];
  foreignRequests: string[];
  violations: string[];
}

async function watch(page: Page): Promise<Findings> {
  const findings: Findings = { dialogs: [], foreignRequests: [], violations: [] };
  page.on('dialog', (dialog) => {
    findings.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== '127.0.0.1' && !request.url().startsWith('data:')) findings.foreignRequests.push(request.url());
  });
  await page.exposeFunction('reportViolation', (text: string) => findings.violations.push(text));
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return findings;
}

/** Walks the rendered post (excerpt and content) and the serialized-then-reparsed copy of it. */
function offendingMarkup(page: Page): Promise<string[]> {
  return page.evaluate((allowedMarkup) => {
    const problems: string[] = [];
    const check = (root: Element, where: string) => {
      for (const element of root.querySelectorAll('*')) {
        const name = element.localName;
        const attributes = allowedMarkup[name];
        if (!attributes) {
          problems.push(`${where}: <${name}>`);
          continue;
        }
        for (const { name: attribute, value } of element.attributes) {
          if (!attributes.includes(attribute) || attribute.startsWith('on')) problems.push(`${where}: <${name} ${attribute}>`);
          // eslint-disable-next-line no-control-regex
          const url = value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
          if (attribute === 'href' && (/^\/\//.test(url) || (/^[a-z][a-z0-9+.-]*:/.test(url) && !/^(https?|ftp|mailto|tel):/.test(url)))) {
            problems.push(`${where}: href ${value}`);
          }
        }
      }
    };
    for (const [index, region] of [...document.querySelectorAll('.post-excerpt, .post-content')].entries()) {
      check(region, `region ${index}`);
      // mXSS: what the browser serializes must parse back to allowed markup too.
      const reparsed = new DOMParser().parseFromString(region.innerHTML, 'text/html').body;
      check(reparsed, `reparsed ${index}`);
      if (reparsed.innerHTML !== region.innerHTML) problems.push(`region ${index} changes when reparsed`);
    }
    return problems;
  }, allowed);
}

describe('Blog pages in the browser with the XSS corpus', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
    const now = Date.now();
    await app.db.batchInsert(
      'blog_posts',
      xssPayloads.map(({ id, payload }, index) => {
        const at = new Date(now - index * 1000).toISOString();
        return {
          slug: id,
          title: payload,
          excerpt: payload,
          content: payload,
          published: true,
          status: 'published',
          publish_at: at,
          created_at: at,
          updated_at: at,
        };
      }),
      50,
    );
  });
  after(() => app.close());

  for (const bypassCsp of [false, true]) {
    const mode = bypassCsp ? 'with the CSP turned off (the sanitizer alone)' : 'with the CSP';
    it(`runs no payload on any post page ${mode}`, async () => {
      const page = await newPage();
      try {
        await page.setBypassCSP(bypassCsp);
        const findings = await watch(page);
        for (const { id, payload } of xssPayloads) {
          const response = await page.goto(`${app.url}/blog/${id}`, { waitUntil: 'load' });
          expect(response?.status(), id).to.equal(200);
          // Let late handlers (onload, ontoggle, animations) have their chance.
          await new Promise((resolve) => setTimeout(resolve, 50));
          expect(await offendingMarkup(page), id).to.deep.equal([]);
          // The title is text: shown verbatim (the HTML parser turns a NUL into U+FFFD).
          // eslint-disable-next-line no-control-regex
          const withoutNul = (text: string | null) => text?.replace(/[\u0000\ufffd]/g, '');
          expect(withoutNul(await page.$eval('h1', (h1) => h1.textContent)), id).to.equal(withoutNul(payload));
        }
        expect(findings).to.deep.equal({ dialogs: [], foreignRequests: [], violations: [] });
      } finally {
        await page.close();
      }
    });

    it(`runs no payload on the blog list pages ${mode}`, async () => {
      const page = await newPage();
      try {
        await page.setBypassCSP(bypassCsp);
        const findings = await watch(page);
        for (const pageNumber of [1, 2, 3]) {
          await page.goto(`${app.url}/blog?page=${pageNumber}`, { waitUntil: 'load' });
          await new Promise((resolve) => setTimeout(resolve, 50));
          expect(await offendingMarkup(page)).to.deep.equal([]);
        }
        expect(findings).to.deep.equal({ dialogs: [], foreignRequests: [], violations: [] });
      } finally {
        await page.close();
      }
    });
  }
});
