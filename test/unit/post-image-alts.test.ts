/**
 * The alt text a post's stored HTML gives each library image, and putting a new one in (shared/post-image-alts.ts,
 * docs/product/media.md#one-alt-text): the HTML is the sanitizer's, and what is written back is in its form.
 */
import { expect } from 'chai';
import { sanitizeContent } from '#server/blog/sanitize.server.ts';
import { imageAltsIn, withImageAlt } from '#shared/post-image-alts.ts';
import { suggestedDisplayName } from '#shared/profile-rules.ts';

const key = (n: number, ext = 'jpg') => `${String(n).padStart(20, '0')}.${ext}`;
const stored = sanitizeContent(
  `<figure class="image-column"><img src="/media/${key(1)}" alt="A &quot;wide&quot; &amp; <b> it's é" width="10" height="5"><figcaption>x</figcaption></figure>` +
    `<p><img src="/media/${key(2, 'png')}"></p><p><img src="/media/${key(3, 'webp')}" alt=""></p>` +
    `<picture><source srcset="/media/${key(4, 'avif')} 480w"><img src="/media/${key(5)}" alt="In a picture"></picture>`,
);

describe('The alt text of the images in a post', () => {
  it('reads each library image with its alt text decoded: null for none yet, empty for decorative', () => {
    expect(imageAltsIn(stored)).to.deep.equal([
      { key: key(1), alt: 'A "wide" & <b> it\'s é' },
      { key: key(2, 'png'), alt: null },
      { key: key(3, 'webp'), alt: '' },
      { key: key(5), alt: 'In a picture' },
    ]);
  });

  it('puts a new alt text on every image of the given files, as the sanitizer writes it, and nothing else', () => {
    const changed = withImageAlt(stored, new Set([key(1), key(2, 'png')]), 'Fees & "costs" <today>');
    expect(changed).to.not.equal(null);
    expect(sanitizeContent(changed!), 'saving it again changes nothing').to.equal(changed);
    expect(imageAltsIn(changed!).map((image) => image.alt)).to.deep.equal(['Fees & "costs" <today>', 'Fees & "costs" <today>', '', 'In a picture']);
    expect(changed).to.include(`<img src="/media/${key(1)}" alt="Fees &amp; &quot;costs&quot; &lt;today&gt;" width="10" height="5" />`);
    expect(changed).to.include('<figcaption>x</figcaption>');
  });

  it('answers null when no image shows one of the files (a file named in the text alone does not count)', () => {
    expect(withImageAlt(`<p>/media/${key(9)}</p>${stored}`, new Set([key(9)]), 'x')).to.equal(null);
  });
});

describe('The display name suggested from a username', () => {
  for (const [username, suggestion] of [
    ['maria', 'Maria'],
    ['maria.lopez', 'Maria Lopez'],
    ['dana_w-fixture', 'Dana W Fixture'],
  ] as const) {
    it(`suggests “${suggestion}” for “${username}”`, () => expect(suggestedDisplayName(username)).to.equal(suggestion));
  }
});
