/**
 * No empty links in the dashboard: every link on every page of the owner's dashboard menu (the posts list with
 * a published post and a draft among them) has a name a screen reader can say, in its text, its label or its
 * image's alt text. axe's link-name rule on each page says the same.
 */
import { expect } from 'chai';
import { axeViolations } from '../helpers/axe.ts';
import { gotoSettled } from '../helpers/browser.ts';
import { useEditorApp } from '../helpers/page-editor.ts';
import { browserPage } from '../helpers/signed-in.ts';

describe('Links in the dashboard', function () {
  this.timeout(180_000);
  const session = useEditorApp();

  it('all have a name on every page of the owner’s dashboard menu', async () => {
    for (const [title, slug, published] of [
      ['A published post with a name', 'published-with-a-name', true],
      ['A draft with a name', 'draft-with-a-name', false],
    ] as const) {
      await session.api('POST', '/api/admin/blog', { title, slug, excerpt: 'An excerpt.', content: '<p>Text.</p>', published });
    }
    const page = await browserPage(session.app, session.cookie, { width: 1280 });
    session.pages.push(page);
    await gotoSettled(page, `${session.app.url}/dashboard`);
    const paths = await page.$$eval('.dashboard-shell-nav a', (links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(paths).to.include.members(['/dashboard', '/dashboard/posts', '/dashboard/pages', '/dashboard/menus', '/dashboard/media']);

    const unnamed: string[] = [];
    for (const path of paths) {
      await gotoSettled(page, `${session.app.url}${path}`);
      const empty = await page.$$eval('a[href]', (links) =>
        links
          .filter((link) => {
            const labelledBy = (link.getAttribute('aria-labelledby') ?? '')
              .split(/\s+/)
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join('');
            const alts = [...link.querySelectorAll('img[alt]')].map((image) => image.getAttribute('alt')).join('');
            return ![link.getAttribute('aria-label'), labelledBy, link.textContent, alts, link.getAttribute('title')].some((name) => name?.trim());
          })
          .map((link) => link.outerHTML.slice(0, 160)),
      );
      unnamed.push(...empty.map((html) => `${path}: ${html}`));
      const linkNames = (await axeViolations(page)).filter((violation) => violation.startsWith('link-name'));
      unnamed.push(...linkNames.map((violation) => `${path}: ${violation}`));
    }
    expect(unnamed).to.deep.equal([]);
  });
});
