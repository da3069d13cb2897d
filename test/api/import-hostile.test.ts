/**
 * Hostile and wrong imports (docs/product/admin.md#importing): each refused with a plain 4xx before anything is
 * written (no job, no post, no image), and a job whose process stopped shown as interrupted.
 */
import { expect } from 'chai';
import { signIn, signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { callJson } from '../helpers/http.ts';
import { countRows, runImport, uploadImport } from '../helpers/imports.ts';

describe(`Import API: refusals and interrupted jobs (${testDatabaseKind})`, function () {
  this.timeout(120_000);
  let app: TestApp;
  let owner: string;

  before(async () => {
    app = await startTestApp();
    owner = await signIn(app);
  });
  after(() => app.close());

  const nothingWritten = async () => {
    for (const table of ['import_jobs', 'blog_posts', 'media', 'legacy_paths']) expect(await countRows(app, table), table).to.equal(0);
  };

  const refusals: [string, string, string, string | undefined, number, RegExp][] = [
    ['malformed XML', 'wordpress', 'malformed.xml', undefined, 400, /not a well-formed WordPress export/],
    ['a Ghost export sent as WordPress', 'wordpress', 'ghost-v4-export.json', undefined, 400, /not a well-formed WordPress export/],
    ['an XML file that is not WXR', 'wordpress', 'not-wxr.xml', undefined, 400, /no wp:wxr_version/],
    ['a WordPress export sent as Ghost', 'ghost', 'themeunittestdata.wordpress.xml', undefined, 400, /not a Ghost export: it is not valid JSON/],
    ['a Ghost 1 export', 'ghost', 'ghost-old-export.json', undefined, 400, /Ghost 1\.0\.0; exports of Ghost 4 and 5/],
    [
      'an uploads archive with a name that climbs out of its folder',
      'wordpress',
      'themeunittestdata.wordpress.xml',
      'hostile-traversal.zip',
      400,
      /uploads archive was refused/,
    ],
    ['an uploads archive that is not a zip', 'wordpress', 'themeunittestdata.wordpress.xml', 'not-wxr.xml', 400, /not a readable zip file/],
    ['an unknown source', 'drupal', 'not-wxr.xml', undefined, 400, /Source is not valid/],
  ];
  for (const [what, source, file, uploads, status, message] of refusals) {
    it(`refuses ${what} with ${status} and writes nothing`, async () => {
      const response = await uploadImport(app, owner, source, file, uploads);
      expect(response.status, response.text).to.equal(status);
      expect(response.body.message).to.match(message);
      await nothingWritten();
    });
  }

  it('refuses an upload without the export with 400, and a JSON body with 415', async () => {
    expect((await uploadImport(app, owner, 'wordpress')).status).to.equal(400);
    expect((await callJson(`${app.url}/api/admin/import`, 'POST', owner, { source: 'wordpress' })).status).to.equal(415);
    await nothingWritten();
  });

  it('is refused to authors and sales staff (403)', async () => {
    for (const role of ['author', 'sales'] as const) {
      const { cookie } = await signInAs(app, role);
      expect((await uploadImport(app, cookie, 'ghost', 'ghost-v4-export.json')).status, role).to.equal(403);
    }
    await nothingWritten();
  });

  it('reads a zip bomb file for no more than its limit: the image is reported, not unpacked', async () => {
    const job = await runImport(app, owner, 'wordpress', 'themeunittestdata.wordpress.xml', 'hostile-bomb.zip');
    expect(job.status).to.equal('done');
    expect(job.report.imagesMissing).to.deep.include({ path: '2008/06/dsc20050727_091048_222.jpg', why: 'compressed too far to be an image' });
    expect(await countRows(app, 'media')).to.equal(0);
  });

  it('shows a job left running by a stopped process as interrupted', async () => {
    const old = new Date(Date.now() - 5 * 60_000).toISOString();
    const [row] = (await app
      .db('import_jobs')
      .insert({ kind: 'wordpress', status: 'running', file_name: 'big.xml', total: 2000, processed: 150, created_at: old, updated_at: old })
      .returning(['id'])) as { id: number }[];
    const { body } = await callJson(`${app.url}/api/admin/import/${Number(row!.id)}`, 'GET', owner);
    expect(body).to.include({ status: 'interrupted', processed: 150, total: 2000 });
    expect(body.error).to.match(/stopped during the import/);
  });
});
