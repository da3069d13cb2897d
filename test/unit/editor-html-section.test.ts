/**
 * The Editor.js field of a page's rich text section (kind `section`): it opens stored section HTML as blocks and
 * saves them as what sanitizeRichText keeps unchanged, and it keeps nothing the section's allowlist refuses
 * (images, tables, code, dividers, colours, headings outside h2 to h4, quote captions).
 */
import { expect } from 'chai';
import { blocksToHtml } from '#islands/dashboard/editor/blocks-to-html.ts';
import { htmlToBlocks } from '#islands/dashboard/editor/html-to-blocks.ts';
import { sanitizeRichText } from '#server/blog/sanitize.server.ts';

const roundTrip = (html: string) => blocksToHtml(htmlToBlocks(html, 'section'), 'section');

describe('The rich text section field’s HTML mapping', () => {
  const stored: Record<string, string> = {
    headings: '<h2>Two</h2><h3>Three</h3><h4>Four</h4>',
    marks: '<p><strong>Bold</strong>, <em>italic</em>, <u>underline</u>, <s>strike</s> and <strong><em>both</em></strong>.<br />A second line.</p>',
    links: '<p>See <a href="/solutions">our solutions</a> and <a href="https://x.example" target="_blank" rel="noopener noreferrer">a new tab</a>.</p>',
    lists: '<ul><li>One</li><li>Two<ul><li>Two a</li></ul></li></ul><ol><li>First</li></ol>',
    quote: '<blockquote>Clean claims, <em>fast</em> pay.</blockquote>',
  };
  for (const [name, html] of Object.entries(stored)) {
    it(`opens and saves ${name} unchanged, as the sanitizer keeps them`, () => {
      expect(sanitizeRichText(html), 'stored form').to.equal(html);
      expect(roundTrip(html)).to.equal(html);
    });
  }

  it('moves headings outside h2 to h4 into that range', () => {
    expect(roundTrip('<h1>One</h1><h5>Five</h5><h6>Six</h6>')).to.equal('<h2>One</h2><h4>Five</h4><h4>Six</h4>');
  });

  it('keeps an image of the media library, and no other image, table, code, divider, colour or quote caption', () => {
    const html =
      '<figure class="image-column"><img src="/media/0123456789abcdef0123.webp" alt="A claim" /></figure>' +
      '<p><img src="https://tracker.example/x.png" alt="Elsewhere" /></p>' +
      '<table><tbody><tr><td>cell</td></tr></tbody></table><pre><code>let a = 1;</code></pre><hr>' +
      '<p><span class="text-red">Red</span> and <code>code</code></p>' +
      '<figure class="quote"><blockquote>Quoted</blockquote><figcaption>Jane Roe</figcaption></figure>';
    const blocks = htmlToBlocks(html, 'section');
    expect(blocks.filter((block) => block.type === 'image')).to.have.length(1);
    expect(blocks.map((block) => block.type)).to.not.include.members(['table', 'code', 'delimiter']);
    const saved = roundTrip(html);
    expect(saved).to.not.match(/<(?:table|pre|code|hr|span|figcaption)\b/);
    expect(saved).to.equal(
      '<figure class="image-column"><img src="/media/0123456789abcdef0123.webp" alt="A claim" /></figure><p>cell</p><p>let a = 1;</p><p>Red and code</p><blockquote>Quoted</blockquote><p>Jane Roe</p>',
    );
    expect(sanitizeRichText(saved)).to.equal(saved);
  });
});
