/**
 * Importing Ghost exports, versions 4 and 5 (docs/product/admin.md#importing): posts from their HTML, tags,
 * bylines, feature images from the images archive, slugs kept, 301s from Ghost's old addresses, and a second run
 * adding nothing.
 *
 * The fixtures have the whole shape of Ghost's own exports, with content of our own (test/fixtures/import/README.md):
 * the v4 file follows Ghost's test fixture `ghost/core/test/utils/fixtures/export/v4_export.json` (Ghost 4.1.0)
 * table by table and column by column (posts with mobiledoc, html and plaintext; posts_authors, posts_tags,
 * posts_meta, tags, users, roles, settings and the empty tables), its text written for these tests rather than
 * copied, since only the shape is what an import must read. Ghost keeps no v5 export among its fixtures; the v5
 * file adds Ghost 5's tables and columns (lexical, newsletters, the members and comments tables) to that shape.
 */
import { expect } from 'chai';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { request } from '../helpers/http.ts';
import { countRows, runImport, asExported } from '../helpers/imports.ts';

describe(`Ghost import: v4 and v5 exports (${testDatabaseKind})`, function () {
  this.timeout(120_000);
  let app: TestApp;
  let owner: string;

  before(async () => {
    app = await startTestApp();
    owner = await signIn(app);
  });
  after(() => app.close());

  it('imports a v4 export: its posts with their slugs, tags, authors and excerpts; its page left out, its remote images reported', async () => {
    const job = await runImport(app, owner, 'ghost', 'ghost-v4-export.json', undefined, asExported);
    expect(job.status, job.error ?? '').to.equal('done');
    expect(job.report.added.map((post) => post.slug)).to.deep.equal(['clearinghouse-rejections', 'eligibility-checks', 'payer-rules-draft']);
    expect(job.report.dropped).to.deep.equal([{ title: 'About this site', why: 'it is a page; the site imports posts only' }]);
    expect(job.report.imagesMissing.map((image) => image.path)).to.include.members([
      'https://images.example.com/v4/rejection-report.png',
      'https://images.example.com/v4/rejections-cover.png',
    ]);
    const page = await request(`${app.url}/blog/clearinghouse-rejections`);
    expect(page.status).to.equal(200);
    expect(page.text).to.contain('Billing Basics').and.contain('By Dana Fixture, Staff Writer').and.contain('Work the rejection report every morning');
    expect(page.text).to.contain('href="/blog/eligibility-checks"');
    expect(job.report.added[0]!.changes).to.include("Links to the Ghost site's own addresses (1) now lead to this site's.");
    expect(page.text).to.not.contain('youtube.com/embed').and.not.contain('images.example.com').and.not.contain('__GHOST_URL__').and.not.contain('#newsletter');
    expect((await request(`${app.url}/blog/payer-rules-draft`)).status).to.equal(404);
  });

  it('imports a v5 export with its images archive: the feature image as the cover, both authors, draft and scheduled kept as such', async () => {
    const job = await runImport(app, owner, 'ghost', 'ghost-v5-export.json', 'ghost-v5-images.zip', asExported);
    expect(job.status, job.error ?? '').to.equal('done');
    expect(job.report.counts).to.include({ added: 3, imagesAdded: 2, imagesMissing: 0 });
    const rows = (await app
      .db('blog_posts')
      .whereIn('slug', ['coming-soon', 'a-draft-in-progress', 'next-week'])
      .orderBy('slug')
      .select('slug', 'status', 'cover_media_id')) as {
      slug: string;
      status: string;
      cover_media_id: number | null;
    }[];
    expect(rows.map((row) => [row.slug, row.status])).to.deep.equal([
      ['a-draft-in-progress', 'draft'],
      ['coming-soon', 'published'],
      ['next-week', 'scheduled'],
    ]);
    expect(rows[1]!.cover_media_id).to.not.equal(null);
    const page = await request(`${app.url}/blog/coming-soon`);
    expect(page.text)
      .to.contain('By Example Owner, Second Writer')
      .and.contain('Launch day')
      .and.match(/<img[^>]+src="\/media\//);
    expect(page.text).to.not.contain('__GHOST_URL__').and.not.contain('#hidden').and.not.contain('<iframe');
    expect((await request(`${app.url}/blog/a-draft-in-progress`)).status).to.equal(404);
  });

  it("answers 301 from Ghost's post and tag addresses", async () => {
    for (const [from, to] of [
      ['/clearinghouse-rejections/', '/blog/clearinghouse-rejections'],
      ['/coming-soon/', '/blog/coming-soon'],
      ['/coming-soon', '/blog/coming-soon'],
      ['/tag/billing-basics/', '/blog/tag/billing-basics'],
      ['/tag/news/', '/blog/tag/news'],
    ]) {
      const response = await request(`${app.url}${from}`);
      expect(response.status, from).to.equal(301);
      expect(response.headers.get('location'), from).to.equal(to);
    }
    // A draft's old address leads nowhere until it is published.
    expect((await request(`${app.url}/a-draft-in-progress`)).status).to.equal(404);
  });

  it('adds nothing when either export is imported again', async () => {
    const before = [await countRows(app, 'blog_posts'), await countRows(app, 'media'), await countRows(app, 'tags'), await countRows(app, 'legacy_paths')];
    const v4 = await runImport(app, owner, 'ghost', 'ghost-v4-export.json', undefined, asExported);
    const v5 = await runImport(app, owner, 'ghost', 'ghost-v5-export.json', 'ghost-v5-images.zip', asExported);
    expect(v4.report.counts).to.include({ added: 0, existing: 3, redirects: 0 });
    expect(v5.report.counts).to.include({ added: 0, existing: 3, imagesAdded: 0, redirects: 0 });
    expect([
      await countRows(app, 'blog_posts'),
      await countRows(app, 'media'),
      await countRows(app, 'tags'),
      await countRows(app, 'legacy_paths'),
    ]).to.deep.equal(before);
  });
});
