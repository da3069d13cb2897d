import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { ElementHandle } from 'puppeteer-core';
import { htmlModeText } from '#islands/dashboard/editor/html-mode.ts';
import { request } from '../helpers/http.ts';
import {
  api,
  app,
  blogDashboardPerTest,
  buttonByText,
  editPost,
  editorReady,
  htmlOf,
  openDashboard,
  openEditor,
  page,
  typeInto,
  waitForToast,
} from '../helpers/blog-dashboard.ts';

/** A post in stored form with every kind of formatting the editor supports. */
const richContent =
  '<h1>Heading one</h1><h2>Heading two</h2><h3>Heading three</h3>' +
  '<p><strong>Bold</strong>, <em>italic</em>, <u>underline</u>, <s>strike</s>, <code>code</code> and <a href="https://example.com/a?b=1&amp;c=2">a link</a>.</p>' +
  '<ul><li>One</li><li>Two<ul><li>Nested</li></ul></li></ul><ol><li>First</li><li>Second</li></ol>' +
  '<blockquote>A quote with <em>emphasis</em></blockquote>' +
  '<pre><code>if (a &lt; b) {\n  return "&lt;b&gt;";\n}</code></pre>' +
  '<p><span class="text-red">Red text</span> and <span class="bg-teal">teal background</span></p>';
const richExcerpt = '<strong>Short</strong> and <em>sweet</em> with <a href="https://example.com">a link</a>';

describe('Blog dashboard in the browser', () => {
  blogDashboardPerTest();

  describe('writing, publishing and deleting posts', postLifecycleTests);
  describe("the editor's fields, modes and Markdown upload", editorFieldTests);
});

function postLifecycleTests() {
  it('creates a draft, keeps it off /blog, publishes it, edits it and deletes it after confirmation', async function () {
    // Three pages and four saves, on a shared machine.
    this.timeout(120_000);
    await openDashboard();
    expect(await page.evaluate(() => document.body.textContent)).to.include('No blog posts yet');
    await Promise.all([page.waitForNavigation(), page.click('::-p-xpath(//a[normalize-space(.)="Create First Post"])')]);
    expect(new URL(page.url()).pathname).to.equal('/dashboard/posts/new');
    await editorReady();

    await page.type('#post-title', 'Clean Claims: A Checklist!');
    expect(await page.$eval('input[name=slug]', (input) => (input as HTMLInputElement).value)).to.equal('clean-claims-a-checklist');
    await typeInto('.rich-text-excerpt .ce-paragraph', 'Why claims fail');
    await typeInto('.rich-text-content .ce-paragraph', 'Verify eligibility before every visit.');
    await (await buttonByText('Save draft')).click();
    expect(await waitForToast('Draft saved')).to.include('Draft saved');

    // A draft is not public.
    expect((await request(`${app.url}/blog`)).text).not.to.include('Clean Claims');
    expect((await request(`${app.url}/blog/clean-claims-a-checklist`)).status).to.equal(404);

    // Publish.
    await openDashboard();
    expect(await page.$eval('.dashboard-post .badge', (badge) => badge.textContent)).to.equal('Draft');
    await editPost('Clean Claims: A Checklist!');
    await (await buttonByText('Publish')).click();
    await waitForToast('Post published');
    expect((await request(`${app.url}/blog`)).text).to.include('Clean Claims: A Checklist!');
    const published = await request(`${app.url}/blog/clean-claims-a-checklist`);
    expect(published.status).to.equal(200);
    expect(published.text).to.include('<p>Verify eligibility before every visit.</p>');

    // Edit the title: the slug stays as it was, and Update makes it public.
    await page.click('#post-title', { count: 3 });
    await page.keyboard.type('Clean Claims, Revised');
    expect(await page.$eval('input[name=slug]', (input) => (input as HTMLInputElement).value)).to.equal('clean-claims-a-checklist');
    await (await buttonByText('Update')).click();
    await waitForToast('Post updated');
    expect((await request(`${app.url}/blog/clean-claims-a-checklist`)).text).to.include('Clean Claims, Revised');

    // Delete, with confirmation, from the list.
    await openDashboard();
    expect(await page.$eval('.dashboard-post .badge', (badge) => badge.textContent)).to.equal('Published');
    await (await page.waitForSelector('button[aria-label="Delete Clean Claims, Revised"]'))!.click();
    const dialog = await page.waitForSelector('dialog.confirm-dialog[open]');
    expect(await dialog!.evaluate((element) => element.textContent))
      .to.include('Are you sure you want to delete')
      .and.include('Clean Claims, Revised');
    expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal('Cancel');
    await (await buttonByText('Delete')).click();
    await waitForToast('Post deleted');
    await page.waitForFunction(() => document.body.textContent?.includes('No blog posts yet'));
    expect((await request(`${app.url}/blog/clean-claims-a-checklist`)).status).to.equal(404);
  });

  it('links each post to its page and duplicates it from the list', async () => {
    await api('POST', '/api/admin/blog', { title: 'Listed', slug: 'listed', excerpt: 'e', content: '<p>c</p>', published: true, authorId: '' });
    await api('POST', '/api/admin/blog', { title: 'Unlisted', slug: 'unlisted', excerpt: 'e', content: '<p>c</p>', published: false, authorId: '' });
    await openDashboard();
    expect(await page.$eval('a[aria-label="View Listed (new tab)"]', (link) => link.getAttribute('href'))).to.equal('/blog/listed');
    expect(await page.$eval('a[aria-label="Preview Unlisted (new tab)"]', (link) => link.getAttribute('href'))).to.equal('/blog/unlisted');
    await Promise.all([page.waitForNavigation(), page.click('button[aria-label="Duplicate Listed"]')]);
    await editorReady();
    expect(await page.$eval('#post-title', (input) => (input as HTMLTextAreaElement).value)).to.equal('Copy of Listed');
  });
}

function editorFieldTests() {
  it('says in the empty body how to add blocks, and "/" does open the block menu', async () => {
    await openDashboard();
    await openEditor('/dashboard/posts/new');
    const placeholder = await page.$eval('.rich-text-content .ce-paragraph', (paragraph) => paragraph.getAttribute('data-placeholder-active') ?? '');
    expect(placeholder).to.include('Type /').and.include('+ button').and.not.include('Tab');
    await page.click('.rich-text-content .ce-paragraph');
    expect(await page.$('.rich-text-content .ce-toolbox .ce-popover--opened')).to.equal(null);
    await page.keyboard.type('/');
    await page.waitForSelector('.rich-text-content .ce-popover--opened', { timeout: 3000 });
  });

  it('saves nothing without a title, and says so', async () => {
    await openDashboard();
    await openEditor('/dashboard/posts/new');
    await typeInto('.rich-text-content .ce-paragraph', 'Only a body');
    await page.waitForFunction(() => document.querySelector('.post-editor-status')?.textContent === 'Not saved: add a title to save the draft');
    expect((await api('GET', '/api/admin/blog')).body).to.deep.equal([]);
  });

  it('shows the server message at the slug when the slug is taken', async () => {
    await api('POST', '/api/admin/blog', { title: 'Taken', slug: 'taken', excerpt: 'e', content: '<p>c</p>', published: false, authorId: '' });
    await openDashboard();
    await openEditor('/dashboard/posts/new');
    await page.type('#post-title', 'Taken');
    await page.waitForSelector('[data-field=slug] .field-error');
    expect(await page.$eval('[data-field=slug] .field-error', (element) => element.textContent)).to.include('A post with this slug already exists');
    expect(await page.$eval('.post-editor-status', (element) => element.textContent)).to.include('Not saved: A post with this slug already exists');
  });

  it('reopens a post with all its formatting and saves it unchanged', async () => {
    await api('POST', '/api/admin/blog', { title: 'Rich', slug: 'rich', excerpt: richExcerpt, content: richContent, published: true, authorId: '' });
    const before = await htmlOf('rich');
    expect(before.content).to.equal(richContent);
    await openDashboard();
    await editPost('Rich');
    expect(await page.$$eval('.rich-text-content .ce-header', (headers) => headers.map((header) => header.tagName))).to.deep.equal(['H1', 'H2', 'H3']);
    expect(await page.$eval('.rich-text-content', (element) => element.querySelector('span.text-red')?.textContent)).to.equal('Red text');
    await (await buttonByText('Update')).click();
    await waitForToast('Post updated');
    const after = await htmlOf('rich');
    expect(after.content).to.equal(richContent);
    expect(after.excerpt).to.equal(richExcerpt);
  });

  it('switches to HTML mode and back without losing content', async () => {
    await api('POST', '/api/admin/blog', { title: 'Html', slug: 'html', excerpt: 'e', content: richContent, published: false, authorId: '' });
    await openDashboard();
    await editPost('Html');
    await (await buttonByText('HTML')).click();
    const textarea = await page.waitForSelector('textarea[name=content-html]');
    expect(await textarea!.evaluate((element) => (element as HTMLTextAreaElement).rows)).to.equal(20);
    // Indented, one block element a line (test/unit/editor-html.test.ts has the format).
    expect(await textarea!.evaluate((element) => (element as HTMLTextAreaElement).value)).to.equal(htmlModeText(richContent));
    // Edit the HTML, back to rich text, and to HTML again: the edit is there.
    await textarea!.evaluate((element) => {
      const area = element as HTMLTextAreaElement;
      area.focus();
      area.setSelectionRange(area.value.length, area.value.length);
    });
    await page.keyboard.type('<h4>Added in HTML</h4><img src=x onerror=alert(1)>');
    await (await buttonByText('Rich text')).click();
    await page.waitForFunction(() => [...document.querySelectorAll('.rich-text-content .ce-header')].some((header) => header.textContent === 'Added in HTML'));
    expect(await page.$('.rich-text-content img')).to.equal(null);
    await (await buttonByText('HTML')).click();
    const again = await page.$eval('textarea[name=content-html]', (element) => (element as HTMLTextAreaElement).value);
    expect(again).to.equal(htmlModeText(`${richContent}<h4>Added in HTML</h4>`));
    await (await buttonByText('Save draft')).click();
    await waitForToast('Draft saved');
    expect((await htmlOf('html')).content).to.equal(`${richContent}<h4>Added in HTML</h4>`);
  });

  it('uploads Markdown into the content and refuses other files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rcm-markdown-'));
    const markdown = join(dir, 'post.md');
    writeFileSync(
      markdown,
      '# Title\n\nSome **bold**, _italic_ and ~~gone~~ text with [a link](https://example.com).\n\n- one\n- two\n\n```\nx < y\n```\n\n<script>alert(1)</script>\n',
    );
    const text = join(dir, 'notes.txt');
    writeFileSync(text, 'plain');
    await openDashboard();
    await openEditor('/dashboard/posts/new');
    const input = (await page.$('input[type=file]')) as ElementHandle<HTMLInputElement>;
    await input.uploadFile(text);
    expect(await waitForToast('Invalid file type')).to.include('Please upload a .md (markdown) file');
    await input.uploadFile(markdown);
    await waitForToast('Markdown uploaded');
    // The file's H1 is the title (decision 033), not a second h1 in the body; the script is named in the summary.
    expect(await page.$eval('#post-title', (element) => (element as HTMLTextAreaElement).value)).to.equal('Title');
    expect(await page.$eval('.import-summary', (element) => element.textContent)).to.include('A <script> element was removed with its content.');
    await (await buttonByText('HTML')).click();
    const html = await page.$eval('textarea[name=content-html]', (element) => (element as HTMLTextAreaElement).value);
    expect(html).to.equal(
      htmlModeText(
        '<p>Some <strong>bold</strong>, <em>italic</em> and <s>gone</s> text with <a href="https://example.com">a link</a>.</p>' +
          '<ul><li>one</li><li>two</li></ul><pre><code>x &lt; y</code></pre>',
      ),
    );
  });
}
