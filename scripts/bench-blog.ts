/**
 * Blog latency at 100 and 10,000 posts with 200 tags (three a post): seeds a
 * fresh SQLite database with published posts, starts the production server,
 * and measures the list, a deep list page, a post page and a tag's first and
 * last pages, served from the render cache (steady
 * state) and rendered fresh after a content change (the database path).
 * `npm run bench` calls benchBlog(); `node scripts/bench-blog.ts` runs it alone.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createDatabase, migrateLatest, type Database } from '#database/db.server.ts';
import { writeContent } from '#database/write-content.server.ts';
import { warmAndMeasure } from './bench/load.ts';
import { startProcess, waitForHttp } from './bench/processes.ts';

export interface BlogBenchOptions {
  counts?: number[];
  seconds?: number;
  connections?: number;
  port?: number;
  /** Fresh renders measured per page after bumping the content version. */
  freshSamples?: number;
}

const postsPerListPage = 12;

function paragraph(index: number): string {
  return `<p>Claim ${index}: verify <strong>eligibility</strong>, code with <em>care</em> and follow up on <a href="https://example.com/${index}">denials</a> before they age past 90 days.</p>`;
}

/** Published posts with twelve paragraphs each and three of 200 tags each (also the search bench, bench/search.ts). */
export async function seedBlogPosts(db: Database, count: number): Promise<void> {
  const start = Date.UTC(2020, 0, 1);
  const rows = Array.from({ length: count }, (_, index) => {
    const at = new Date(start + index * 3_600_000).toISOString();
    return {
      slug: `post-${index + 1}`,
      title: `Revenue cycle note ${index + 1}`,
      excerpt: `<strong>Note ${index + 1}</strong>: what to check before a claim goes out.`,
      content: `<h2>Note ${index + 1}</h2>${Array.from({ length: 12 }, (_, p) => paragraph(p)).join('')}`,
      published: true,
      status: 'published',
      publish_at: at,
      created_at: at,
      updated_at: at,
    };
  });
  await db.batchInsert('blog_posts', rows, 500);
  // 200 tags, three a post, spread evenly: at 10,000 posts each tag has 150.
  const now = new Date(start).toISOString();
  await db.batchInsert(
    'tags',
    Array.from({ length: tagCount }, (_, index) => ({ slug: `tag-${index + 1}`, name: `Tag ${index + 1}`, created_at: now })),
    100,
  );
  const posts = (await db('blog_posts').select('id').orderBy('id')) as { id: number }[];
  const tags = (await db('tags').select('id').orderBy('id')) as { id: number }[];
  const links = posts.flatMap(({ id }, index) => [0, 1, 2].map((offset) => ({ post_id: id, tag_id: tags[(index * 3 + offset) % tagCount]!.id })));
  await db.batchInsert('post_tags', links, 500);
}

const tagCount = 200;

/** Posts that carry `tag-1` when each post carries three of the 200 tags in turn. */
const postsWithFirstTag = (count: number) => Math.ceil((count * 3) / tagCount);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Latency of single requests that each follow a content change, so each one renders from the database. */
async function freshRenderMs(db: Database, url: string, samples: number): Promise<number> {
  const times: number[] = [];
  // The first renders include JIT warm-up; they are not counted.
  for (let index = -5; index < samples; index += 1) {
    // A content write that changes nothing but the version: the server's lease on the old one runs out before we go on (decision 049).
    await writeContent(db, async () => undefined);
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    if (index >= 0) times.push(performance.now() - started);
  }
  return median(times);
}

export async function benchBlog(options: BlogBenchOptions = {}): Promise<string[]> {
  const { counts = [100, 10_000], seconds = 5, connections = 10, port = 3204, freshSamples = 30 } = options;
  const rows = ['| Posts | Page | cached req/s | cached p50 ms | cached p99 ms | fresh render ms (median) |', '|---|---|---|---|---|---|'];
  for (const count of counts) {
    const dataDir = mkdtempSync(join(tmpdir(), 'rcm-bench-blog-'));
    const sqlitePath = join(dataDir, 'site.db');
    const db = createDatabase({ sqlitePath });
    const app = startProcess(
      ['server/index.ts'],
      {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        SQLITE_PATH: sqlitePath,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        ADMIN_USERNAME: 'bench-admin',
        ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
        LOG_LEVEL: 'warn',
        SITE_URL: `http://127.0.0.1:${port}`,
      },
      port,
    );
    try {
      await migrateLatest(db);
      await seedBlogPosts(db, count);
      await waitForHttp(`${app.url}/blog`);
      const lastPage = Math.ceil(count / postsPerListPage);
      const lastTagPage = Math.ceil(postsWithFirstTag(count) / postsPerListPage);
      const pages = [
        '/blog',
        `/blog?page=${lastPage}`,
        `/blog/post-${Math.ceil(count / 2)}`,
        '/blog/tag/tag-1',
        ...(lastTagPage > 1 ? [`/blog/tag/tag-1?page=${lastTagPage}`] : []),
      ];
      for (const path of pages) {
        const fresh = await freshRenderMs(db, app.url + path, freshSamples);
        const cached = await warmAndMeasure({ url: app.url + path, pid: app.child.pid!, seconds, connections });
        if (cached.errors > 0 || cached.non2xx > 0) throw new Error(`${path}: ${cached.errors} errors, ${cached.non2xx} non-2xx answers`);
        rows.push(
          `| ${count.toLocaleString('en-US')} | \`${path}\` | ${cached.requestsPerSecond.toFixed(0)} | ${cached.latencyP50.toFixed(1)} | ` +
            `${cached.latencyP99.toFixed(1)} | ${fresh.toFixed(1)} |`,
        );
      }
    } finally {
      await app.stop();
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log((await benchBlog({ seconds: Number(process.env.BENCH_SECONDS ?? 5) })).join('\n'));
}
