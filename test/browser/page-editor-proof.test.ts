/**
 * Proof per page in the page editor (docs/product/pages.md#proof): a proof section picks items of the Proof list
 * with a checkbox each, grouped by kind; the empty-section warning goes once one is picked, and the published page
 * shows exactly the picked items.
 */
import { expect } from 'chai';
import { request } from '../helpers/http.ts';
import { addCaseStudy, makePage, openAs, useEditorApp } from '../helpers/page-editor.ts';
import { section } from '../helpers/pages-api.ts';

describe('Proof per page in the page editor', function () {
  this.timeout(90_000);
  const session = useEditorApp();

  it('picks a case study for a new specialty page, the warning goes, and the published page shows only that item', async () => {
    const nowhere = { home: false, uswha: false, services: [] };
    await addCaseStudy(session, 'Test two-physician OB-GYN practice');
    await session.api('POST', '/api/admin/proof', {
      kind: 'certification',
      name: 'Test unpicked membership',
      issuer: 'Test issuer',
      link: '',
      placement: nowhere,
    });
    const made = await makePage(session, '/specialties/ob-gyn-own-proof', 'OB-GYN Proof', [section('proof', 'proof', { placement: 'uswha' })]);
    const page = await openAs(session, `/dashboard/pages/${made.id}`);
    await page.waitForSelector('.page-warnings');

    await (await page.waitForSelector('#page-section-proof-summary'))!.click();
    const checkbox = await page.waitForSelector(
      'xpath///fieldset[contains(@class, "page-field-proof")]//label[contains(., "Test two-physician OB-GYN practice")]/input',
    );
    expect(
      await page.$eval('.page-field-proof', (field) => [...field.querySelectorAll('.page-field-proof-kind > legend')].map((legend) => legend.textContent)),
    ).to.deep.equal(['Case study', 'Certification or membership']);
    await checkbox!.click();
    await page.waitForFunction(() => document.querySelector('.page-warnings') === null);
    await page.waitForFunction(() => document.querySelector('.page-bar-line')?.textContent === 'Saved', { timeout: 10_000 });
    // The preview draws the picked item.
    await page.waitForFunction(
      () =>
        (document.querySelector('.page-preview-frame') as HTMLIFrameElement | null)?.contentDocument?.body?.textContent?.includes(
          'Test two-physician OB-GYN practice',
        ),
      { timeout: 15_000 },
    );
    await page.click('.page-bar-actions .button-primary');
    await page.waitForFunction(() => document.querySelector('.page-bar-status strong')?.textContent === 'Status: Published');
    const html = (await request(`${session.app.url}/specialties/ob-gyn-own-proof`)).text;
    expect(html).to.include('Test two-physician OB-GYN practice');
    expect(html).not.to.include('Test unpicked membership');

    // After a reload the pick is still checked.
    const again = await openAs(session, `/dashboard/pages/${made.id}`);
    await (await again.waitForSelector('#page-section-proof-summary'))!.click();
    const kept = await again.waitForSelector(
      'xpath///fieldset[contains(@class, "page-field-proof")]//label[contains(., "Test two-physician OB-GYN practice")]/input',
    );
    expect(await kept!.evaluate((input) => (input as HTMLInputElement).checked)).to.equal(true);
  });
});
