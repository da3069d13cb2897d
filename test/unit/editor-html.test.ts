import { expect } from 'chai';
import { blocksToHtml } from '#islands/dashboard/editor/blocks-to-html.ts';
import { htmlToBlocks } from '#islands/dashboard/editor/html-to-blocks.ts';
import { sanitizeContent, sanitizeExcerpt } from '#server/blog/sanitize.server.ts';
import { xssPayloads } from '../helpers/xss-corpus.ts';

/** Stored content as the server keeps it: each must survive open → save unchanged. */
const storedContent: Record<string, string> = {
  headings: '<h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>',
  emphasis: '<p><strong>Bold</strong>, <em>italic</em>, <u>underline</u>, <s>strike</s> and <code>code</code> with <strong><em>both</em></strong>.</p>',
  links: '<p>See <a href="https://example.com/a?b=1&amp;c=2">a link</a>, <a href="mailto:a@b.example" title="Mail &quot;us&quot;">mail</a> and <a href="https://x.example" target="_blank" rel="noopener noreferrer">a new tab</a>.</p>',
  lists: '<ul><li>One</li><li>Two<ul><li>Two a</li><li>Two b<ul><li>deep</li></ul></li></ul></li><li><strong>Three</strong></li></ul><ol><li>First</li><li>Second<ol><li>Nested</li></ol></li></ol>',
  quote: '<blockquote>Clean claims, <em>fast</em> pay.</blockquote>',
  code: '<pre><code>if (a &lt; b &amp;&amp; c &gt; d) {\n  return "&lt;script&gt;";\n}</code></pre>',
  colours: '<p><span class="text-red">Red</span>, <span class="bg-teal">teal background</span> and <span class="text-blue bg-gray">both</span>.</p>',
  breaks: '<p>Line one<br />Line two</p>',
  text: "<p>Ünïcödé ねこ O'Hara &lt;not a tag&gt; 5 &gt; 3 \"quoted\" &amp; more</p>",
};

function saveAfterOpening(html: string, kind: 'content' | 'excerpt' = 'content'): string {
  return blocksToHtml(htmlToBlocks(html, kind), kind);
}

describe('Editor HTML round trip', () => {
  for (const [name, html] of Object.entries(storedContent)) {
    it(`reopens and saves ${name} unchanged`, () => {
      expect(sanitizeContent(html), 'fixture is stored form').to.equal(html);
      expect(saveAfterOpening(html)).to.equal(html);
    });
  }

  it('reopens and saves a whole post unchanged', () => {
    const html = Object.values(storedContent).join('');
    expect(saveAfterOpening(html)).to.equal(html);
  });

  it('maps stored HTML to Editor.js blocks the tools understand', () => {
    const blocks = htmlToBlocks(
      '<h2>Title <strong>bold</strong></h2><p><em>i</em> <u>u</u> <s>s</s> <code>c</code> <span class="text-red">r</span></p>' +
        '<ol><li>a<ol><li>b</li></ol></li></ol><blockquote>q</blockquote><pre><code>x &lt; y</code></pre>',
    );
    expect(blocks).to.deep.equal([
      { type: 'header', data: { text: 'Title <b>bold</b>', level: 2 } },
      {
        type: 'paragraph',
        data: { text: '<i>i</i> <u class="cdx-underline">u</u> <s class="cdx-strikethrough">s</s> <code class="inline-code">c</code> <span class="text-red">r</span>' },
      },
      { type: 'list', data: { style: 'ordered', meta: {}, items: [{ content: 'a', meta: {}, items: [{ content: 'b', meta: {}, items: [] }] }] } },
      { type: 'quote', data: { text: 'q', caption: '', alignment: 'left' } },
      { type: 'code', data: { code: 'x < y' } },
    ]);
  });

  it('is stable for HTML that is not in stored form: the second save equals the first', () => {
    const messy = [
      '<div><p>In a div</p>loose <b>text</b><br>after</div>',
      '<h2>Heading</h2>\n\n<p>Para with <strike>old strike</strike> and <del>del</del></p>',
      '<ul><li><p>Loose item</p><p>second para</p></li><li>Tight</li></ul>',
      '<blockquote><p>Quoted</p><p>twice</p></blockquote>',
      '<p><span class="text-red evil">red</span><span>plain</span><a href="javascript:alert(1)">bad</a></p>',
      '<table><tr><td>cell</td></tr></table>',
      '<p>&nbsp;</p><p></p><p>After empties</p>',
    ].join('');
    const first = saveAfterOpening(messy);
    expect(saveAfterOpening(first)).to.equal(first);
    expect(sanitizeContent(first)).to.equal(first);
    expect(first).to.include('<p>In a div</p><p>loose <strong>text</strong><br />after</p>');
    expect(first).to.include('<s>old strike</s> and <s>del</s>');
    expect(first).to.include('<li>Loose item<br />second para</li>');
    expect(first).to.include('<blockquote>Quoted<br />twice</blockquote>');
    expect(first).to.include('<p><span class="text-red">red</span>plain<a>bad</a></p>');
    expect(first).not.to.include('<p>\u00a0</p>');
  });

  it('keeps the excerpt within its allowlist and stable', () => {
    const excerpt = '<strong>Short</strong> and <em>sweet</em> with <a href="https://a.example">a link</a><ul><li><u>one</u></li></ul>';
    expect(sanitizeExcerpt(excerpt)).to.equal(excerpt);
    expect(saveAfterOpening(excerpt, 'excerpt')).to.equal(excerpt);
    const fromContent = saveAfterOpening('<h2>Head</h2><p>Para <span class="text-red">red</span><br>next</p>', 'excerpt');
    expect(fromContent).to.equal('Head Para red next');
  });

  it('lets no XSS corpus payload into the editor or out of it', () => {
    for (const { id, payload } of xssPayloads) {
      const blocks = JSON.stringify(htmlToBlocks(payload));
      expect(blocks, id).not.to.match(/<(script|img|svg|iframe|style|math|form|details|meta|xmp|noscript|textarea)\b/i);
      // Text is escaped, so every "<" left is a tag: none may carry a handler or a script URL.
      expect(blocks, id).not.to.match(/<[^>]*(\son\w+\s*=|javascript:)/i);
      const saved = saveAfterOpening(payload);
      expect(sanitizeContent(saved), id).to.equal(saved);
    }
  });

  it('escapes a script typed into a code block', () => {
    expect(blocksToHtml([{ type: 'code', data: { code: '<script>alert(1)</script>' } }])).to.equal('<pre><code>&lt;script&gt;alert(1)&lt;/script&gt;</code></pre>');
  });

  it('writes a quote without a caption dash', () => {
    expect(blocksToHtml([{ type: 'quote', data: { text: 'Q', caption: '', alignment: 'left' } }])).to.equal('<blockquote>Q</blockquote>');
  });

  it('keeps empty list items that carry a nested list', () => {
    const html = blocksToHtml([{ type: 'list', data: { style: 'unordered', meta: {}, items: [{ content: '', meta: {}, items: [{ content: 'x', meta: {}, items: [] }] }] } }]);
    expect(html).to.equal('<ul><li><ul><li>x</li></ul></li></ul>');
  });
});
