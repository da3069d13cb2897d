/** processImage stops a file that takes longer than its budget (sharp's `timeout`) and answers 413. */
import { expect } from 'chai';
import sharp from 'sharp';
import { HttpError } from '#server/errors.server.ts';
import { processImage } from '#server/media/process-image.server.ts';

describe('Image processing time limit', function () {
  this.timeout(60_000);

  it('stops processing past the budget with a 413 naming it, well before the work would end', async () => {
    // 24 megapixels of noise: its full-size PNG alone takes several seconds to encode on any machine.
    const noise = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const started = Date.now();
    const error = await processImage(noise, { timeoutSeconds: 1 }).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).to.be.an.instanceOf(HttpError);
    expect((error as HttpError).status).to.equal(413);
    expect((error as HttpError).message).to.equal('The image took more than 1 seconds to process. Upload a smaller or simpler file.');
    // Stopped inside the first pipeline, not only between two.
    expect(Date.now() - started).to.be.below(3500);
  });
});
