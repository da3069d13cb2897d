/**
 * Markdown import in the post editor (decision 033), with real Editor.js in
 * Chromium: an upload into a post with content asks first, a table comes out as
 * a table on the public page, the images a file names are uploaded with it.
 * The HTML mode and huge inputs: markdown-import-html-mode.test.ts.
 * Screenshots go to /tmp/import/ when SCREENSHOTS=1.
 */
import { join } from 'node:path';
import { expect } from 'chai';
import sharp from 'sharp';
import {
  api,
  app,
  buttonByText,
  contentText,
  editPost,
  editorReady,
  file,
  files,
  markdownImportPerTest,
  open,
  page,
  postBySlug,
  shot,
  upload,
  waitForToast,
} from '../helpers/markdown-import.ts';

const own = '/media/0123456789abcdef0123.png';

describe('Markdown import and HTML mode in the browser', () => {
  markdownImportPerTest();

  describe('importing into a post', importTests);
  describe('image files named by the Markdown', imageFileTests);
});

function importTests() {
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
}

function imageFileTests() {
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
}
