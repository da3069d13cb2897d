/**
 * A paste into the post editor keeps its structure (docs/product/blog.md#pasting): clipboard HTML shaped as Google
 * Docs, Microsoft Word and a web page write it (test/fixtures/paste/, our own words) is pasted into an empty
 * paragraph, with the page's CSP in force, and the saved post has its headings, nested lists, quote, links, tables,
 * bold and italic, and nothing the allowlist drops, with no CSP error in the console.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { newPage } from '../helpers/browser.ts';
import { setCookies } from '../helpers/signed-in.ts';
import { editorIdle, editorReady, waitForStatus } from '../helpers/post-editor.ts';
import { app, cookie, createPost, pages, postById, postEditorPerTest } from '../helpers/post-editor-app.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/paste/${name}`, import.meta.url), 'utf8');

/** Pastes `html` into a new empty paragraph after the post's first one; the saved content and the console's errors. */
async function pasteIntoPost(html: string): Promise<{ content: string; errors: string[]; page: Page }> {
  const post = await createPost({ title: `Pasted ${Math.random().toString(36).slice(2, 8)}`, content: '<p>Intro.</p>' });
  const page = await newPage({ width: 1280, height: 800 });
  pages.push(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await setCookies(page, app, cookie);
  await page.goto(`${app.url}/dashboard/posts/${post.id}`);
  await editorReady(page);
  await page.click('.rich-text-content .ce-paragraph');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await editorIdle(page);
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', 'plain text');
    document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
  await editorIdle(page);
  await waitForStatus(page, 'Saved', 30_000);
  return { content: (await postById(post.id)).content, errors, page };
}

const link = (href: string, text: string) => new RegExp(`<a href="${href.replace(/[.]/g, '\\.')}"[^>]*>${text}</a>`);

describe('Pasting into the post editor', function () {
  this.timeout(120_000);
  postEditorPerTest();

  it('keeps the structure of a copy from Google Docs', async () => {
    const { content, errors } = await pasteIntoPost(fixture('google-docs.html'));
    expect(content).to.include('<p>Intro.</p><h2>Before a claim goes out</h2>');
    expect(content).to.include('<p>Check <strong>every</strong> field <em>twice</em>, and read the ');
    expect(content).to.match(link('https://example.com/payer-rules', 'payer rules'));
    expect(content).to.include('<ul><li>Eligibility<ul><li>Coverage on the date of service</li></ul></li><li>Coding</li></ul>');
    expect(content).to.match(/<table>.*Step.*Owner.*Scrub.*Biller.*<\/table>/);
    expect(content).not.to.match(/font-weight|style=|docs-internal/);
    expect(errors).to.deep.equal([]);
  });

  it('keeps the structure of a copy from Word', async () => {
    const { content, errors } = await pasteIntoPost(fixture('word.html'));
    expect(content).to.include('<h2>Denials we see most</h2>');
    expect(content).to.include('<strong>missing</strong> authorisations and <em>stale</em> coverage');
    expect(content).to.match(link('https://example.com/denials', 'denial guide'));
    expect(content).to.include('<ul><li>Front desk<ul><li>Insurance card scanned</li></ul></li><li>Billing office</li></ul>');
    expect(content).to.include('<ol><li>Verify</li><li>Submit</li></ol>');
    expect(content).to.include('<blockquote>A clean claim is paid once.</blockquote>');
    expect(content).to.match(/<table>.*Reason.*Share.*Eligibility.*Most.*<\/table>/);
    expect(content).not.to.match(/·|mso-|Mso|@list/);
    expect(errors).to.deep.equal([]);
  });

  it('keeps the structure of a copy from a web page and drops what the allowlist does not allow', async () => {
    const { content, errors, page } = await pasteIntoPost(fixture('web-page.html'));
    expect(content).to.include('<h3>What to keep on file</h3>');
    expect(content).to.include('Keep the <strong>signed</strong> consent and the <em>original</em> order');
    expect(content).to.match(link('https://example.com/records', 'records page'));
    expect(content).to.include('<ul><li>Consent<ul><li>Signed and dated</li></ul></li><li>Orders</li></ul>');
    expect(content).to.include('<blockquote>Paper that is not filed was never signed.</blockquote>');
    expect(content).to.match(/<table>.*Record.*Kept.*Consent.*7 years.*<\/table>/);
    expect(content).not.to.match(/pixel|iframe|script|style=|class=/);
    expect(await page.evaluate(() => (window as unknown as { pasted?: boolean }).pasted)).to.equal(undefined);
    expect(errors).to.deep.equal([]);
  });
});
