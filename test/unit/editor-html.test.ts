import { expect } from 'chai';
import { blocksToHtml } from '#islands/dashboard/editor/blocks-to-html.ts';
import { htmlToBlocks } from '#islands/dashboard/editor/html-to-blocks.ts';
import { htmlModeText, maxHtmlModeChars, readHtmlModeText } from '#islands/dashboard/editor/html-mode.ts';
import { sanitizeContent, sanitizeExcerpt } from '#server/blog/sanitize.server.ts';
import { postLimits } from '#shared/blog-rules.ts';
import { contentTags, expectSafe } from '../helpers/blog-html-oracle.ts';
import { randomBlockDocument, seededRandom } from '../helpers/block-documents.ts';
import { xssPayloads } from '../helpers/xss-corpus.ts';

/** Stored content as the server keeps it: each must survive open → save unchanged. */
const storedContent: Record<string, string> = {
  headings: '<h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>',
  emphasis: '<p><strong>Bold</strong>, <em>italic</em>, <u>underline</u>, <s>strike</s> and <code>code</code> with <strong><em>both</em></strong>.</p>',
  links:
    '<p>See <a href="https://example.com/a?b=1&amp;c=2">a link</a>, <a href="mailto:a@b.example" title="Mail &quot;us&quot;">mail</a> and <a href="https://x.example" target="_blank" rel="noopener noreferrer">a new tab</a>.</p>',
  lists:
    '<ul><li>One</li><li>Two<ul><li>Two a</li><li>Two b<ul><li>deep</li></ul></li></ul></li><li><strong>Three</strong></li></ul><ol><li>First</li><li>Second<ol><li>Nested</li></ol></li></ol>',
  quote: '<blockquote>Clean claims, <em>fast</em> pay.</blockquote>',
  quoteWithCaption:
    '<figure class="quote"><blockquote>Clean claims, <em>fast</em> pay.</blockquote><figcaption>Jane Roe, <a href="https://example.com/jane">billing lead</a></figcaption></figure>',
  table:
    '<table><thead><tr><th>Payer</th><th>Days in A/R</th></tr></thead><tbody><tr><td><strong>Aetna</strong></td><td>28<br />(median)</td></tr><tr><td></td><td><span class="text-red">41</span></td></tr></tbody></table>',
  tableWithoutHeadings: '<table><tbody><tr><td>a</td><td>b</td></tr></tbody></table>',
  images:
    '<figure class="image-column"><img src="/media/0123456789abcdef0123.webp" alt="A &quot;clean&quot; claim &amp; more" width="960" height="640" /><figcaption>The <em>new</em> form</figcaption></figure>' +
    '<figure class="image-wide"><img src="/media/abcdef0123456789abcd.jpg" alt="" /></figure>' +
    '<figure class="image-column"><img src="/media/abcdef0123456789abcd.gif" /></figure>',
  code: '<pre><code>if (a &lt; b &amp;&amp; c &gt; d) {\n  return "&lt;script&gt;";\n}</code></pre>',
  colours: '<p><span class="text-red">Red</span>, <span class="bg-teal">teal background</span> and <span class="text-blue bg-gray">both</span>.</p>',
  breaks: '<p>Line one<br />Line two</p>',
  text: '<p>Ünïcödé ねこ O\'Hara &lt;not a tag&gt; 5 &gt; 3 "quoted" &amp; more</p>',
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
        data: {
          text: '<i>i</i> <u class="cdx-underline">u</u> <s class="cdx-strikethrough">s</s> <code class="inline-code">c</code> <span class="text-red">r</span>',
        },
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
    const excerpt = '<strong>Short</strong> and <em>sweet</em> with <a href="https://a.example">a link</a> <u>one</u>';
    expect(sanitizeExcerpt(excerpt)).to.equal(excerpt);
    expect(saveAfterOpening(excerpt, 'excerpt')).to.equal(excerpt);
    // The excerpt is one paragraph (docs/product/blog.md#the-excerpt): a list stored before opens as its words.
    const withList = '<strong>Short</strong> and <em>sweet</em> with <a href="https://a.example">a link</a><ul><li><u>one</u></li></ul>';
    expect(saveAfterOpening(withList, 'excerpt')).to.equal(excerpt);
    const fromContent = saveAfterOpening('<h2>Head</h2><p>Para <span class="text-red">red</span><br>next</p>', 'excerpt');
    expect(fromContent).to.equal('Head Para red next');
  });

  it('lets no XSS corpus payload into the editor or out of it, in the editor or the HTML mode', () => {
    for (const { id, payload } of xssPayloads) {
      const read = readHtmlModeText(payload);
      expect(read.ok, id).to.equal(true);
      if (read.ok) expectSafe(read.html, contentTags);
      const blocks = JSON.stringify(htmlToBlocks(payload));
      expect(blocks, id).not.to.match(/<(script|img|svg|iframe|style|math|form|details|meta|xmp|noscript|textarea)\b/i);
      // Text is escaped, so every "<" left is a tag: none may carry a handler or a script URL.
      expect(blocks, id).not.to.match(/<[^>]*(\son\w+\s*=|javascript:)/i);
      const saved = saveAfterOpening(payload);
      expect(sanitizeContent(saved), id).to.equal(saved);
    }
  });

  it('escapes a script typed into a code block', () => {
    expect(blocksToHtml([{ type: 'code', data: { code: '<script>alert(1)</script>' } }])).to.equal(
      '<pre><code>&lt;script&gt;alert(1)&lt;/script&gt;</code></pre>',
    );
  });

  it('writes a quote without a caption dash', () => {
    expect(blocksToHtml([{ type: 'quote', data: { text: 'Q', caption: '', alignment: 'left' } }])).to.equal('<blockquote>Q</blockquote>');
  });

  it('keeps a quote caption as the caption, not in the text (it used to merge into the text)', () => {
    const blocks = htmlToBlocks(storedContent.quoteWithCaption!);
    expect(blocks).to.deep.equal([
      {
        type: 'quote',
        data: { text: 'Clean claims, <i>fast</i> pay.', caption: 'Jane Roe, <a href="https://example.com/jane">billing lead</a>', alignment: 'left' },
      },
    ]);
    expect(htmlToBlocks(htmlModeText(storedContent.quoteWithCaption!))).to.deep.equal(blocks);
  });

  it('reads tables: the thead row, or a first row of th, is the header row; ragged rows are padded', () => {
    expect(htmlToBlocks('<table><tr><th>a</th><th>b</th></tr><tr><td>1</td></tr></table>')).to.deep.equal([
      {
        type: 'table',
        data: {
          withHeadings: true,
          stretched: false,
          content: [
            ['a', 'b'],
            ['1', ''],
          ],
        },
      },
    ]);
    expect(htmlToBlocks('<table><tbody><tr><td><p>x</p><p>y</p></td></tr></tbody></table>')).to.deep.equal([
      { type: 'table', data: { withHeadings: false, stretched: false, content: [['x<br>y']] } },
    ]);
    expect(htmlToBlocks('<table></table><table><tr></tr></table>')).to.deep.equal([]);
  });

  it('tells a decorative image (alt="") from one with no alt text yet (no alt)', () => {
    const [decorative, missing] = htmlToBlocks(
      '<figure class="image-column"><img src="/media/abcdef0123456789abcd.jpg" alt=""></figure><img src="/media/abcdef0123456789abcd.jpg">',
    );
    expect(decorative).to.deep.include({ data: { url: '/media/abcdef0123456789abcd.jpg', alt: '', decorative: true, caption: '', layout: 'column' } });
    expect(missing).to.deep.include({ data: { url: '/media/abcdef0123456789abcd.jpg', alt: '', decorative: false, caption: '', layout: 'column' } });
  });

  it('reads library images, in a figure, bare or inside a paragraph, and no other image', () => {
    const own = '/media/0123456789abcdef0123.png';
    expect(
      htmlToBlocks(`<p>before <img src="${own}" alt="a"> after</p><img src="https://evil.example/x.png" alt="b"><p><img src="javascript:alert(1)"></p>`),
    ).to.deep.equal([
      { type: 'paragraph', data: { text: 'before' } },
      { type: 'image', data: { url: own, alt: 'a', decorative: false, caption: '', layout: 'column' } },
      { type: 'paragraph', data: { text: 'after' } },
    ]);
  });

  it('keeps empty list items that carry a nested list', () => {
    const html = blocksToHtml([
      { type: 'list', data: { style: 'unordered', meta: {}, items: [{ content: '', meta: {}, items: [{ content: 'x', meta: {}, items: [] }] }] } },
    ]);
    expect(html).to.equal('<ul><li><ul><li>x</li></ul></li></ul>');
  });
});

describe('Editor HTML round trip: the HTML mode', () => {
  it('shows one block element a line, nested elements indented', () => {
    const html =
      '<h2>Title</h2><ul><li>One</li><li>Two<ul><li>Two a</li></ul></li></ul>' +
      storedContent.quoteWithCaption +
      '<table><thead><tr><th>a</th></tr></thead><tbody><tr><td>b</td></tr></tbody></table><pre><code>x\n  y</code></pre>';
    expect(htmlModeText(html)).to.equal(
      [
        '<h2>Title</h2>',
        '<ul>',
        '  <li>One</li>',
        '  <li>Two',
        '    <ul>',
        '      <li>Two a</li>',
        '    </ul>',
        '  </li>',
        '</ul>',
        '<figure class="quote">',
        '  <blockquote>Clean claims, <em>fast</em> pay.</blockquote>',
        '  <figcaption>Jane Roe, <a href="https://example.com/jane">billing lead</a></figcaption>',
        '</figure>',
        '<table>',
        '  <thead>',
        '    <tr>',
        '      <th>a</th>',
        '    </tr>',
        '  </thead>',
        '  <tbody>',
        '    <tr>',
        '      <td>b</td>',
        '    </tr>',
        '  </tbody>',
        '</table>',
        '<pre><code>x',
        '  y</code></pre>',
      ].join('\n'),
    );
  });

  it('goes back to the same stored HTML for every fixture and the whole post', () => {
    for (const html of [...Object.values(storedContent), Object.values(storedContent).join('')]) {
      expect(readHtmlModeText(htmlModeText(html))).to.deep.equal({ ok: true, html });
    }
  });

  it('refuses a huge paste before parsing it, and HTML that makes more content than a post holds', () => {
    const huge = readHtmlModeText('<p>x</p>'.repeat(Math.ceil(maxHtmlModeChars / 8) + 1));
    expect(huge.ok).to.equal(false);
    expect(huge.ok ? '' : huge.message).to.match(/^This HTML is [\d,]+ characters; a post holds at most 200,000 characters of HTML/);
    const tooMuch = readHtmlModeText('<p>' + 'y'.repeat(postLimits.content) + '</p>');
    expect(tooMuch.ok ? '' : tooMuch.message).to.match(/^This HTML makes 200,007 characters of post content; a post holds at most 200,000 characters/);
  });
});

describe('Editor HTML round trip over random block documents (property)', () => {
  // Seeded: a failure names its seed and document, and reruns the same way.
  for (let seed = 1; seed <= 300; seed += 1) {
    it(`seed ${seed}: blocks -> HTML -> blocks gives the blocks back, compact and indented`, () => {
      const blocks = randomBlockDocument(seededRandom(seed));
      const html = blocksToHtml(blocks);
      expect(sanitizeContent(html), 'stored form is what the sanitizer keeps').to.equal(html);
      expectSafe(html, contentTags);
      expect(htmlToBlocks(html), html).to.deep.equal(blocks);
      const indented = blocksToHtml(blocks, 'content', { indent: true });
      expect(htmlToBlocks(indented), indented).to.deep.equal(blocks);
      expect(readHtmlModeText(indented)).to.deep.equal({ ok: true, html });
    });
  }
});
