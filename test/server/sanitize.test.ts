import { expect } from 'chai';
import { sanitizeContent, sanitizeExcerpt, toPlainText } from '#server/blog/sanitize.server.ts';
import { contentTags, excerptTags, expectSafe } from '../helpers/blog-html-oracle.ts';
import { xssControls, xssPayloads } from '../helpers/xss-corpus.ts';

describe('Blog HTML sanitizer', () => {
  describe('with every payload of the XSS corpus', () => {
    for (const { id, payload } of xssPayloads) {
      it(`${id}: content keeps only allowed tags, attributes and schemes, and is idempotent`, () => {
        const once = sanitizeContent(payload);
        expectSafe(once, contentTags);
        expect(sanitizeContent(once)).to.equal(once);
      });
      it(`${id}: excerpt keeps only allowed tags, attributes and schemes, and is idempotent`, () => {
        const once = sanitizeExcerpt(payload);
        expectSafe(once, excerptTags);
        expect(sanitizeExcerpt(once)).to.equal(once);
      });
    }
  });

  describe('with the corpus controls', () => {
    it('ctl-01 keeps bold, emphasis and a link unchanged', () => {
      const control = xssControls.find(({ id }) => id === 'ctl-01')!;
      expect(sanitizeContent(control.payload)).to.equal(control.payload);
    });
    it('ctl-02 keeps Unicode text and escaped angle brackets', () => {
      const control = xssControls.find(({ id }) => id === 'ctl-02')!;
      expect(sanitizeContent(control.payload)).to.equal(control.payload);
    });
    it('ctl-03 keeps lists and code blocks with their entities', () => {
      const control = xssControls.find(({ id }) => id === 'ctl-03')!;
      expect(sanitizeContent(control.payload)).to.equal(control.payload);
    });
  });

  it('keeps every element of the content allowlist', () => {
    const html =
      '<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4><h5>e</h5><h6>f</h6><p>x<br />y <strong>s</strong> <em>e</em> <u>u</u> <strike>k</strike> <s>t</s> <code>c</code></p>' +
      '<ul><li>1<ol><li>2</li></ol></li></ul><blockquote>q</blockquote><pre><code>&lt;script&gt;</code></pre>';
    expect(sanitizeContent(html)).to.equal(html);
  });

  it('limits the excerpt to one paragraph of strong, em, u and a, keeping a space where a dropped block ended', () => {
    expect(sanitizeExcerpt('<h2>Head</h2><p><strong>a</strong> <em>b</em> <u>c</u> <s>d</s></p><ul><li>e</li><li>f<br>g</li></ul>')).to.equal(
      'Head <strong>a</strong> <em>b</em> <u>c</u> d e f g',
    );
    expect(sanitizeExcerpt('<p>guidance</p><p>on <a href="https://example.com/">coding</a></p>\n')).to.equal(
      'guidance on <a href="https://example.com/">coding</a>',
    );
  });

  it('maps the editor and Markdown tags b, i and del to strong, em and s', () => {
    expect(sanitizeContent('<b>a</b><i>b</i><del>c</del>')).to.equal('<strong>a</strong><em>b</em><s>c</s>');
  });

  it('allows links with http, https, ftp, mailto, tel and relative URLs only', () => {
    for (const href of ['http://a.example/', 'https://a.example/x', 'ftp://a.example/f', 'mailto:a@b.example', 'tel:+15551234567', '/blog/x', '#top']) {
      expect(sanitizeContent(`<a href="${href}">x</a>`)).to.equal(`<a href="${href}">x</a>`);
    }
    for (const href of ['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example/x', 'JAVASCRIPT:alert(1)', 'file:///etc/passwd']) {
      expect(sanitizeContent(`<a href="${href}">x</a>`)).to.equal('<a>x</a>');
    }
  });

  it('forces rel="noopener noreferrer" on links that open a new window and drops other targets', () => {
    expect(sanitizeContent('<a href="https://a.example" target="_blank" rel="opener">x</a>')).to.equal(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    const withoutRel = sanitizeContent('<a target="_blank" title="t" href="https://a.example">x</a>');
    expect(withoutRel).to.equal('<a href="https://a.example" title="t" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeContent(withoutRel)).to.equal(withoutRel);
    expect(sanitizeContent('<a href="https://a.example" target="_top">x</a>')).to.equal('<a href="https://a.example">x</a>');
  });

  it('keeps palette colour classes on spans and drops styles and other classes', () => {
    expect(sanitizeContent('<span class="text-red bg-teal">x</span>')).to.equal('<span class="text-red bg-teal">x</span>');
    expect(sanitizeContent('<span class="text-red evil" style="color:red;background:url(x)" onclick="x()">x</span>')).to.equal(
      '<span class="text-red">x</span>',
    );
    expect(sanitizeExcerpt('<span class="text-red">x</span>')).to.equal('x');
  });
});

describe('Blog HTML sanitizer: images, tables, quote captions and plain text', () => {
  it('turns blog HTML into plain text for descriptions and feeds', () => {
    expect(toPlainText('<p>Fish &amp; <strong>chips</strong> &lt;3 "q"</p><ul><li>one</li><li>two</li></ul>')).to.equal('Fish & chips <3 "q" one two');
  });
  describe('images of the media library', () => {
    const own = '/media/0123456789abcdef0123.webp';
    const ownAvif = '/media/abcdef0123456789abcd.avif';

    it('keeps figure, figcaption, picture, source and img of the media library, in one fixed form', () => {
      const html =
        `<figure class="image-wide"><picture><source type="image/avif" srcset="${ownAvif} 480w, ${ownAvif} 960w" sizes="100vw" />` +
        `<img src="${own}" srcset="${own} 480w" sizes="100vw" alt="A waiting room" width="960" height="640" loading="lazy" decoding="async" /></picture>` +
        '<figcaption>The <strong>new</strong> waiting room</figcaption></figure>';
      expect(sanitizeContent(html)).to.equal(html);
      expect(sanitizeContent(`<img alt="x" src="${own}">`)).to.equal(`<img src="${own}" alt="x" />`);
    });

    it('removes an img with onerror or any other handler, keeping the image', () => {
      expect(sanitizeContent(`<img src="${own}" alt="x" onerror="alert(1)" onload="alert(2)" style="x">`)).to.equal(`<img src="${own}" alt="x" />`);
    });

    it('removes images whose src is javascript:, data:, another host, protocol-relative, or not a library file', () => {
      for (const src of [
        'javascript:alert(1)',
        'JaVaScRiPt:alert(1)',
        'data:image/png;base64,iVBORw0KGgo=',
        'data:image/svg+xml,<svg onload=alert(1)>',
        'https://evil.example/cat.png',
        '//evil.example/cat.png',
        '/media/../package.json',
        '/media/0123456789abcdef0123.svg',
        '/media/0123456789abcdef0123.webp?x=1',
        '/public/logo.svg',
      ]) {
        expect(sanitizeContent(`<p>a<img src="${src}" alt="x">b</p>`), src).to.equal('<p>ab</p>');
      }
    });

    it('removes an image, or a source, whose srcset points elsewhere', () => {
      expect(sanitizeContent(`<img src="${own}" srcset="${own} 480w, https://evil.example/x.png 960w" alt="x">`)).to.equal('');
      expect(sanitizeContent(`<picture><source srcset="https://evil.example/x.avif" type="image/avif"><img src="${own}" alt="x"></picture>`)).to.equal(
        `<picture><img src="${own}" alt="x" /></picture>`,
      );
      expect(sanitizeContent(`<picture><source srcset="${ownAvif}" type="text/html"><img src="${own}" alt="x"></picture>`)).to.equal(
        `<picture><img src="${own}" alt="x" /></picture>`,
      );
      // A picture left with nothing to show goes too.
      expect(sanitizeContent('<picture><source srcset="https://evil.example/x.avif"><img src="https://evil.example/x.png"></picture>')).to.equal('');
    });

    it('removes an SVG disguised as a PNG from another host; a library .png is always a PNG the server re-encoded', () => {
      expect(sanitizeContent('<img src="https://evil.example/logo.png" alt="logo">')).to.equal('');
      expect(sanitizeContent('<svg><script>alert(1)</script></svg><img src="data:image/png;base64,PHN2Zz4=" alt="x">')).to.equal('');
    });

    it('drops meaningless attribute values and layout classes other than column and wide', () => {
      expect(
        sanitizeContent(
          `<figure class="image-column evil"><img src="${own}" width="100%" height="-1" loading="soon" decoding="async" fetchpriority="high"></figure>`,
        ),
      ).to.equal(`<figure class="image-column"><img src="${own}" decoding="async" fetchpriority="high" /></figure>`);
    });

    it('keeps no image in the excerpt', () => {
      expect(sanitizeExcerpt(`<img src="${own}" alt="x">text`)).to.equal('text');
    });
  });

  describe('tables and quote captions', () => {
    it('keeps exactly the table markup the editor writes', () => {
      const html = '<table><thead><tr><th>Payer</th><th>Days</th></tr></thead><tbody><tr><td><strong>A</strong></td><td>30<br />net</td></tr></tbody></table>';
      expect(sanitizeContent(html)).to.equal(html);
      expect(sanitizeContent('<table><tbody><tr><td>x</td></tr></tbody></table>')).to.equal('<table><tbody><tr><td>x</td></tr></tbody></table>');
    });

    it('drops table attributes and the table parts the editor never writes', () => {
      expect(
        sanitizeContent(
          '<table border="1" style="x" onclick="alert(1)"><caption>c</caption><colgroup><col span="2"></colgroup><thead><tr><th scope="col" align="center" style="color:red">h</th></tr></thead>' +
            '<tbody><tr><td colspan="2" rowspan="3" background="javascript:alert(1)">d</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>',
        ),
      ).to.equal('<table>c<thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody><tr><td>f</td></tr></table>');
    });

    it('keeps a quote with its caption as a figure', () => {
      const html = '<figure class="quote"><blockquote>Clean claims.</blockquote><figcaption>A <em>billing</em> lead</figcaption></figure>';
      expect(sanitizeContent(html)).to.equal(html);
      expect(sanitizeContent('<figure class="quote evil"><blockquote>q</blockquote></figure>')).to.equal(
        '<figure class="quote"><blockquote>q</blockquote></figure>',
      );
    });

    it('puts spaces between table cells and captions in plain text', () => {
      expect(
        toPlainText('<table><tr><th>a</th><td>b</td></tr></table><figure class="quote"><blockquote>q</blockquote><figcaption>c</figcaption></figure>'),
      ).to.equal('a b q c');
    });
  });
});
