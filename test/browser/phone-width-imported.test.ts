/**
 * No page of the site is wider than a phone's screen with the WordPress theme unit test data imported
 * (docs/product/blog.md#post-page): its 85-letter words, long titles, tables and galleries wrap at 375 px on
 * every public page, the blog's pages, each post, each tag, the search and the marketing pages.
 */
import { expect } from 'chai';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import type { Page } from 'puppeteer-core';
import { newPage } from '../helpers/browser.ts';
import { browserPage } from '../helpers/signed-in.ts';
import { runImport, asExported } from '../helpers/imports.ts';
import { marketingPaths } from '../helpers/marketing-pages.ts';
import { postPath, tagPath } from '#shared/blog-paths.ts';

describe('Every public page at 375 px with the WordPress theme unit test data imported', function () {
  this.timeout(300_000);
  let app: TestApp;
  let owner: string;
  before(async () => {
    app = await startTestApp();
    owner = await signIn(app);
    const job = await runImport(app, owner, 'wordpress', 'themeunittestdata.wordpress.xml', 'wordpress-uploads.zip', asExported);
    expect(job.status, JSON.stringify(job.report)).to.equal('done');
  });
  after(() => app.close());

  it('never scrolls sideways', async () => {
    const posts = (await app.db('blog_posts').where({ status: 'published' }).select('slug')) as { slug: string }[];
    const tags = (await app.db('tags').select('slug')) as { slug: string }[];
    expect(posts.length, 'imported posts').to.be.greaterThan(20);
    const pageCount = Math.ceil(posts.length / 12);
    const paths = [
      ...marketingPaths,
      '/blog',
      ...Array.from({ length: pageCount - 1 }, (_, index) => `/blog?page=${index + 2}`),
      ...posts.map((post) => postPath(post.slug)),
      ...tags.map((tag) => tagPath(tag.slug)),
      '/search?q=Template',
    ];
    const wide = await widePages(paths, await newPage({ width: 375, height: 800 }));
    expect(wide).to.deep.equal([]);
  });

  it('keeps the dashboard’s posts, with the imported titles, within the screen', async () => {
    const wide = await widePages(
      ['/dashboard', '/dashboard/posts', '/dashboard/posts?page=2'],
      await browserPage(app, owner, { width: 375, height: 800 }),
      true,
    );
    expect(wide).to.deep.equal([]);
  });

  /** Each path wider than the screen, with the innermost elements that reach past it; `islands`: wait for their data. */
  async function widePages(paths: string[], page: Page, islands = false): Promise<string[]> {
    const wide: string[] = [];
    try {
      for (const path of paths) {
        const response = await page.goto(`${app.url}${path}`, { waitUntil: 'load' });
        expect(response?.status(), path).to.be.below(500);
        // The dashboard draws its lists once their data came: the width is measured after that.
        if (islands) await page.waitForNetworkIdle();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 375) {
          const widest = await page.evaluate(() => {
            // The innermost elements that reach past the screen: what needs to wrap.
            const over = [...document.querySelectorAll('body *')].filter((element) => element.getBoundingClientRect().right > 376);
            const innermost = over.filter((element) => !over.some((other) => other !== element && element.contains(other)));
            const named = innermost.map((element) => `${element.parentElement?.className ?? ''} > ${element.tagName.toLowerCase()}.${element.className}`);
            return [...new Set(named)].join(', ');
          });
          wide.push(`${path}: ${width} px (${widest})`);
        }
      }
    } finally {
      await page.close();
    }
    return wide;
  }
});
