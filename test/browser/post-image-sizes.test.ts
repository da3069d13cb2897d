/**
 * A post's images at their real width (docs/product/media.md#in-posts): the cover keeps the blog card's and the
 * social card's shape (1200:630) whatever the photo's, so a portrait photo does not fill the screen, and every
 * image's `sizes` names the width it is shown at, so the browser fetches the variant it needs, at 1280 and 375 px.
 */
import { expect } from 'chai';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { gotoSettled, newPage } from '../helpers/browser.ts';
import { callJson } from '../helpers/http.ts';
import { photo, uploadImage } from '../helpers/media.ts';

describe('Post images at their real width', function () {
  this.timeout(120_000);
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
    const cookie = await signIn(app);
    const upload = async (width: number, height: number, alt: string) => {
      const answer = await uploadImage(app.url, cookie, await photo(width, height).jpeg().toBuffer(), { alt, name: `${alt}.jpg` });
      expect(answer.status, answer.text).to.equal(201);
      return answer.body as { id: number; url: string };
    };
    // A phone's portrait photo as the cover; a wide and a column image in the text.
    const portrait = await upload(1200, 1600, 'portrait');
    const wide = await upload(2000, 1000, 'wide');
    const column = await upload(1600, 1200, 'column');
    const content =
      `<p>Before the images.</p><figure class="image-wide"><img src="${wide.url}" alt="A wide photo" /></figure>` +
      `<p>Between them.</p><figure class="image-column"><img src="${column.url}" alt="A column photo" /></figure>`;
    const created = await callJson(`${app.url}/api/admin/blog`, 'POST', cookie, {
      title: 'Images at their width',
      slug: 'images-at-their-width',
      excerpt: 'Sizes that match.',
      content,
      coverImageId: portrait.id,
      status: 'published',
    });
    expect(created.status, created.text).to.equal(201);
  });
  after(() => app.close());

  for (const width of [1280, 375]) {
    it(`shows the cover at 1200:630 and every image at the width its sizes names, at ${width} px`, async () => {
      const page = await newPage({ width, height: 900 });
      try {
        await gotoSettled(page, `${app.url}/blog/images-at-their-width`);
        const images = await page.$$eval('.post-cover img, .post-content img', (elements) =>
          (elements as HTMLImageElement[]).map((image) => {
            // The slot `sizes` names now: the first entry whose media condition matches, its length measured.
            const entries = image.sizes.split(/,(?![^(]*\))/).map((entry) => entry.trim());
            const chosen = entries.find((entry) => !entry.startsWith('(') || matchMedia(entry.slice(0, entry.indexOf(')') + 1)).matches)!;
            const length = chosen.startsWith('(') ? chosen.slice(chosen.indexOf(')') + 1).trim() : chosen;
            const probe = document.createElement('div');
            probe.style.width = length;
            document.body.append(probe);
            const slot = probe.getBoundingClientRect().width;
            probe.remove();
            const box = image.getBoundingClientRect();
            return { alt: image.alt, shown: box.width, ratio: box.width / box.height, slot };
          }),
        );
        expect(images.map((image) => image.alt)).to.deep.equal(['portrait', 'A wide photo', 'A column photo']);
        // The cover spans the container (780 px, or the window less its sides); the text's images its 72ch column.
        expect(images[0]!.shown, 'the cover').to.be.closeTo(width === 1280 ? 780 : width - 40, 1);
        for (const image of images.slice(1)) expect(image.shown, image.alt).to.be.closeTo(width === 1280 ? 749 : width - 40, 2);
        for (const image of images) expect(image.slot, `${image.alt}: its sizes`).to.be.closeTo(image.shown, 2);
        expect(images[0]!.ratio, 'the cover').to.be.closeTo(1200 / 630, 0.02);
      } finally {
        await page.close();
      }
    });
  }
});
