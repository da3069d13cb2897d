/**
 * Every published post is in the site search however it arrived (docs/product/pages.md#search; the outside test of December 2026): the
 * WordPress theme unit test data and the Ghost exports imported through the dashboard, a Ghost export imported by
 * the command line into a fresh database, and a database whose index lost its post rows (what an import before the
 * fix left) repaired at the next start. Each time the index is compared with the published posts, and each
 * imported post is found by GET /api/search for a word of its body.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { expect } from 'chai';
import { postsOutOfIndex } from '#database/search-index.server.ts';
import { postPath } from '#shared/blog-paths.ts';
import { htmlToText } from '#shared/html-text.ts';
import { searchResultLimits } from '#content/search.ts';
import { signIn, startTestApp, testSecret, type TestApp } from '../helpers/app.ts';
import { freshDatabaseEnv, migratedDatabaseEnv, testDatabaseKind } from '../helpers/database.ts';
import { request } from '../helpers/http.ts';
import { asExported, importFixture, runImport } from '../helpers/imports.ts';

interface PublishedPost {
  id: number;
  slug: string;
  title: string;
  content: string;
}

const publishedPosts = async (app: TestApp): Promise<PublishedPost[]> =>
  ((await app.db('blog_posts').where({ status: 'published', noindex: false }).select('id', 'slug', 'title', 'content')) as PublishedPost[]).map((post) => ({
    ...post,
    id: Number(post.id),
  }));

/** The index holds a row for each published, indexable post, and for no other post. */
async function expectIndexMatchesPublishedPosts(app: TestApp): Promise<void> {
  expect(await postsOutOfIndex(app.db)).to.deep.equal({ missing: [], leftOver: [] });
  const indexed = ((await app.db('search_documents').where({ kind: 'post' }).select('post_id')) as { post_id: number | string }[]).map((row) =>
    Number(row.post_id),
  );
  expect(indexed.sort((a, b) => a - b)).to.deep.equal((await publishedPosts(app)).map((post) => post.id).sort((a, b) => a - b));
}

/**
 * The words of four letters or more of PostgreSQL's English stop list (tsearch_data/english.stop): neither engine's
 * query can find them (PostgreSQL drops them from the query), so a post is not searched by one.
 */
const stopWords = new Set(
  `myself ours ourselves your yours yourself yourselves himself hers herself itself they them their theirs themselves what which whom this that these
   those were been being have having does doing because until while with about against between into through during before after above below from
   down over under again further then once here there when where both each more most other some such only same than very will just should`.split(/\s+/),
);

/** A text's words: letters only, four or more, not a stop word, and not part of an address (engines index a URL as one token). */
const wordsOf = (text: string): Set<string> =>
  new Set(
    text
      .toLowerCase()
      .split(/\s+/)
      .filter((token) => !/[/.@:]\w/.test(token))
      .flatMap((token) => token.match(/\b[a-z]{4,}\b/g) ?? [])
      .filter((word) => !stopWords.has(word)),
  );

/**
 * Searches for the rarest word of each post's body (so that no more than a page of results can hold it) and
 * expects the post among the results. Returns how many posts were searched: a post whose body has no word (an
 * image alone) is not. `imported` (slugs) limits it to the posts an import added.
 */
async function expectEachPostFoundByABodyWord(app: TestApp, imported: Set<string>): Promise<number> {
  const posts = await publishedPosts(app);
  const texts = new Map(posts.map((post) => [post.id, wordsOf(`${post.title} ${htmlToText(post.content)}`)]));
  const frequency = new Map<string, number>();
  for (const words of texts.values()) for (const word of words) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  let searched = 0;
  for (const post of posts.filter((candidate) => imported.has(candidate.slug))) {
    const body = [...wordsOf(htmlToText(post.content))].sort((a, b) => frequency.get(a)! - frequency.get(b)! || a.localeCompare(b));
    const word = body[0];
    if (word === undefined) continue;
    const response = await request<{ results: { url: string }[] }>(`${app.url}/api/search?q=${word}&limit=${searchResultLimits.max}`);
    expect(response.status, response.text).to.equal(200);
    expect(
      response.body.results.map((result) => result.url),
      `${post.slug} for "${word}"`,
    ).to.include(postPath(post.slug));
    searched++;
  }
  return searched;
}

describe(`Imported posts in the site search (${testDatabaseKind})`, function () {
  this.timeout(300_000);

  describe('imported through the dashboard', () => {
    let app: TestApp;
    let owner: string;

    before(async () => {
      app = await startTestApp();
      owner = await signIn(app);
      // The process indexes at its first search: the imports below come after it, as on a running site.
      expect((await request(`${app.url}/api/search?q=denials`)).status).to.equal(200);
    });
    after(() => app.close());

    it('indexes the WordPress theme unit test data: each published post found by a word of its body', async () => {
      const job = await runImport(app, owner, 'wordpress', 'themeunittestdata.wordpress.xml', undefined, asExported);
      expect(job.status, job.error ?? '').to.equal('done');
      await expectIndexMatchesPublishedPosts(app);
      const searched = await expectEachPostFoundByABodyWord(app, new Set(job.report.added.map((post) => post.slug)));
      expect(searched).to.be.greaterThan(30);
    });

    it('indexes the Ghost v4 and v5 exports: each published post found by a word of its body', async () => {
      const added = new Set<string>();
      for (const file of ['ghost-v4-export.json', 'ghost-v5-export.json']) {
        const job = await runImport(app, owner, 'ghost', file, undefined, asExported);
        expect(job.status, job.error ?? '').to.equal('done');
        for (const post of job.report.added) added.add(post.slug);
      }
      await expectIndexMatchesPublishedPosts(app);
      expect(await expectEachPostFoundByABodyWord(app, added)).to.be.greaterThan(1);
    });
  });

  it('indexes a command-line import into a fresh database', async () => {
    const databaseEnv = await freshDatabaseEnv();
    const child = spawn(process.execPath, [resolve(import.meta.dirname, '../../scripts/import.ts'), 'ghost', importFixture('ghost-v4-export.json')], {
      env: { PATH: process.env.PATH, NODE_ENV: 'test', SESSION_SECRET: testSecret, ...databaseEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise((done) => child.on('close', done));
    expect(code, output).to.equal(0);
    // Compared before any process of the site started: the import itself wrote the rows.
    const app = await startTestApp({ ...databaseEnv });
    try {
      await expectIndexMatchesPublishedPosts(app);
      const imported = new Set((await publishedPosts(app)).map((post) => post.slug));
      expect(imported.size).to.be.greaterThan(0);
      expect(await expectEachPostFoundByABodyWord(app, imported)).to.equal(imported.size);
    } finally {
      await app.close();
    }
  });

  it('repairs at start an index that lacks published posts, and drops rows of posts no longer published', async () => {
    const databaseEnv = await migratedDatabaseEnv();
    let app = await startTestApp({ ...databaseEnv });
    try {
      const owner = await signIn(app);
      const job = await runImport(app, owner, 'ghost', 'ghost-v4-export.json', undefined, asExported);
      expect(job.status, job.error ?? '').to.equal('done');
      const [kept, unpublished] = await publishedPosts(app);
      // What an import before the fix left: published posts without rows, and a row whose post went back to draft by hand.
      await app.db('search_documents').where({ kind: 'post' }).whereNot({ post_id: unpublished!.id }).delete();
      await app.db('blog_posts').where({ id: unpublished!.id }).update({ status: 'draft', published: false });
      expect(await postsOutOfIndex(app.db)).to.deep.equal({ missing: [kept!.id], leftOver: [unpublished!.id] });
    } finally {
      await app.close();
    }
    app = await startTestApp({ ...databaseEnv });
    try {
      expect((await request(`${app.url}/api/search?q=denials`)).status).to.equal(200);
      await expectIndexMatchesPublishedPosts(app);
    } finally {
      await app.close();
    }
  });
});
