/**
 * The server's own reading of an upload's header (server/media/image-shape.server.ts): an extreme PNG or
 * JPEG is refused at once, before the image child starts (decisions 052 and 053); what it cannot read
 * with certainty is left to the child.
 */
import { expect } from 'chai';
import { HttpError } from '#server/errors.server.ts';
import { refuseExtremeShape } from '#server/media/image-shape.server.ts';
import { maxUploadSide } from '#shared/media.ts';

/** A PNG's signature and IHDR chunk: all the header a reader needs, no pixels. */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale: the smallest file for the most pixels
  const length = Buffer.alloc(4);
  length.writeUInt32BE(13);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), length, Buffer.from('IHDR'), ihdr, Buffer.alloc(4)]);
}

function refusal(input: Buffer): HttpError | undefined {
  try {
    refuseExtremeShape(input, maxUploadSide);
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

describe('An upload refused from its header in the server', () => {
  it('refuses a 1 x 39,000,000 PNG and a 39,000,000 x 1 PNG as too elongated', () => {
    expect(refusal(pngHeader(1, 39_000_000))?.status).to.equal(400);
    expect(refusal(pngHeader(39_000_000, 1))?.status).to.equal(400);
  });

  it('refuses more than 40 megapixels and a side past the limit', () => {
    expect(refusal(pngHeader(8_000, 8_000))?.status).to.equal(413);
    expect(refusal(pngHeader(maxUploadSide + 1, 1_000))?.status).to.equal(413);
  });

  it('lets an ordinary photo through, and leaves what it cannot read with certainty to the image child', () => {
    expect(refusal(pngHeader(6_000, 4_000))).to.equal(undefined);
    expect(refusal(Buffer.from('GIF89a'))).to.equal(undefined);
    expect(refusal(Buffer.from('not an image'))).to.equal(undefined);
    expect(refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="100000"/>'))).to.equal(undefined);
  });
});
