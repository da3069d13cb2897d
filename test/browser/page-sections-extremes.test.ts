/**
 * Every section kind at its longest and its shortest allowed content (test/helpers/section-extremes.ts), drawn
 * by the page editor's preview (/dashboard/pages/{id}/preview, the public components) in both themes at 375 and
 * 1280 px: no axe violations, and nothing wider than the window.
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { axeViolations } from '../helpers/axe.ts';
import { gotoSettled, newPage } from '../helpers/browser.ts';
import { createGuide, samplePdf } from '../helpers/guides.ts';
import { photo, uploadImage } from '../helpers/media.ts';
import { adminApi, setCookies } from '../helpers/signed-in.ts';
import { extremePages, type Extreme } from '../helpers/section-extremes.ts';

describe('Every section kind at its limits, in both themes', function () {
  this.timeout(120_000);
  let app: TestApp;
  let cookie: string;
  const pageIds: Record<Extreme, number[]> = { longest: [], shortest: [] };
  let page: Page | undefined;
  before(async () => {
    app = await startTestApp();
    cookie = await signIn(app);
    const api = adminApi(app, cookie);
    // Every image field (the header's, the hero's, image and text) shows a photo of the media library.
    const upload = await uploadImage(app.url, cookie, await photo(1600, 1000).jpeg().toBuffer());
    expect(upload.status, upload.text).to.equal(201);
    // The guide section offers a guide at the same extreme: its longest title and description with a cover, or its shortest without.
    const guides = {
      longest: await createGuide(app, cookie, {
        title: 'Checklist '.repeat(14).slice(0, 120).trim(),
        description: 'Claims move faster '.repeat(60).slice(0, 1000),
        fields: { coverImageId: String(upload.body.id), coverAlt: 'A'.repeat(500) },
      }),
      shortest: await createGuide(app, cookie, { title: 'Guide', description: 'Billing.', data: samplePdf('short') }),
    };
    for (const extreme of ['longest', 'shortest'] as const) {
      for (const [index, sections] of extremePages(extreme, (upload.body as { id: number }).id, guides[extreme]).entries()) {
        const made = await api<{ id: number }>('POST', '/api/admin/pages', { path: `/${extreme}-sections-${index}`, title: `${extreme} sections`, sections });
        pageIds[extreme].push(made.id);
      }
    }
  });
  afterEach(async () => {
    await page?.close();
    page = undefined;
  });
  after(() => app.close());

  for (const extreme of ['longest', 'shortest'] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`draws every kind at its ${extreme} content without axe violations (${colorScheme})`, async () => {
        page = await newPage({ colorScheme, width: 1280, height: 900 });
        await page.setBypassCSP(true);
        await setCookies(page, app, cookie);
        const failures: Record<number, string[]> = {};
        for (const id of pageIds[extreme]) {
          const response = await gotoSettled(page, `${app.url}/dashboard/pages/${id}/preview`);
          expect(response?.status(), `page ${id}`).to.equal(200);
          expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).to.equal(colorScheme === 'dark');
          const violations = await axeViolations(page);
          if (violations.length > 0) failures[id] = violations;
        }
        expect(failures).to.deep.equal({});
      });
    }
    it(`keeps every kind at its ${extreme} content within 375 px`, async () => {
      page = await newPage({ width: 375, height: 800 });
      await setCookies(page, app, cookie);
      const wide: Record<number, number> = {};
      for (const id of pageIds[extreme]) {
        await gotoSettled(page, `${app.url}/dashboard/pages/${id}/preview`);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 375) wide[id] = width;
      }
      expect(wide).to.deep.equal({});
    });
  }
});
