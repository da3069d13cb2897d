/**
 * The byline at the first publish (docs/product/blog.md#bylines): a writer without a display name who publishes
 * is asked for one in a modal dialog (a suggestion from the username, to confirm); Escape publishes nothing and
 * loses nothing; the name given is saved to the profile and the post page shows it.
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { axeViolations } from '../helpers/axe.ts';
import { callJson, request } from '../helpers/http.ts';
import { buttonByText, editorReady, waitForToast } from '../helpers/post-editor.ts';
import { browserPage } from '../helpers/signed-in.ts';

describe('The post editor asks for a display name at the first publish, in the browser', function () {
  this.timeout(120_000);
  let app: TestApp;
  let page: Page;
  after(async () => {
    await page?.close();
    await app?.close();
  });

  it('asks "maria" for a name, keeps the draft on Escape, then publishes "By Maria Lopez"', async () => {
    app = await startTestApp();
    const maria = await signInAs(app, 'editor', 'maria');
    const api = (method: string, path: string, body?: unknown) => callJson(`${app.url}${path}`, method, maria.cookie, body);
    const created = await api('POST', '/api/admin/blog', {
      title: 'Billing basics',
      slug: 'billing-basics',
      excerpt: 'What to check first',
      content: '<p>First words.</p>',
      status: 'draft',
    });
    expect(created.status, created.text).to.equal(201);
    const postId = (created.body as { id: number }).id;
    const status = async () => ((await api('GET', `/api/admin/blog/${postId}`)).body as { status: string }).status;
    const displayName = async () => ((await api('GET', '/api/auth/profile')).body as { displayName: string | null }).displayName;

    page = await browserPage(app, maria.cookie);
    await page.goto(`${app.url}/dashboard/posts/${postId}`);
    await editorReady(page);
    await page.click('.rich-text-content .ce-paragraph');
    await page.keyboard.press('End');
    await page.keyboard.type(' Typed before publishing.');

    // Publish: a modal dialog, named by its heading, with the username's suggestion selected in the field.
    await (await buttonByText(page, 'Publish')).click();
    const dialog = 'dialog.byline-dialog[open]';
    await page.waitForSelector(dialog);
    const shown = await page.$eval(dialog, (element) => ({
      modal: element.matches(':modal'),
      name: document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent,
      intro: document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent,
      value: element.querySelector('input')!.value,
      focused: document.activeElement === element.querySelector('input'),
      label: element.querySelector('input')!.labels?.[0]?.textContent,
    }));
    expect(shown).to.deep.include({ modal: true, name: 'Your name on the post', value: 'Maria', focused: true, label: 'Display name' });
    expect(shown.intro).to.include('“By maria”');
    expect(await axeViolations(page)).to.deep.equal([]);

    // Escape: nothing is published or saved, and the text typed is still there.
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog.byline-dialog'));
    expect(await status()).to.equal('draft');
    expect(await displayName()).to.equal(null);
    expect(await page.$eval('.rich-text-content', (element) => element.textContent)).to.include('First words. Typed before publishing.');

    // Publish again: the name typed over the suggestion is saved, then the post is published with it.
    await (await buttonByText(page, 'Publish')).click();
    await page.waitForSelector(dialog);
    await page.keyboard.down('Control');
    await page.keyboard.press('a');
    await page.keyboard.up('Control');
    await page.keyboard.type('Maria Lopez');
    await page.keyboard.press('Enter');
    await waitForToast(page, 'Post published');
    expect(await status()).to.equal('published');
    expect(await displayName()).to.equal('Maria Lopez');
    const postPage = await request(`${app.url}/blog/billing-basics`);
    expect(postPage.text).to.include('By Maria Lopez').and.include('Typed before publishing.');
    expect(postPage.text).not.to.include('By maria');
  });
});
