/** 20 uploads at once: every one is stored whole, none half, and the server stays responsive. */
import { expect } from 'chai';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { photo, uploadImage } from '../helpers/media.ts';

describe(`20 concurrent uploads (${testDatabaseKind})`, function () {
  this.timeout(240_000);
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.close());

  it('stores all 20, each with its full set of files, and answers health checks meanwhile', async () => {
    const cookie = await signIn(app);
    const images = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        photo(700 + index, 500)
          .jpeg()
          .toBuffer(),
      ),
    );
    const uploads = Promise.all(images.map((data, index) => uploadImage(app.url, cookie, data, { name: `concurrent-${index}.jpg` })));
    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).to.equal(200);
    const answers = await uploads;
    expect(answers.map((answer) => answer.status)).to.deep.equal(Array.from({ length: 20 }, () => 201));
    expect(Number((await app.db('media').count({ n: '*' }).first())?.n)).to.equal(20);
    // Each: the full-size file, and AVIF, WebP and JPEG at 480 and at its own width (700-719 px).
    const perImage = (await app.db('media_files').select('media_id').count({ n: '*' }).groupBy('media_id')) as { n: number | string }[];
    expect(perImage.map((row) => Number(row.n))).to.deep.equal(Array.from({ length: 20 }, () => 7));
    // Every file's bytes are there (identical files share theirs), and no bytes without a file.
    const blobs = Number((await app.db('media_blobs').count({ n: '*' }).first())?.n);
    const keys = Number((await app.db('media_files').countDistinct({ n: 'key' }).first())?.n);
    expect(blobs).to.equal(keys);
  });
});
