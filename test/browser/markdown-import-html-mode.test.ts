/**
 * The HTML mode of the post editor (decision 033), with real Editor.js in Chromium: indented, keeping a quote's
 * caption, and huge inputs (a Markdown file, an HTML paste) refused with a message.
 */
import { expect } from 'chai';
import {
  api,
  buttonByText,
  contentText,
  editPost,
  file,
  markdownImportPerTest,
  open,
  page,
  postBySlug,
  shot,
  toastDescription,
  upload,
  waitForToast,
} from '../helpers/markdown-import.ts';

const quoteWithCaption =
  '<p>Before the quote.</p><figure class="quote"><blockquote>Clean claims, <em>fast</em> pay.</blockquote><figcaption>Jane Roe, billing lead</figcaption></figure><p>After.</p>';

describe('Markdown import and HTML mode in the browser, the HTML mode and huge inputs', () => {
  markdownImportPerTest();

  it('shows indented HTML in HTML mode and keeps a quote caption as the caption there and back', async () => {
    await api('POST', '/api/admin/blog', { title: 'Quoted', slug: 'quoted', excerpt: 'e', content: quoteWithCaption, published: false, authorId: '' });
    await open();
    await editPost('Quoted');
    expect(await page.$eval('.rich-text-content .cdx-quote__caption', (element) => element.textContent)).to.equal('Jane Roe, billing lead');
    await (await buttonByText('HTML')).click();
    const value = await page.$eval('textarea[name=content-html]', (element) => (element as HTMLTextAreaElement).value);
    expect(value).to.equal(
      [
        '<p>Before the quote.</p>',
        '<figure class="quote">',
        '  <blockquote>Clean claims, <em>fast</em> pay.</blockquote>',
        '  <figcaption>Jane Roe, billing lead</figcaption>',
        '</figure>',
        '<p>After.</p>',
      ].join('\n'),
    );
    await shot('html-mode-1280-light');
    await (await buttonByText('Rich text')).click();
    await page.waitForSelector('.rich-text-content .cdx-quote__caption');
    expect(await page.$eval('.rich-text-content .cdx-quote__text', (element) => element.textContent)).to.equal('Clean claims, fast pay.');
    expect(await page.$eval('.rich-text-content .cdx-quote__caption', (element) => element.textContent)).to.equal('Jane Roe, billing lead');
    await (await buttonByText('Save draft')).click();
    await waitForToast('Draft saved');
    expect((await postBySlug('quoted')).content).to.equal(quoteWithCaption);
  });

  it('refuses a 5 MB Markdown file and a huge HTML paste with a message, and keeps the body', async () => {
    await api('POST', '/api/admin/blog', { title: 'Big', slug: 'big', excerpt: 'e', content: '<p>Kept.</p>', published: false, authorId: '' });
    await open();
    await editPost('Big');
    await upload(file('huge.md', 'Clean claims get paid faster.\n\n'.repeat(170_000)));
    await waitForToast('File too large');
    expect(await toastDescription('File too large')).to.match(/^This file is 5\.\d MB; a Markdown file can be at most 512 KB/);
    expect(await page.$('dialog.import-dialog[open]')).to.equal(null);
    expect(await contentText()).to.equal('Kept.');

    // A hostile file within the size limit (100,000 nested quotes) is converted off the main thread: the page
    // stays responsive, and the failure is a message, not a frozen or crashed tab.
    await upload(file('nested.md', `${'>'.repeat(500_000)} deep`));
    await page.waitForSelector('.markdown-upload-progress');
    expect(await page.evaluate(() => 1 + 1)).to.equal(2);
    await page.waitForFunction(() => [...document.querySelectorAll('.toast-title')].some((element) => element.textContent === 'Upload failed'), {
      timeout: 40_000,
    });
    expect(await contentText()).to.equal('Kept.');

    await (await buttonByText('HTML')).click();
    // A 5 MB paste into the HTML text: set as a paste would, then back to rich text.
    await page.$eval('textarea[name=content-html]', (element) => {
      const area = element as HTMLTextAreaElement;
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      setter.call(area, '<p>pasted</p>'.repeat(400_000));
      area.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await (await buttonByText('Rich text')).click();
    const alert = await page.waitForSelector('.html-mode-error[role=alert]');
    expect(await alert!.evaluate((element) => element.textContent)).to.match(
      /^This HTML is 5,200,000 characters; a post holds at most 200,000 characters of HTML/,
    );
    // Still in HTML mode, the textarea marked invalid; Save is refused the same way.
    expect(await page.$eval('textarea[name=content-html]', (element) => element.getAttribute('aria-invalid'))).to.equal('true');
    await (await buttonByText('Save draft')).click();
    await page.waitForSelector('.html-mode-error[role=alert]');
    expect((await postBySlug('big')).content).to.equal('<p>Kept.</p>');

    // A huge paste into the rich text is refused before Editor.js splits it into blocks.
    await page.$eval('textarea[name=content-html]', (element) => {
      const area = element as HTMLTextAreaElement;
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      setter.call(area, '<p>Kept.</p>');
      area.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await (await buttonByText('Rich text')).click();
    await page.waitForSelector('.rich-text-content .ce-paragraph');
    const refused = await page.$eval('.rich-text-content .ce-paragraph', (paragraph) => {
      const data = new DataTransfer();
      data.setData('text/plain', 'x'.repeat(5 * 1024 * 1024));
      const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
      paragraph.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(refused).to.equal(true);
    await waitForToast('Paste too large');
    expect(await contentText()).to.equal('Kept.');
  });
});
