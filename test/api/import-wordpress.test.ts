/**
 * Importing WordPress's theme unit test data (docs/product/admin.md#importing) through the dashboard's API: the
 * report, pages that render without escaped markup, old permalinks answering 301, and a second run adding nothing.
 */
import { expect } from 'chai';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { request } from '../helpers/http.ts';
import { countRows, runImport, asExported } from '../helpers/imports.ts';
import type { ImportReport } from '#shared/import-report.ts';

describe(`WordPress import: the theme unit test data (${testDatabaseKind})`, function () {
  this.timeout(300_000);
  let app: TestApp;
  let owner: string;
  let report: ImportReport;

  before(async () => {
    app = await startTestApp();
    owner = await signIn(app);
    const job = await runImport(app, owner, 'wordpress', 'themeunittestdata.wordpress.xml', 'wordpress-uploads.zip', asExported);
    expect(job.status, job.error ?? '').to.equal('done');
    report = job.report;
  });
  after(() => app.close());

  it('reports what came in, what changed and what was left out', () => {
    expect(report.counts.added).to.be.greaterThan(50);
    expect(report.counts.added).to.equal(report.added.length);
    expect(report.dropped.map((item) => item.why)).to.include('it is a page; the site imports posts only');
    expect(report.counts.imagesAdded).to.equal(5);
    expect(report.imagesMissing.length).to.be.greaterThan(0);
    expect(report.added.flatMap((post) => post.changes).join('\n')).to.match(/shortcode is not supported|became a link/);
  });

  it('keeps dates, status, excerpts, bylines, tags and the featured image', async () => {
    const statuses = ((await app.db('blog_posts').select('status')) as { status: string }[]).map((row) => row.status);
    expect(statuses).to.include.members(['published', 'draft', 'scheduled']);
    const post = (await app.db('blog_posts').where({ slug: 'template-excerpt-defined' }).first()) as { excerpt: string; created_at: string | Date; id: number };
    expect(post.excerpt).to.contain('This is a user-defined post excerpt');
    expect(new Date(post.created_at).toISOString()).to.match(/^2012-03-1/);
    const byline = (await app.db('import_sources').where({ post_id: post.id }).first('byline')) as { byline: string };
    expect(byline.byline).to.equal('Theme Buster');
    const page = await request(`${app.url}/blog/template-excerpt-defined`);
    expect(page.text).to.contain('By Theme Buster');
    const tags = (await app.db('tags').select('slug')) as { slug: string }[];
    expect(tags.map((tag) => tag.slug)).to.include.members(['classic', 'template']);
    expect(await app.db('blog_posts').whereNotNull('cover_media_id').first('id')).to.not.equal(undefined);
  });

  it('renders every imported published post without escaped markup, shortcodes or block comments', async () => {
    const posts = (await app.db('blog_posts').where({ status: 'published' }).select('slug')) as { slug: string }[];
    expect(posts.length).to.be.greaterThan(40);
    for (const { slug } of posts) {
      const page = await request(`${app.url}/blog/${slug}`);
      expect(page.status, slug).to.equal(200);
      const article = page.text.slice(page.text.indexOf('<main'), page.text.indexOf('</main>'));
      expect(article, slug).to.not.match(/&lt;\/?(?:p|div|img|a|figure|script|iframe)\b/);
      expect(article, slug).to.not.match(/\[(?:caption|gallery|embed|audio|video)\b|wp:paragraph|<script/);
      expect(article, slug).to.not.match(/wpthemetestdata\.files\.wordpress\.com\/[^"]*\.(?:jpe?g|png|gif)"/);
    }
  });

  it('answers 301 from the old permalinks to the new addresses', async () => {
    const cases: [string, string][] = [
      ['/2013/01/11/markup-html-tags-and-formatting/', '/blog/markup-html-tags-and-formatting'],
      ['/2013/01/markup-html-tags-and-formatting/', '/blog/markup-html-tags-and-formatting'],
      ['/category/markup/', '/blog/tag/markup'],
      ['/tag/content-2/', '/blog/tag/content'],
    ];
    const byId = (await app
      .db('legacy_paths')
      .join('blog_posts', 'blog_posts.id', 'legacy_paths.post_id')
      .where('blog_posts.slug', 'markup-html-tags-and-formatting')
      .where('legacy_paths.path', 'like', '/?p=%')
      .first('legacy_paths.path as path')) as { path: string };
    cases.push([byId.path, '/blog/markup-html-tags-and-formatting']);
    for (const [from, to] of cases) {
      const response = await request(`${app.url}${from}`);
      expect(response.status, from).to.equal(301);
      expect(response.headers.get('location'), from).to.equal(to);
    }
  });

  it('follows a later change of slug, and an unknown old address is still a 404', async () => {
    await app.db('blog_posts').where({ slug: 'markup-image-alignment' }).update({ slug: 'image-alignment-renamed' });
    await app.db('content_version').where({ id: 1 }).increment('version', 1);
    const response = await request(`${app.url}/2013/01/10/markup-image-alignment/`);
    expect(response.status).to.equal(301);
    expect(response.headers.get('location')).to.equal('/blog/image-alignment-renamed');
    expect((await request(`${app.url}/2013/01/10/no-such-post`)).status).to.equal(404);
    expect((await request(`${app.url}/?p=99999999`)).status).to.equal(200);
  });

  it('adds nothing when the same export is imported again', async () => {
    const before = {
      posts: await countRows(app, 'blog_posts'),
      media: await countRows(app, 'media'),
      tags: await countRows(app, 'tags'),
      paths: await countRows(app, 'legacy_paths'),
    };
    const again = await runImport(app, owner, 'wordpress', 'themeunittestdata.wordpress.xml', 'wordpress-uploads.zip', asExported);
    expect(again.report.counts).to.include({ added: 0, imagesAdded: 0, redirects: 0 });
    expect(again.report.counts.existing).to.equal(report.counts.added);
    expect({
      posts: await countRows(app, 'blog_posts'),
      media: await countRows(app, 'media'),
      tags: await countRows(app, 'tags'),
      paths: await countRows(app, 'legacy_paths'),
    }).to.deep.equal(before);
  });
});
