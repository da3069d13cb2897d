/**
 * The guide section in the page editor (docs/product/guides.md#the-section): its guide is picked by title from the
 * Guides list, saved as the guide's id, and the published page offers that guide; "No guide" takes it out.
 */
import { expect } from 'chai';
import { guideFieldCopy } from '#content/dashboard-guides.ts';
import { createGuide } from '../helpers/guides.ts';
import { request } from '../helpers/http.ts';
import { makePage, openAs, useEditorApp } from '../helpers/page-editor.ts';
import { section, type AdminPage } from '../helpers/pages-api.ts';

describe('The guide section in the page editor', function () {
  this.timeout(90_000);
  const session = useEditorApp();

  it('picks the guide by its title, saves its id, and the published page offers it', async () => {
    const checklist = await createGuide(session.app, session.cookie, { title: 'OB-GYN global-package billing checklist' });
    await createGuide(session.app, session.cookie, { title: 'Denial appeal letters' });
    const made = await makePage(session, '/guides-offered', 'Guides offered', [section('guide', 'guide', { anchor: 'guide' })]);
    const page = await openAs(session, `/dashboard/pages/${made.id}`);
    await (await page.waitForSelector('#page-section-guide-summary'))!.click();
    const select = '#page-field-sections-2-guideId';
    await page.waitForFunction((id) => (document.querySelector(id) as HTMLSelectElement | null)?.options.length === 3, {}, select);
    expect(await page.$eval(select, (element) => [...(element as HTMLSelectElement).options].map((option) => option.textContent))).to.deep.equal([
      guideFieldCopy.none,
      'Denial appeal letters',
      'OB-GYN global-package billing checklist',
    ]);
    expect(await page.$eval(select, (element) => element.closest('.page-field')?.querySelector('label')?.textContent)).to.equal('Guide');
    await page.select(select, String(checklist));
    await page.waitForFunction(() => document.querySelector('.page-bar-line')?.textContent === 'Saved', { timeout: 10_000 });
    const saved = await session.api<AdminPage>('GET', `/api/admin/pages/${made.id}`);
    expect((saved.sections as { id: string; guideId?: number }[]).find((each) => each.id === 'guide')?.guideId).to.equal(checklist);

    await page.click('.page-bar-actions .button-primary');
    await page.waitForFunction(() => document.querySelector('.page-bar-status strong')?.textContent === 'Status: Published');
    const html = (await request(`${session.app.url}/guides-offered`)).text;
    expect(html).to.include('OB-GYN global-package billing checklist');
    expect(html).not.to.include('Denial appeal letters');

    // After a reload the pick is still selected; "No guide" takes it out of the section.
    const again = await openAs(session, `/dashboard/pages/${made.id}`);
    await (await again.waitForSelector('#page-section-guide-summary'))!.click();
    await again.waitForFunction((id, value) => (document.querySelector(id) as HTMLSelectElement | null)?.value === value, {}, select, String(checklist));
    await again.select(select, '');
    // The page is live: the change waits as its pending change.
    await again.waitForFunction(() => document.querySelector('.page-bar-line')?.textContent?.startsWith('Saved as pending changes'), { timeout: 10_000 });
    const { pending } = await session.api<{ pending: { sections: { id: string }[] } }>('GET', `/api/admin/pages/${made.id}/pending`);
    expect(pending.sections.find((each) => each.id === 'guide')).not.to.have.property('guideId');
  });
});
