/**
 * Two production server processes on one PostgreSQL database and one Redis, as
 * on a host with several web dynos: content written through one shows on the
 * other's next request, sessions work on both, rate limits count across both.
 * And two on one SQLite file (several workers on one machine): content too.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import knex from 'knex';
import { freshDatabaseEnv, testDatabaseKind, type TestDatabaseEnv } from '../helpers/database.ts';
import { redisTestUrl, sharedRedisUrl } from '../helpers/redis.ts';
import { settingsBody } from '../helpers/company.ts';
import { processAdmin, startServerProcess, type ServerProcess } from '../helpers/server-process.ts';
import { contactPayload, nextClientIp, postContact, publishPost, signIn } from './traffic.ts';

const https = { 'x-forwarded-proto': 'https' };

function json(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method, headers: { 'content-type': 'application/json', ...https, ...headers }, body: JSON.stringify(body) };
}

async function page(server: ServerProcess, path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(server.url + path, { headers: https });
  return { status: response.status, html: await response.text() };
}

/** Publishes, edits and deletes a post through `a`; each change shows on `b`'s very next request. */
async function expectContentShared(a: ServerProcess, b: ServerProcess, cookie: string): Promise<void> {
  const slug = `two-processes-${randomBytes(4).toString('hex')}`;
  // B has rendered (and cached) the blog before the post exists.
  expect((await page(b, '/blog')).html).not.to.include(slug);
  expect((await page(b, `/blog/${slug}`)).status).to.equal(404);

  const { id } = await publishPost(a.url, cookie, {
    title: 'Published through A',
    slug,
    excerpt: 'Seen by B',
    content: '<p>Hello from A.</p>',
    published: true,
  });
  expect((await page(b, '/blog')).html).to.include(`/blog/${slug}`);
  const shown = await page(b, `/blog/${slug}`);
  expect(shown.status).to.equal(200);
  expect(shown.html).to.include('Published through A');

  const updated = await fetch(
    `${a.url}/api/admin/blog/${id}`,
    json('PUT', { id, title: 'Edited through A', slug, excerpt: 'Seen by B', content: '<p>Hello again.</p>', published: true }, { cookie }),
  );
  expect(updated.status).to.equal(200);
  expect((await page(b, `/blog/${slug}`)).html).to.include('Edited through A');

  const removed = await fetch(`${a.url}/api/admin/blog/${id}`, { method: 'DELETE', headers: { ...https, cookie } });
  expect(removed.status).to.be.oneOf([200, 204]);
  expect((await page(b, `/blog/${slug}`)).status).to.equal(404);
  expect((await page(b, '/blog')).html).not.to.include(slug);

  // The company's details show on every page, 'static' ones included (decision 028): B has cached its
  // home page, and a settings change through A shows there on B's next request.
  const tag = `Shared${randomBytes(3).toString('hex')}`;
  expect((await page(b, '/')).html).not.to.include(`${tag} Billing`);
  const saved = await fetch(`${a.url}/api/admin/settings`, json('PUT', settingsBody(tag), { cookie }));
  expect(saved.status).to.equal(200);
  expect((await page(b, '/')).html).to.include(`${tag} Billing`);
}

if (testDatabaseKind === 'sqlite') {
  describe('Two server processes on one SQLite file', function () {
    this.timeout(60_000);
    let a: ServerProcess;
    let b: ServerProcess;

    before(async () => {
      const database = await freshDatabaseEnv();
      a = await startServerProcess({ database, env: { TRUST_PROXY: '1' } });
      b = await startServerProcess({ database, env: { TRUST_PROXY: '1' } });
    });
    after(() => Promise.all([a?.stop(), b?.stop()]));

    // The content version is read through a separate read-only connection (database/content-version.server.ts).
    it('shows a post published, edited and deleted through one process on the next request to the other', async () => {
      await expectContentShared(a, b, await signIn(a.url));
    });
  });
}

if (testDatabaseKind === 'postgres' && redisTestUrl) {
  describe('Two server processes on one PostgreSQL and one Redis', function () {
    this.timeout(60_000);
    let a: ServerProcess;
    let b: ServerProcess;
    let cookie: string;
    let database: TestDatabaseEnv;

    before(async () => {
      database = await freshDatabaseEnv();
      const env = { TRUST_PROXY: '1', REDIS_URL: sharedRedisUrl() };
      a = await startServerProcess({ database, env });
      b = await startServerProcess({ database, env });
      cookie = await signIn(a.url);
    });
    after(() => Promise.all([a?.stop(), b?.stop()]));

    it('accepts a session signed in on one process on the other', async () => {
      const me = await fetch(`${b.url}/api/auth/me`, { headers: { ...https, cookie } });
      expect(me.status).to.equal(200);
      expect(await me.json()).to.deep.equal({
        user: { username: processAdmin.username, role: 'owner', twoFactor: { enabled: false, totp: false, passkeys: 0, recoveryCodesLeft: 0 } },
      });
    });

    it('shows a post published, edited and deleted through one process on the next request to the other', async () => {
      await expectContentShared(a, b, cookie);
    });

    it('counts contact submissions from one client across both processes', async () => {
      const ip = nextClientIp();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await postContact((i % 2 === 0 ? a : b).url, contactPayload(`shared-${i}`), ip);
        await response.arrayBuffer();
        statuses.push(response.status);
      }
      // Five per ten minutes per client (server/contacts/contact-limiter.server.ts), wherever they land.
      expect(statuses).to.deep.equal([201, 201, 201, 201, 201, 429]);
    });

    it('counts failed sign-ins for one username across both processes', async () => {
      const username = `ghost-${randomBytes(4).toString('hex')}`;
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const server = i % 2 === 0 ? a : b;
        // A new address each time: only the per-username limit can stop these.
        const response = await fetch(
          `${server.url}/api/auth/login`,
          json('POST', { username, password: 'not the password 1' }, { 'x-forwarded-for': nextClientIp() }),
        );
        await response.arrayBuffer();
        statuses.push(response.status);
      }
      // Ten failures per fifteen minutes per username (server/auth/login-limits.server.ts).
      expect(statuses.slice(0, 10)).to.deep.equal(Array(10).fill(401));
      expect(statuses[10]).to.equal(429);
    });

    it('counts failed sign-ins from one address across both processes', async () => {
      const ip = nextClientIp();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const response = await fetch(
          `${(i % 2 === 0 ? a : b).url}/api/auth/login`,
          json('POST', { username: `nobody-${i}-${randomBytes(3).toString('hex')}`, password: 'not the password 1' }, { 'x-forwarded-for': ip }),
        );
        await response.arrayBuffer();
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 10)).to.deep.equal(Array(10).fill(401));
      expect(statuses[10]).to.equal(429);
    });

    it('holds at most DATABASE_POOL_MAX (5) connections each, plus its listening one, under 200 concurrent contact messages', async () => {
      const observer = knex({ client: 'pg', connection: database.DATABASE_URL, pool: { min: 1, max: 1 } });
      try {
        const connections = async () => {
          const { rows } = (await observer.raw(
            'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
          )) as { rows: { n: number }[] };
          return rows[0]!.n;
        };
        let most = await connections();
        let loading = true;
        const sampling = (async () => {
          while (loading) {
            most = Math.max(most, await connections());
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        })();
        const answers = await Promise.all(
          Array.from({ length: 200 }, (_, i) => postContact((i % 2 === 0 ? a : b).url, contactPayload(`pool-${i}`)).then((response) => response.status)),
        );
        loading = false;
        await sampling;
        most = Math.max(most, await connections());
        expect(
          answers.every((status) => status === 201),
          `statuses: ${[...new Set(answers)].join(', ')}`,
        ).to.equal(true);
        // Two processes, each with a pool of at most 5 and one listening connection (README: Configuration).
        expect(most).to.be.at.most(2 * (5 + 1));
      } finally {
        await observer.destroy();
      }
    });
  });
}
