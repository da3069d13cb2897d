/**
 * Demo mode: DEMO_CONTENT=1 and `npm run seed:demo` put in sample proof, each item
 * marked as demo and saying in its own text that it is a sample; without them (the
 * default, production included) there is none.
 */
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createDatabase, closeDatabase } from '#database/db.server.ts';
import { listProofItems } from '#database/proof-items.server.ts';
import { loadConfig } from '#server/config.server.ts';
import { signIn, startTestApp, testSecret, type TestApp } from '../helpers/app.ts';
import { freshDatabaseEnv, testDatabaseKind } from '../helpers/database.ts';
import { callJson, request } from '../helpers/http.ts';

const run = promisify(execFile);

describe(`Demo mode (${testDatabaseKind})`, () => {
  it('is off unless DEMO_CONTENT=1, in production too', () => {
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: testSecret }).demoContent).to.equal(false);
    expect(loadConfig({ NODE_ENV: 'test', SESSION_SECRET: testSecret, DEMO_CONTENT: '1' }).demoContent).to.equal(true);
    expect(() => loadConfig({ NODE_ENV: 'test', SESSION_SECRET: testSecret, DEMO_CONTENT: 'yes' })).to.throw('DEMO_CONTENT must be 1 (on) or 0 (off)');
  });

  describe('DEMO_CONTENT=1', () => {
    let app: TestApp;
    before(async () => {
      app = await startTestApp({ DEMO_CONTENT: '1' });
    });
    after(() => app.close());

    it('puts in sample items, each marked demo and saying it is a sample', async () => {
      const items = (await callJson(`${app.url}/api/admin/proof`, 'GET', await signIn(app))).body as Record<string, unknown>[];
      expect(items.length).to.be.greaterThan(0);
      for (const item of items) {
        expect(item.demo).to.equal(true);
        const {
          id: _id,
          position: _position,
          placement: _placement,
          demo: _demo,
          createdAt: _created,
          updatedAt: _updated,
          kind: _kind,
          permissionGiven: _given,
          permissionDate: _date,
          photo: _photo,
          logo: _logo,
          link: _link,
          ...texts
        } = item;
        for (const [field, value] of Object.entries(texts)) {
          const text = JSON.stringify(value);
          expect(text, `${field} of a ${item.kind}`).to.match(/sample/i);
        }
      }
      const home = (await request(`${app.url}/`)).text;
      expect(home).to.include('Sample testimonial for demo mode');
    });
  });

  it('is not there without it', async () => {
    const app = await startTestApp();
    try {
      expect(await listProofItems(app.db)).to.deep.equal([]);
      expect((await request(`${app.url}/`)).text).not.to.include('proof-section');
    } finally {
      await app.close();
    }
  });

  it('`npm run seed:demo` puts the samples in, again without doubling them, and `-- --remove` takes only them out', async function () {
    this.timeout(60_000);
    const env = { ...process.env, NODE_ENV: 'test', SESSION_SECRET: testSecret, ...(await freshDatabaseEnv()) };
    await run('node', ['scripts/seed-demo.ts'], { env });
    const { stdout } = await run('node', ['scripts/seed-demo.ts'], { env });
    expect(stdout).to.match(/Put in \d+ sample proof items/);
    const config = loadConfig(env);
    const db = createDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath, isProduction: false });
    try {
      const seeded = await listProofItems(db);
      expect(seeded.length).to.equal(4);
      await db('proof_items').insert({
        kind: 'certification',
        position: 1,
        data: JSON.stringify({ name: 'Real', issuer: 'Real issuer', link: '' }),
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      });
      await run('node', ['scripts/seed-demo.ts', '--remove'], { env });
      expect((await listProofItems(db)).map((item) => item.data.name)).to.deep.equal(['Real']);
    } finally {
      await closeDatabase(db);
    }
  });
});
