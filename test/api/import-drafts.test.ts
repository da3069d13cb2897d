/**
 * Importing as drafts (docs/product/admin.md#importing): by default a post that lost an image on the way comes in
 * as a draft; `drafts=all` makes every post a draft, `drafts=none` keeps the export's statuses. Site health lists a
 * published imported post that lost images until its content is changed (docs/product/redirects.md#site-health).
 */
import { expect } from 'chai';
import { findPostById, updatePost } from '#database/posts.server.ts';
import type { SiteHealthItem } from '#shared/site-health.ts';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { request } from '../helpers/http.ts';
import { countRows, runImport, uploadImport } from '../helpers/imports.ts';

async function statusOf(app: TestApp, slug: string): Promise<string> {
  const row = (await app.db('blog_posts').where({ slug }).first('status')) as { status: string } | undefined;
  return row?.status ?? 'missing';
}

async function lostImageItems(app: TestApp, cookie: string): Promise<SiteHealthItem[]> {
  await app.site.siteHealth.run();
  const response = await request(`${app.url}/api/admin/site-health`, { headers: { cookie } });
  expect(response.status, response.text).to.equal(200);
  return (response.body as { items: SiteHealthItem[] }).items.filter((item) => item.kind === 'import-lost-images');
}

/** Saves the post as it is with another status, or other content: what the editor's Update does. */
async function savePost(app: TestApp, slug: string, change: { status?: 'published'; content?: string }): Promise<number> {
  const { id } = (await app.db('blog_posts').where({ slug }).first('id')) as { id: number };
  const post = (await findPostById(app.db, Number(id)))!;
  await updatePost(app.db, post.id, {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: change.content ?? post.content,
    status: change.status ?? post.status,
    tags: post.tags,
  });
  return post.id;
}

describe(`Import as drafts, and site health for imported posts that lost images (${testDatabaseKind})`, function () {
  this.timeout(120_000);
  let app: TestApp;
  let owner: string;

  before(async () => {
    app = await startTestApp();
    owner = await signIn(app);
  });
  after(() => app.close());

  it('refuses an unknown choice with 400 naming the field, and writes nothing', async () => {
    const response = await uploadImport(app, owner, 'ghost', 'ghost-v5-export.json', undefined, { drafts: 'sometimes' });
    expect(response.status).to.equal(400);
    expect(response.body.errors.map((error: { field: string }) => error.field)).to.deep.equal(['drafts']);
    expect(await countRows(app, 'blog_posts')).to.equal(0);
    expect(await countRows(app, 'import_jobs')).to.equal(0);
  });

  it('by default imports a post whose images are missing as a draft, says so, and keeps the others as exported', async () => {
    const job = await runImport(app, owner, 'ghost', 'ghost-v5-export.json');
    expect(job.status, job.error ?? '').to.equal('done');
    const lost = job.report.added.find((post) => post.slug === 'coming-soon')!;
    expect(lost.asDraft).to.equal(true);
    expect(lost.imagesLost).to.be.greaterThan(0);
    expect(lost.changes.join('\n')).to.match(/Imported as a draft, not published: (?:an image was|\d+ images were) left out\./);
    expect(await statusOf(app, 'coming-soon')).to.equal('draft');
    expect(await statusOf(app, 'next-week')).to.equal('scheduled');
    expect(await statusOf(app, 'a-draft-in-progress')).to.equal('draft');
    expect(job.report.added.find((post) => post.slug === 'next-week')!.asDraft).to.equal(false);
    expect((await request(`${app.url}/blog/coming-soon`)).status).to.equal(404);
    // A draft is not on the site: site health has nothing to say about it yet.
    expect(await lostImageItems(app, owner)).to.deep.equal([]);
  });

  it('lists the post in site health once it is published with its content as imported, until its content changes', async () => {
    const id = await savePost(app, 'coming-soon', { status: 'published' });
    const items = await lostImageItems(app, owner);
    expect(items).to.have.length(1);
    expect(items[0]).to.include({ url: '/blog/coming-soon', editUrl: `/dashboard/posts/${id}` });
    expect(items[0]!.detail).to.match(/^(?:An image was|\d+ images were) left out when it was imported/);
    await savePost(app, 'coming-soon', { content: '<p>Rewritten without the pictures.</p>' });
    expect(await lostImageItems(app, owner)).to.deep.equal([]);
  });

  it('keeps the export’s statuses with drafts=none, and site health lists the published post that lost images', async () => {
    const job = await runImport(app, owner, 'ghost', 'ghost-v4-export.json', undefined, { drafts: 'none' });
    expect(job.status, job.error ?? '').to.equal('done');
    expect(job.report.added.every((post) => post.asDraft === false)).to.equal(true);
    expect(await statusOf(app, 'clearinghouse-rejections')).to.equal('published');
    expect(await statusOf(app, 'eligibility-checks')).to.equal('published');
    expect((await lostImageItems(app, owner)).map((item) => item.url)).to.deep.equal(['/blog/clearinghouse-rejections']);
  });

  it('imports every post as a draft with drafts=all, even with every image there', async () => {
    const other = await startTestApp();
    try {
      const cookie = await signIn(other);
      const job = await runImport(other, cookie, 'ghost', 'ghost-v5-export.json', 'ghost-v5-images.zip', { drafts: 'all' });
      expect(job.status, job.error ?? '').to.equal('done');
      expect(job.report.counts.imagesMissing).to.equal(0);
      const statuses = ((await other.db('blog_posts').select('status')) as { status: string }[]).map((row) => row.status);
      expect(statuses).to.deep.equal(['draft', 'draft', 'draft']);
      expect(job.report.added.find((post) => post.slug === 'next-week')!.changes).to.include('Imported as a draft, not scheduled, as asked.');
      expect(job.report.added.find((post) => post.slug === 'coming-soon')!.imagesLost).to.equal(0);
      const publishAt = (await other.db('blog_posts').where({ slug: 'next-week' }).first('publish_at')) as { publish_at: unknown };
      expect(publishAt.publish_at).to.equal(null);
    } finally {
      await other.close();
    }
  });
});
