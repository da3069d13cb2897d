/**
 * The import command (`npm run import:ghost -- export.json [--drafts missing-images|all|none]`,
 * docs/product/admin.md#importing): an unknown `--drafts` prints the usage and writes nothing; by default a post
 * that lost an image is a draft; `--drafts all` makes every post a draft.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { closeDatabase, createDatabase } from '#database/db.server.ts';
import { migratedDatabaseEnv, testDatabaseKind, type TestDatabaseEnv } from '../helpers/database.ts';
import { importFixture } from '../helpers/imports.ts';

const run = promisify(execFile);

async function importCommand(env: TestDatabaseEnv, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/import.ts', 'ghost', importFixture('ghost-v5-export.json'), ...args], {
      env: { ...process.env, NODE_ENV: 'test', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function statuses(env: TestDatabaseEnv): Promise<Record<string, string>> {
  const db = createDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH, isProduction: false });
  try {
    const rows = (await db('blog_posts').select('slug', 'status')) as { slug: string; status: string }[];
    return Object.fromEntries(rows.map((row) => [row.slug, row.status]));
  } finally {
    await closeDatabase(db);
  }
}

describe(`The import command's --drafts (${testDatabaseKind})`, function () {
  this.timeout(120_000);

  it('prints the usage for an unknown choice, exits 2 and writes nothing', async () => {
    const env = await migratedDatabaseEnv();
    const result = await importCommand(env, '--drafts', 'sometimes');
    expect(result.code).to.equal(2);
    expect(result.stderr).to.contain('[--drafts missing-images|all|none]');
    expect(await statuses(env)).to.deep.equal({});
  });

  it('imports a post that lost its images as a draft by default, and every post as a draft with --drafts all', async () => {
    const byDefault = await migratedDatabaseEnv();
    const first = await importCommand(byDefault);
    expect(first.code, first.stderr).to.equal(0);
    expect(first.stdout).to.contain('changed: Imported as a draft, not published: 2 images were left out.');
    expect(await statuses(byDefault)).to.deep.equal({ 'coming-soon': 'draft', 'a-draft-in-progress': 'draft', 'next-week': 'scheduled' });
    const all = await migratedDatabaseEnv();
    const second = await importCommand(all, '--drafts', 'all');
    expect(second.code, second.stderr).to.equal(0);
    expect(await statuses(all)).to.deep.equal({ 'coming-soon': 'draft', 'a-draft-in-progress': 'draft', 'next-week': 'draft' });
  });
});
