/**
 * Markdown import and the HTML mode in the post editor (decision 033), with real
 * Editor.js in Chromium: an upload into a post with content asks first, a
 * table comes out as a table on the public page, the HTML mode is indented and
 * keeps a quote's caption, huge inputs are refused with a message.
 * Screenshots go to /tmp/import/ when SCREENSHOTS=1.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { ElementHandle, Page } from 'puppeteer-core';
import sharp from 'sharp';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { newPage } from '../helpers/browser.ts';
import { callJson } from '../helpers/http.ts';
import { setCookies } from '../helpers/signed-in.ts';

const own = '/media/0123456789abcdef0123.png';
const quoteWithCaption =
  '<p>Before the quote.</p><figure class="quote"><blockquote>Clean claims, <em>fast</em> pay.</blockquote><figcaption>Jane Roe, billing lead</figcaption></figure><p>After.</p>';

describe('Markdown import and HTML mode in the browser', () => {
  let app: TestApp;
  let cookie: string;
  let page: Page;
  const files = mkdtempSync(join(tmpdir(), 'rcm-import-'));
  const shots = process.env.SCREENSHOTS === '1' ? '/tmp/import' : null;
  if (shots) mkdirSync(shots, { recursive: true });

  beforeEach(async () => {
    app = await startTestApp();
    cookie = await signIn(app);
  });
  afterEach(async () => {
    // A skipped test leaves the previous test's page, already closed.
    if (page && !page.isClosed()) await page.close();
    await app.close();
  });

  const api = (method: string, path: string, body?: unknown) => callJson(`${app.url}${path}`, method, cookie, body);
  const postBySlug = async (slug: string) =>
    ((await api('GET', '/api/admin/blog')).body as { id: number; slug: string; title: string; content: string }[]).find((post) => post.slug === slug)!;

  function file(name: string, text: string): string {
    const path = join(files, name);
    writeFileSync(path, text);
    return path;
  }

  async function open(options: { width?: number; colorScheme?: 'light' | 'dark' } = {}): Promise<void> {
    page = await newPage({ width: options.width ?? 1280, height: 900, colorScheme: options.colorScheme ?? 'light' });
    await setCookies(page, app, cookie);
    await page.goto(`${app.url}/dashboard/posts`);
    await page.waitForFunction(() => !document.body.textContent?.includes('Loading posts...'));
  }

  const editorReady = () => page.waitForSelector('.rich-text-content .rich-text-frame[aria-busy="false"] .codex-editor .ce-block', { timeout: 10_000 });
  const buttonByText = async (text: string, within = ''): Promise<ElementHandle<Element>> =>
    (await page.waitForSelector(`::-p-xpath(${within}//button[normalize-space(.)="${text}"])`))!;
  const waitForToast = (title: string) =>
    page.waitForFunction((expected) => [...document.querySelectorAll('.toast-title')].some((element) => element.textContent === expected), {}, title);
  const toastDescription = (title: string) =>
    page.$$eval(
      '.toast',
      (toasts, expected) =>
        toasts.find((toast) => toast.querySelector('.toast-title')?.textContent === expected)?.querySelector('.toast-description')?.textContent ?? '',
      title,
    );
  const upload = async (...paths: string[]) => ((await page.$('.markdown-upload input[type=file]')) as ElementHandle<HTMLInputElement>).uploadFile(...paths);
  const contentText = () => page.$eval('.rich-text-content .codex-editor', (element) => (element as HTMLElement).innerText);
  const shot = async (name: string) => {
    if (!shots) return;
    // Two frames: a scrolled dialog is painted after the scroll, not before.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: join(shots, `${name}.png`) as `${string}.png`, fullPage: false });
  };

  /** The post's full-page editor, from its link in the list. */
  async function editPost(title: string): Promise<void> {
    await Promise.all([page.waitForNavigation(), page.click(`a[aria-label="Edit ${title}"]`)]);
    await editorReady();
  }

  it('asks before importing into a post with content; Cancel (and Escape) keep the body; Add to the end appends', async () => {
    await api('POST', '/api/admin/blog', {
      title: 'Existing',
      slug: 'existing',
      excerpt: 'e',
      content: '<p>The body written by hand.</p>',
      published: false,
      authorId: '',
    });
    await open();
    await editPost('Existing');
    const markdown = file('more.md', '# A different title\n\nImported paragraph.\n');
    await upload(markdown);
    const dialog = await page.waitForSelector('dialog.import-dialog[open]');
    const dialogText = await dialog!.evaluate((element) => element.textContent ?? '');
    expect(dialogText).to.include('This post already has content');
    expect(dialogText).to.include('Use “A different title” as the title');
    // Focus starts on Cancel: a reflex Enter loses nothing.
    expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal('Cancel');
    await shot('import-dialog-1280-light');
    await (await buttonByText('Cancel', '//dialog[@open]')).click();
    await page.waitForSelector('dialog.import-dialog', { hidden: true });
    expect(await contentText()).to.include('The body written by hand.');
    expect(await contentText()).not.to.include('Imported paragraph');
    expect(await page.$('.import-summary')).to.equal(null);

    await upload(markdown);
    await page.waitForSelector('dialog.import-dialog[open]');
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog.import-dialog', { hidden: true });
    // Escape closed only the question, not the editor, and changed nothing.
    expect(await page.$('.post-editor-page')).not.to.equal(null);
    expect(await contentText()).not.to.include('Imported paragraph');

    await upload(markdown);
    await page.waitForSelector('dialog.import-dialog[open]');
    await (await buttonByText('Add to the end', '//dialog[@open]')).click();
    await page.waitForFunction(() => document.querySelector('.rich-text-content .codex-editor')?.textContent?.includes('Imported paragraph'));
    expect(await contentText()).to.include('The body written by hand.');
    // The title was not ticked: it stays.
    expect(await page.$eval('#post-title', (input) => (input as HTMLTextAreaElement).value)).to.equal('Existing');
    await page.waitForSelector('.import-summary');
    await (await buttonByText('Save draft')).click();
    await waitForToast('Draft saved');
    expect((await postBySlug('existing')).content).to.equal('<p>The body written by hand.</p><p>Imported paragraph.</p>');
  });

  it('imports a file with an H1, a table and images: the H1 is the title, the summary names what was left out, the public page shows a table', async () => {
    const markdown = file(
      'guide.md',
      [
        '---',
        'excerpt: How payers compare',
        'slug: payer-guide',
        'author: Jane',
        '---',
        '# Payer guide',
        '',
        'Days in A/R by payer:',
        '',
        '| Payer | Days in A/R |',
        '|-------|------------:|',
        '| **Aetna** | 28 |',
        '| BCBS | 41 |',
        '',
        `![Front desk](${own})`,
        '',
        '![Chart](https://cdn.example/chart.png)',
        '',
        '<script>alert(1)</script>',
      ].join('\n'),
    );
    await open();
    await Promise.all([page.waitForNavigation(), page.click('::-p-xpath(//a[normalize-space(.)="New Post"])')]);
    await editorReady();
    await upload(markdown);
    await waitForToast('Markdown uploaded');
    // An empty post takes it at once: nothing to lose, nothing to ask.
    expect(await page.$('dialog.import-dialog[open]')).to.equal(null);
    expect(await page.$eval('#post-title', (input) => (input as HTMLTextAreaElement).value)).to.equal('Payer guide');
    expect(await page.$eval('input[name=slug]', (input) => (input as HTMLInputElement).value)).to.equal('payer-guide');
    expect(await page.$('.rich-text-content .tc-table')).not.to.equal(null);
    expect(await page.$$eval('.rich-text-content .ce-header', (headers) => headers.length)).to.equal(0);
    const summary = await page.$eval('.import-summary', (element) => (element as HTMLElement).innerText);
    expect(summary).to.include('Imported guide.md');
    expect(summary).to.include('Filled from the file: title, excerpt, slug');
    expect(summary).to.include('Image “Chart” (https://cdn.example/chart.png) was not imported');
    expect(summary).to.include('A <script> element was removed with its content.');
    expect(summary).to.include('Column alignment');
    expect(summary).to.include('Front matter field not used: author');
    await shot('import-summary-1280-light');
    await (await buttonByText('Publish')).click();
    await waitForToast('Post published');

    const stored = await postBySlug('payer-guide');
    expect(stored.title).to.equal('Payer guide');
    expect(stored.content).to.equal(
      '<p>Days in A/R by payer:</p><table><thead><tr><th>Payer</th><th>Days in A/R</th></tr></thead><tbody><tr><td><strong>Aetna</strong></td><td>28</td></tr><tr><td>BCBS</td><td>41</td></tr></tbody></table>' +
        `<figure class="image-column"><img src="${own}" alt="Front desk" /></figure><p><a href="https://cdn.example/chart.png">Chart</a></p>`,
    );

    await page.goto(`${app.url}/blog/payer-guide`);
    const table = await page.$eval('.post-content table', (element) => ({
      headers: [...element.querySelectorAll('thead tr th')].map((cell) => cell.textContent),
      rows: [...element.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
      region: element.parentElement?.getAttribute('role'),
    }));
    expect(table).to.deep.equal({
      headers: ['Payer', 'Days in A/R'],
      rows: [
        ['Aetna', '28'],
        ['BCBS', '41'],
      ],
      region: 'region',
    });
    // One h1 on the page: the title.
    expect(await page.$$eval('h1', (headings) => headings.map((heading) => heading.textContent))).to.deep.equal(['Payer guide']);
    await shot('public-table-1280-light');
    await page.setViewport({ width: 375, height: 800 });
    await page.evaluate(() => document.querySelector('.post-content table')?.scrollIntoView());
    await shot('public-table-375-light');
    // The page itself never scrolls sideways; the table's region does if it must.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).to.equal(true);
  });

  it('uploads the image files a Markdown file names, chosen with it, after the question; the public page shows them as <picture>', async () => {
    const png = join(files, 'Front Desk.png');
    await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 15, g: 92, b: 110 } } })
      .png()
      .toFile(png);
    const stray = join(files, 'stray.png');
    await sharp({ create: { width: 20, height: 20, channels: 3, background: { r: 200, g: 0, b: 0 } } })
      .png()
      .toFile(stray);
    const markdown = file('with-image.md', '# With an image\n\n![The front desk](images/Front%20Desk.png)\n\nAfter the image.\n');
    await api('POST', '/api/admin/blog', { title: 'Pictured', slug: 'pictured', excerpt: 'e', content: '<p>Old body.</p>', published: true, authorId: '' });
    await open();
    await editPost('Pictured');
    await upload(markdown, png, stray);
    await page.waitForSelector('dialog.import-dialog[open]');
    expect(await page.$eval('dialog.import-dialog', (element) => element.textContent)).to.include('The file has 1 image and 1 paragraph.');
    // Cancel uploads nothing.
    await (await buttonByText('Cancel', '//dialog[@open]')).click();
    expect((await api('GET', '/api/admin/media')).body).to.deep.include({ total: 0 });
    await upload(markdown, png, stray);
    await (await buttonByText('Replace the content', '//dialog[@open]')).click();
    await page.waitForSelector('.import-summary');
    const summary = await page.$eval('.import-summary', (element) => (element as HTMLElement).innerText);
    expect(summary).to.include('The image file stray.png was chosen but the Markdown does not name it');
    await page.evaluate(() => document.querySelector('.rich-text-content')?.scrollIntoView({ behavior: 'instant' }));
    await shot('editor-after-image-import-1280-light');
    const media = (await api('GET', '/api/admin/media')).body as { total: number; items: { url: string; alt: string; fileName: string }[] };
    expect(media.total).to.equal(1);
    expect(media.items[0]).to.include({ alt: 'The front desk', fileName: 'Front Desk.png' });
    await (await buttonByText('Update')).click();
    await waitForToast('Post updated');
    expect((await postBySlug('pictured')).content).to.equal(
      `<figure class="image-column"><img src="${media.items[0]!.url}" alt="The front desk" /></figure><p>After the image.</p>`,
    );
    await page.goto(`${app.url}/blog/pictured`);
    const picture = await page.$eval('.post-content figure picture', (element) => ({
      sources: [...element.querySelectorAll('source')].map((source) => source.getAttribute('type')),
      alt: element.querySelector('img')?.getAttribute('alt'),
      loaded: (element.querySelector('img') as HTMLImageElement).complete,
    }));
    expect(picture.sources).to.deep.equal(['image/avif', 'image/webp']);
    expect(picture.alt).to.equal('The front desk');
    await shot('public-image-1280-light');
  });

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
