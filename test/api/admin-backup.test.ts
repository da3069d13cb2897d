import { expect } from 'chai';
import yauzl from 'yauzl';
import { startTestApp, signIn, signInAs, type TestApp } from '../helpers/app.ts';
import { dumpTables, restoreBuffer, sqliteDatabase } from '../helpers/backup.ts';
import { sampleBytes } from '../helpers/backup-seed.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { callJson } from '../helpers/http.ts';

const passphrase = 'the dashboard passphrase';
const imageKey = '0123456789abcdef0123.png';

async function download(app: TestApp, path: string, cookie: string): Promise<{ status: number; headers: Headers; body: Buffer }> {
  const response = await fetch(`${app.url}${path}`, { headers: { cookie } });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    const files = new Map<string, Buffer>();
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      archive.on('entry', (entry: yauzl.Entry) =>
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            archive.readEntry();
          });
        }),
      );
      archive.on('end', () => resolve(files));
      archive.on('error', reject);
      archive.readEntry();
    });
  });
}

/** A post with a tag, whose body and cover show one image of the media library. */
async function seedPostWithImage(app: TestApp, image: Buffer): Promise<void> {
  const now = new Date().toISOString();
  await app.db('media_blobs').insert({ key: imageKey, data: image });
  const [media] = (await app
    .db('media')
    .insert({ file_name: 'chart.png', alt: 'A chart', format: 'png', width: 8, height: 8, bytes: image.length, created_at: now })
    .returning('id')) as { id: number }[];
  await app.db('media_files').insert({ media_id: media!.id, role: 'original', format: 'png', width: 8, height: 8, bytes: image.length, key: imageKey });
  const content = `<p>Denials fell.</p><figure><img src="/media/${imageKey}" alt="A chart"></figure>`;
  const [post] = (await app
    .db('blog_posts')
    .insert({
      slug: 'denials-fell',
      title: 'Denials: fell',
      excerpt: 'How "we" did it',
      content,
      published: true,
      status: 'published',
      publish_at: now,
      cover_media_id: media!.id,
      created_at: now,
      updated_at: now,
    })
    .returning('id')) as { id: number }[];
  const [tag] = (await app.db('tags').insert({ slug: 'billing', name: 'Billing', created_at: now }).returning('id')) as { id: number }[];
  await app.db('post_tags').insert({ post_id: post!.id, tag_id: tag!.id });
}

describe(`Backups in the dashboard (${testDatabaseKind})`, function () {
  this.timeout(60_000);
  let app: TestApp;
  let owner: string;
  const image = sampleBytes(50_000);

  before(async () => {
    app = await startTestApp({ BACKUP_PASSPHRASE: passphrase, BACKUP_DIR: '/var/backups/site', BACKUP_KEEP: '7' });
    owner = await signIn(app);
    await seedPostWithImage(app, image);
  });
  after(() => app.close());

  it('GET /api/admin/backup says how backups are scheduled and how the last one went', async () => {
    const response = await callJson(`${app.url}/api/admin/backup`, 'GET', owner);
    expect(response.status, response.text).to.equal(200);
    expect(response.body).to.deep.include({ scheduled: true, intervalHours: 24, keep: 7, encrypted: true, lastFile: null, lastError: null, running: false });
  });

  it('GET /api/admin/backup/download streams an encrypted archive of the whole site, audited, which restores row for row', async () => {
    const answer = await download(app, '/api/admin/backup/download', owner);
    expect(answer.status).to.equal(200);
    expect(answer.headers.get('content-disposition')).to.match(/^attachment; filename="site-backup-[\dT-]+Z\.rcmbackup"$/);
    expect(answer.headers.get('x-backup-encrypted')).to.equal('yes');
    expect(answer.body.subarray(0, 8).toString()).to.equal('RCMBKENC');
    const [entry] = (await app.db('audit_log').where({ action: 'backup.download' })) as { actor: string; details: string }[];
    expect(entry).to.include({ actor: 'admin' });
    const copy = await sqliteDatabase();
    await restoreBuffer(copy, answer.body, { passphrase });
    const [site, restored] = [await dumpTables(app.db), await dumpTables(copy)];
    // The download's own audit entry is written before the archive's snapshot: both hold it.
    expect(restored).to.deep.equal(site);
  });

  it('GET /api/admin/backup/content.zip gives each post as Markdown with front matter, each marketing page as JSON, and their images', async () => {
    const answer = await download(app, '/api/admin/backup/content.zip', owner);
    expect(answer.status).to.equal(200);
    expect(answer.headers.get('content-type')).to.equal('application/zip');
    const files = await unzip(answer.body);
    const pagePaths = ((await app.db('site_pages').select('path')) as { path: string }[]).map(({ path }) =>
      path === '/' ? 'pages/home.json' : `pages${path}.json`,
    );
    expect(pagePaths).to.include.members(['pages/home.json', 'pages/services/medical-coding.json', 'pages/privacy-policy.json']);
    expect([...files.keys()].sort()).to.deep.equal([`images/${imageKey}`, ...pagePaths, 'posts/denials-fell.md'].sort());
    const home = JSON.parse(files.get('pages/home.json')!.toString()) as { path: string; status: string; title: string; sections: { type: string }[] };
    expect(home).to.include({ path: '/', status: 'published', title: 'Home' });
    expect(home.sections[0]!.type).to.equal('hero');
    expect(files.get(`images/${imageKey}`)!.equals(image)).to.equal(true);
    const markdown = files.get('posts/denials-fell.md')!.toString();
    expect(markdown).to.match(/^---\ntitle: 'Denials: fell'\nslug: denials-fell\nstatus: published\n/);
    expect(markdown).to.include(`cover: ../images/${imageKey}\n`);
    expect(markdown).to.include('cover_focal_x: 50\ncover_focal_y: 50\n');
    expect(markdown).to.include('tags:\n  - Billing\n');
    expect(markdown).to.include(`<img src="../images/${imageKey}" alt="A chart">`);
    expect(await app.db('audit_log').where({ action: 'content.export' })).to.have.length(1);
  });

  it('exports a live page’s unpublished change beside its live content', async () => {
    const home = (await callJson(`${app.url}/api/admin/pages`, 'GET', owner)).body.find((page: { path: string }) => page.path === '/') as {
      id: number;
      updatedAt: string;
    };
    const pending = await callJson(`${app.url}/api/admin/pages/${home.id}/pending`, 'PUT', owner, {
      title: 'Home, changed',
      ifPageUpdatedAt: home.updatedAt,
      ifPendingUpdatedAt: null,
    });
    expect(pending.status, pending.text).to.equal(200);
    const files = await unzip((await download(app, '/api/admin/backup/content.zip', owner)).body);
    const exported = JSON.parse(files.get('pages/home.json')!.toString()) as { title: string; pending: { title: string } | null };
    expect(exported.title).to.equal('Home');
    expect(exported.pending).to.include({ title: 'Home, changed' });
    await callJson(`${app.url}/api/admin/pages/${home.id}/pending`, 'DELETE', owner);
  });

  it('refuses a query it does not take with 400', async () => {
    const response = await callJson(`${app.url}/api/admin/backup/download?passphrase=x`, 'GET', owner);
    expect(response.status).to.equal(400);
    expect(response.body.message).to.be.a('string');
  });

  it("shows the last scheduled backup's failure on /dashboard/backups, rendered on the server", async () => {
    await app.db('backup_runs').where({ id: 1 }).update({ last_error: 'ENOSPC: no space left on device', last_error_at: '2026-11-27T03:00:00.000Z' });
    const page = await fetch(`${app.url}/dashboard/backups`, { headers: { cookie: owner } });
    const html = await page.text();
    expect(page.status).to.equal(200);
    expect(html).to.match(
      /role="alert"><strong>The last scheduled backup failed at 2026-11-27 03:00 UTC:<\/strong> (<!-- -->)?ENOSPC: no space left on device<\/div>/,
    );
    expect(html).to.include('href="/api/admin/backup/download"');
    expect(html).to.include('href="/api/admin/backup/content.zip"');
  });

  it('is for owners only: an editor gets 403 and no bytes', async () => {
    const editorPage = await signInAs(app, 'editor', 'page-editor');
    expect((await fetch(`${app.url}/dashboard/backups`, { headers: { cookie: editorPage.cookie } })).status).to.equal(403);
    const editor = await signInAs(app, 'editor');
    for (const path of ['/api/admin/backup', '/api/admin/backup/download', '/api/admin/backup/content.zip']) {
      const response = await callJson(`${app.url}${path}`, 'GET', editor.cookie);
      expect(response.status, path).to.equal(403);
    }
  });
});
