/**
 * WordPress content as the site stores it, and old addresses in their one form (docs/product/admin.md#importing,
 * docs/product/blog.md#imported-addresses).
 */
import { expect } from 'chai';
import { legacyPathOf, normalizeLegacyPath } from '#server/import/legacy-paths.ts';
import { autop, convertWordPressContent, removeBlockComments } from '#server/import/wp-content.ts';

const attachments = new Map([
  ['11', { url: 'https://example.com/wp-content/uploads/2020/01/a.jpg', title: 'First', parent: '5' }],
  ['12', { url: 'https://example.com/wp-content/uploads/2020/01/b.jpg', title: 'Second', parent: '5' }],
]);

describe('WordPress content conversion', () => {
  it('removes the block editor’s comments and keeps their content', () => {
    expect(removeBlockComments('<!-- wp:paragraph {"x":1} --><p>Hi</p><!-- /wp:paragraph -->')).to.equal('<p>Hi</p>');
  });

  it('turns blank-line paragraphs into <p>, single newlines into <br>, and leaves blocks and <pre> alone', () => {
    expect(autop('One\nline\n\nTwo\n\n<h2>Head</h2>\n\n<pre>a\n\nb</pre>')).to.equal('<p>One<br>\nline</p>\n<p>Two</p>\n<h2>Head</h2>\n<pre>a\n\nb</pre>');
  });

  it('turns [caption] into a figure with its caption', () => {
    const { html } = convertWordPressContent('[caption id="x" width="300"]<a href="/x"><img src="a.jpg" alt="A"></a> The caption[/caption]', attachments, '1');
    expect(html).to.equal('<figure><a href="/x"><img src="a.jpg" alt="A"></a><figcaption>The caption</figcaption></figure>');
  });

  it('turns [gallery ids] into the images in order, and a bare [gallery] into the post’s attachments', () => {
    expect(convertWordPressContent('[gallery ids="12,11,99"]', attachments, '1')).to.deep.equal({
      html: '<figure><img src="https://example.com/wp-content/uploads/2020/01/b.jpg" alt="Second"><img src="https://example.com/wp-content/uploads/2020/01/a.jpg" alt="First"></figure>',
      notes: ['A [gallery] image (attachment 99) is not in the export.'],
    });
    expect(convertWordPressContent('[gallery columns="2"]', attachments, '5').html)
      .to.contain('a.jpg')
      .and.contain('b.jpg');
  });

  it('turns [embed] and a URL alone on its line into a link, and reports them', () => {
    const { html, notes } = convertWordPressContent('[embed]https://www.youtube.com/watch?v=1[/embed]\n\nhttps://vimeo.com/2', attachments, '1');
    expect(html).to.equal(
      '<p><a href="https://www.youtube.com/watch?v=1">https://www.youtube.com/watch?v=1</a></p>\n<p><a href="https://vimeo.com/2">https://vimeo.com/2</a></p>',
    );
    expect(notes).to.have.length(2);
  });

  it('removes other shortcodes and reports each once, leaving ordinary brackets alone', () => {
    const { html, notes } = convertWordPressContent('[audio src="a.mp3"] and [audio src="b.mp3"] see [1]', attachments, '1');
    expect(html).to.equal('<p>and  see [1]</p>');
    expect(notes).to.deep.equal(['The [audio] shortcode is not supported and was removed.']);
  });
});

describe('Old addresses', () => {
  it('drops the trailing slash, lowercases and decodes; keeps ?p= on the root only', () => {
    expect(normalizeLegacyPath('/2013/01/10/Some-Post/')).to.equal('/2013/01/10/some-post');
    expect(normalizeLegacyPath('/tag/caf%C3%A9/')).to.equal('/tag/café');
    expect(normalizeLegacyPath('/', '42')).to.equal('/?p=42');
    expect(normalizeLegacyPath('/', 'x')).to.equal('/');
    expect(legacyPathOf('https://old.example/2013/01/10/slug/?utm=1')).to.equal('/2013/01/10/slug');
    expect(legacyPathOf('https://old.example/?p=7')).to.equal('/?p=7');
    expect(legacyPathOf('not a url')).to.equal(undefined);
  });
});
