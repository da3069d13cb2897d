/**
 * The image block's stored HTML (docs/product/media.md#the-image-block): a figure of a media library file
 * survives open → save unchanged and is already in the sanitizer's form;
 * decorative, missing and written alt text stay apart; anything that is not
 * the library's own file, or tries to carry script, is dropped.
 */
import { expect } from 'chai';
import { blocksToHtml } from '#islands/dashboard/editor/blocks-to-html.ts';
import { htmlToBlocks } from '#islands/dashboard/editor/html-to-blocks.ts';
import { imagesLackingAlt } from '#server/blog/image-alt.server.ts';
import { sanitizeContent } from '#server/blog/sanitize.server.ts';

const url = '/media/0123456789abcdef0123.jpg';
const stored: Record<string, string> = {
  'a column image with alt text and a caption': `<figure class="image-column"><img src="${url}" alt="The front desk" /><figcaption>Our <em>front</em> desk</figcaption></figure>`,
  'a wide decorative image': `<figure class="image-wide"><img src="${url}" alt="" /></figure>`,
  'an image still without alt text': `<p>Before</p><figure class="image-column"><img src="${url}" /></figure><p>After</p>`,
  'alt text with quotes and ampersands': `<figure class="image-column"><img src="${url}" alt="Dr &quot;Lee&quot; &amp; staff &lt;3" /></figure>`,
};

const save = (html: string) => blocksToHtml(htmlToBlocks(html, 'content'), 'content');

describe('The image block', () => {
  for (const [name, html] of Object.entries(stored)) {
    it(`reopens and saves ${name} unchanged, in stored form`, () => {
      expect(sanitizeContent(html), 'fixture is stored form').to.equal(html);
      expect(save(html)).to.equal(html);
    });
  }

  it('reads decorative, missing and written alt text apart', () => {
    const blocks = htmlToBlocks(Object.values(stored).join(''), 'content').filter((block) => block.type === 'image');
    expect(blocks.map((block) => [block.data.alt, block.data.decorative])).to.deep.equal([
      ['The front desk', false],
      ['', true],
      ['', false],
      ['Dr "Lee" & staff <3', false],
    ]);
    expect(blocks.map((block) => block.data.layout)).to.deep.equal(['column', 'wide', 'column', 'column']);
  });

  it('turns a <picture> or a bare <img> of the library into an image block', () => {
    const html = `<picture><source type="image/avif" srcset="${url.replace('.jpg', '.avif')} 480w" /><img src="${url}" alt="Pic" /></picture><img src="${url}" alt="Bare" />`;
    expect(save(html)).to.equal(
      `<figure class="image-column"><img src="${url}" alt="Pic" /></figure><figure class="image-column"><img src="${url}" alt="Bare" /></figure>`,
    );
  });

  it('drops images that are not the library\u2019s own files, and script in any field', () => {
    const hostile = [
      '<figure class="image-column"><img src="https://evil.example/x.jpg" alt="x" /><figcaption>Kept text</figcaption></figure>',
      '<figure><img src="javascript:alert(1)" alt="x" /></figure>',
      '<img src="data:image/png;base64,AAAA" alt="x" />',
      `<img src="${url}" onerror="alert(1)" alt="ok" />`,
    ].join('');
    const saved = save(hostile);
    expect(saved).not.to.match(/evil\.example|javascript:|data:|onerror/);
    expect(saved).to.include('Kept text');
    expect(saved).to.include(`<img src="${url}" alt="ok" />`);
    const imageHtml = (data: Record<string, unknown>) => blocksToHtml([{ type: 'image', data }], 'content');
    expect(imageHtml({ url: 'https://evil.example/a.jpg', alt: 'x' })).to.equal('');
    expect(imageHtml({ url: '/media/../../etc/passwd', alt: 'x' })).to.equal('');
    const withScript = imageHtml({ url, alt: '"><script>alert(1)</script>', caption: 'c' });
    expect(withScript).to.equal(
      `<figure class="image-column"><img src="${url}" alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" /><figcaption>c</figcaption></figure>`,
    );
    expect(sanitizeContent(withScript)).to.equal(withScript);
  });

  it('names each image the publish check must refuse, by its place', () => {
    const html = Object.values(stored).join('') + `<p><img src="${url}" alt="   " /></p>`;
    expect(imagesLackingAlt(sanitizeContent(html))).to.deep.equal([
      { position: 3, src: url },
      { position: 5, src: url },
    ]);
  });
});
