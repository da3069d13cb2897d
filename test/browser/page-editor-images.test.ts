/**
 * Images in the page editor (docs/product/pages.md#images): an image-and-text section takes a photo picked
 * from the media library with the post editor's picker, offers the library's alt text, refuses a publish
 * without alt text at the field, and shows the photo in the preview and on the published page; the social image
 * is picked the same way. And the warning of an empty proof section (docs/product/pages.md#guardrails).
 */
import { expect } from 'chai';
import { focusSettled } from '../helpers/browser.ts';
import { request } from '../helpers/http.ts';
import { photo, uploadImage } from '../helpers/media.ts';
import { addCaseStudy, focusedId, makePage, openAs, useEditorApp } from '../helpers/page-editor.ts';
import { section } from '../helpers/pages-api.ts';

describe('Images in the page editor', function () {
  this.timeout(90_000);
  const session = useEditorApp();

  it('adds an image and text section, picks a library photo, is refused without alt text, and publishes it with one', async () => {
    const upload = await uploadImage(session.app.url, session.cookie, await photo(1600, 1000).jpeg().toBuffer(), {
      name: 'front-desk.jpg',
      alt: 'A nurse at the front desk',
    });
    expect(upload.status, upload.text).to.equal(201);
    const made = await makePage(session, '/specialties/ob-gyn-photos', 'OB-GYN Billing');
    const page = await openAs(session, `/dashboard/pages/${made.id}`, 1400, session.cookie, true);

    await page.waitForSelector('#page-add-section-kind');
    await page.select('#page-add-section-kind', 'imageText');
    await page.click('.page-add-section button');
    const choose = await page.waitForSelector('#page-section-imageText-1-summary ~ fieldset .image-source-library', { visible: true });
    await choose!.click();
    const photoButton = await page.waitForSelector('.media-picker-choose[aria-label*="front-desk.jpg"]');
    await photoButton!.click();
    const altId = 'page-field-sections-3-image-alt';
    await page.waitForFunction((id) => (document.getElementById(id) as HTMLInputElement | null)?.value === 'A nurse at the front desk', {}, altId);
    await page.waitForSelector('.page-media-image .cover-field-preview');

    // Without alt text (and not decorative), the publish is refused at the field.
    await page.click(`#${altId}`, { clickCount: 3 });
    await page.keyboard.press('Backspace');
    await page.waitForFunction(() => document.querySelector('.page-bar-line')?.textContent === 'Saved', { timeout: 10_000 });
    await page.click('.page-bar-actions .button-primary');
    await page.waitForSelector(`#${altId}-error`);
    expect(await page.$eval(`#${altId}-error`, (error) => error.textContent)).to.equal('Image: describe the image in its alt text, or mark it decorative.');
    await focusSettled(page, altId);
    expect(await focusedId(page)).to.equal(altId);

    await page.keyboard.type('A billing specialist checks a claim');
    await page.waitForFunction(() => document.querySelector('.page-bar-line')?.textContent === 'Saved', { timeout: 10_000 });
    // The preview (framed under the editor's own CSP) draws the photo with its alt text.
    await page.waitForFunction(
      () =>
        (document.querySelector('.page-preview-frame') as HTMLIFrameElement | null)?.contentDocument?.querySelector(
          '.image-text-section img[alt="A billing specialist checks a claim"]',
        ),
      { timeout: 15_000 },
    );
    await page.click('.page-bar-actions .button-primary');
    await page.waitForFunction(() => document.querySelector('.page-bar-status strong')?.textContent === 'Status: Published');
    const html = (await request(`${session.app.url}/specialties/ob-gyn-photos`)).text;
    expect(html).to.match(/<source type="image\/avif" srcSet="\/media\/[0-9a-f]{20}\.avif 480w/);
    expect(html).to.match(/<img [^>]*alt="A billing specialist checks a claim" width="1600" height="1000" loading="lazy"/);
  });

  it('picks the social image from the media library, as the page stores it and the shared card names it', async () => {
    const upload = await uploadImage(session.app.url, session.cookie, await photo(1200, 630).jpeg().toBuffer(), { name: 'social-card.jpg' });
    expect(upload.status, upload.text).to.equal(201);
    const made = await makePage(session, '/specialties/social-photo', 'Social Photo');
    const page = await openAs(session, `/dashboard/pages/${made.id}`);
    await (await page.waitForSelector('.page-social-image .image-source-library'))!.click();
    await (await page.waitForSelector('.media-picker-choose[aria-label*="social-card.jpg"]'))!.click();
    const url = (upload.body as { url: string }).url;
    await page.waitForFunction((wanted) => (document.getElementById('page-field-socialImage') as HTMLInputElement | null)?.value === wanted, {}, url);
    await page.waitForSelector(`.page-social-image-preview[src="${url}"]`);
    await page.waitForFunction(() => document.querySelector('.page-bar-line')?.textContent === 'Saved', { timeout: 10_000 });
    await page.click('.page-bar-actions .button-primary');
    await page.waitForFunction(() => document.querySelector('.page-bar-status strong')?.textContent === 'Status: Published');
    const html = (await request(`${session.app.url}/specialties/social-photo`)).text;
    expect(html).to.match(new RegExp(`<meta property="og:image" content="https?://[^"]+${url.replaceAll('.', '\\.')}"`));
  });

  it('warns, without blocking, of a proof section with no item placed on it, and stops once one is', async () => {
    const made = await makePage(session, '/specialties/proof-care', 'Proof Care', [section('proof', 'proof', { placement: 'uswha' })]);
    const page = await openAs(session, `/dashboard/pages/${made.id}`);
    const warning = await page.waitForSelector('.page-warnings');
    expect(await warning!.evaluate((element) => element.textContent)).to.include('Section 3 (Proof) shows nothing');
    expect(await page.$eval('.page-warnings a', (link) => link.getAttribute('href'))).to.equal('#page-section-proof-summary');

    await addCaseStudy(session, 'Three-physician OB-GYN practice', { home: false, uswha: true, services: [] });
    const again = await openAs(session, `/dashboard/pages/${made.id}`);
    await again.waitForSelector('#page-section-proof-summary');
    // The proof items are read with the editor: once they are, no warning is drawn.
    await again.waitForNetworkIdle({ idleTime: 300 });
    expect(await again.$('.page-warnings')).to.equal(null);
  });
});

describe('A logo strip in the page editor', function () {
  this.timeout(90_000);
  const session = useEditorApp();

  it('adds logos picked from the library, is refused at the logo without alt text, and publishes them', async () => {
    const upload = await uploadImage(session.app.url, session.cookie, await photo(1200, 400).png().toBuffer(), { name: 'lakeside-logo.png', alt: '' });
    expect(upload.status, upload.text).to.equal(201);
    const made = await makePage(session, '/specialties/logo-strip', 'Logo Strip');
    const page = await openAs(session, `/dashboard/pages/${made.id}`);
    await page.waitForSelector('#page-add-section-kind');
    await page.select('#page-add-section-kind', 'logoStrip');
    await page.click('.page-add-section button');
    const add = await page.waitForSelector('xpath///fieldset[legend[text()="Logos"]]/button[text()="Add to Logos"]', { visible: true });
    await add!.click();
    await (await page.waitForSelector('.page-field-item .page-media-image .image-source-library', { visible: true }))!.click();
    await (await page.waitForSelector('.media-picker-choose[aria-label*="lakeside-logo.png"]'))!.click();
    await page.waitForSelector('.page-field-item .page-media-image .cover-field-preview');
    await page.waitForFunction(() => document.querySelector('.page-bar-line')?.textContent === 'Saved', { timeout: 10_000 });

    const altId = 'page-field-sections-3-logos-0-alt';
    await page.click('.page-bar-actions .button-primary');
    await page.waitForSelector(`#${altId}-error`);
    expect(await page.$eval(`#${altId}-error`, (error) => error.textContent)).to.equal('Logo: describe the image in its alt text, or mark it decorative.');
    await page.type(`#${altId}`, 'Lakeside OB-GYN');
    await page.waitForFunction(() => document.querySelector('.page-bar-line')?.textContent === 'Saved', { timeout: 10_000 });
    await page.click('.page-bar-actions .button-primary');
    await page.waitForFunction(() => document.querySelector('.page-bar-status strong')?.textContent === 'Status: Published');
    const html = (await request(`${session.app.url}/specialties/logo-strip`)).text;
    expect(html).to.match(/<ul class="logo-strip"><li><picture class="page-image logo-strip-image">/);
    expect(html).to.match(/<img [^>]*alt="Lakeside OB-GYN" width="1200" height="400" loading="lazy"/);
  });
});
