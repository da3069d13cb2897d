import { expect } from 'chai';
import { request } from '../helpers/http.ts';
import {
  api,
  blogDashboardPerTest,
  buttonByText,
  editPost,
  htmlOf,
  openDashboard,
  openEditor,
  page,
  typeInto,
  waitForToast,
} from '../helpers/blog-dashboard.ts';

/** Double-clicks a word of the content, which opens Editor.js's inline toolbar. */
async function selectWord(word: string): Promise<void> {
  const point = await page.$eval(
    '.rich-text-content .ce-paragraph',
    (paragraph, wanted) => {
      const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const text = walker.currentNode as Text;
        const start = text.data.indexOf(wanted);
        if (start < 0) continue;
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, start + wanted.length);
        const box = range.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      }
      throw new Error(`No "${wanted}" in the content`);
    },
    word,
  );
  await page.mouse.click(point.x, point.y, { count: 2 });
  await page.waitForSelector('.ce-inline-toolbar button[aria-label="Link"]', { visible: true });
}

describe("Blog dashboard in the browser, the editor's tools, tooltips, dark theme and scripts", () => {
  blogDashboardPerTest();

  it('colours a word from the palette and refuses a javascript: link', async () => {
    await api('POST', '/api/admin/blog', {
      title: 'Tools',
      slug: 'tools',
      excerpt: 'e',
      content: '<p>Check every visit today.</p>',
      published: false,
      authorId: '',
    });
    await openDashboard();
    await editPost('Tools');
    await selectWord('every');
    await page.click('button[aria-label="Text colour"]');
    await (await page.waitForSelector('button[aria-label="Red text"]', { visible: true }))!.click();
    await page.waitForSelector('.rich-text-content span.text-red');

    await selectWord('every');
    await page.click('.ce-inline-toolbar button[aria-label="Link"]');
    await (await page.waitForSelector('input[aria-label="Link address"]', { visible: true }))!.type('javascript:alert(1)');
    await page.keyboard.press('Enter');
    expect(await waitForToast('Invalid link')).to.include('https://');
    expect(await page.$('.rich-text-content a')).to.equal(null);
    // The input is still open and empty: an allowed link goes in.
    expect(await page.$eval('input[aria-label="Link address"]', (input) => (input as HTMLInputElement).value)).to.equal('');
    await page.keyboard.type('https://example.com/rules');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.rich-text-content a[href="https://example.com/rules"]');

    await (await buttonByText('Save draft')).click();
    await waitForToast('Draft saved');
    expect((await htmlOf('tools')).content).to.equal('<p>Check <span class="text-red"><a href="https://example.com/rules">every</a></span> visit today.</p>');
  });

  it('gives the icon buttons names and tooltips that open after 700 ms and close on Escape', async () => {
    await api('POST', '/api/admin/blog', { title: 'Tip', slug: 'tip', excerpt: 'e', content: '<p>c</p>', published: false, authorId: '' });
    await openDashboard();
    const edit = (await page.$('a[aria-label="Edit Tip"]'))!;
    await edit.hover();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await page.$('[role=tooltip]')).to.equal(null);
    await page.waitForSelector('[role=tooltip]', { timeout: 2000 });
    expect(await page.$eval('[role=tooltip]', (tip) => tip.textContent)).to.equal('Edit post');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[role=tooltip]', { hidden: true });
    // Within the skip delay the next tooltip opens at once.
    await page.hover('button[aria-label="Delete Tip"]');
    await page.waitForSelector('[role=tooltip]', { timeout: 250 });
    expect(await page.$eval('[role=tooltip]', (tip) => tip.textContent)).to.equal('Delete post');
    await page.mouse.down();
    await page.waitForSelector('[role=tooltip]', { hidden: true });
    await page.mouse.up();
  });

  it("draws the editor's own menus, toolbar and selection dark in the dark theme", async () => {
    await openDashboard('dark');
    await openEditor('/dashboard/posts/new');
    await typeInto('.rich-text-content .ce-paragraph', 'Denied claims');
    await page.keyboard.down('Shift');
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('ArrowLeft');
    await page.keyboard.up('Shift');
    await page.waitForSelector('.ce-inline-toolbar .ce-popover--opened .ce-popover__container');
    const colours = (selector: string, pseudo?: string) =>
      page.$eval(
        selector,
        (element, pseudoElement) => {
          const style = getComputedStyle(element, pseudoElement);
          return { background: style.backgroundColor, text: style.color };
        },
        pseudo,
      );
    const surface = await page.$eval('.settings-section', (section) => getComputedStyle(section).backgroundColor);
    expect(surface).to.equal('rgb(18, 38, 46)');
    // The inline toolbar and the selection it acts on.
    expect((await colours('.ce-inline-toolbar .ce-popover__container')).background).to.equal(surface);
    expect(await colours('.rich-text-content .ce-paragraph', '::selection')).to.deep.equal({ background: 'rgb(31, 88, 102)', text: 'rgb(230, 238, 240)' });
    // The block menu behind "+", with its filter field.
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.click('.rich-text-content .ce-toolbar__plus');
    await page.waitForSelector('.rich-text-content .ce-toolbox .ce-popover--opened');
    expect((await colours('.rich-text-content .ce-toolbox .ce-popover__container')).background).to.equal(surface);
    expect((await colours('.rich-text-content .ce-toolbox .ce-popover-item')).text).to.equal('rgb(230, 238, 240)');
    expect((await colours('.rich-text-content .ce-toolbox .cdx-search-field')).background).to.equal('rgb(15, 32, 39)');
  });

  it("loads Editor.js only on the editor's page, with no CSP violation", async () => {
    await openDashboard();
    const scripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.endsWith('.js')),
      );
    const violations: string[] = [];
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    // Listening from the start of every document, so a violation while the editor loads is caught too.
    await page.evaluateOnNewDocument(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`),
      ),
    );
    const listPage = await scripts();
    await openEditor('/dashboard/posts/new');
    const editorPage = await scripts();
    const hasEditorJs = async (urls: string[]) =>
      (await Promise.all(urls.map(async (url) => (await request(url)).text.includes('codex-editor')))).some(Boolean);
    expect(await hasEditorJs(listPage)).to.equal(false);
    expect(await hasEditorJs(editorPage)).to.equal(true);
    // The editor's own CSS applies (constructed stylesheets) without breaking the CSP.
    expect(await page.$eval('.ce-toolbar', (toolbar) => getComputedStyle(toolbar).position)).to.equal('absolute');
    expect(violations).to.deep.equal([]);
  });
});
