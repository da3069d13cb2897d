import { expect } from 'chai';
import { closeDatabase, createDatabase, migrateLatest, type Database } from '#database/db.server.ts';
import { findUserByUsername } from '#database/users.server.ts';
import { freshDatabaseEnv, testDatabaseKind } from '../helpers/database.ts';

const migrationsBefore = 4;

describe(`Migration 0005, staff roles (${testDatabaseKind})`, () => {
  let db: Database;
  before(async () => {
    const env = await freshDatabaseEnv();
    db = createDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH });
    for (let step = 0; step < migrationsBefore; step++) await db.migrate.up();
    const now = new Date().toISOString();
    await db('users').insert({ username: 'admin', password_hash: 'x', session_version: 3, created_at: now, updated_at: now });
    await db('blog_posts').insert({ slug: 'kept', title: 't', excerpt: 'e', content: 'c', published: true, created_at: now, updated_at: now });
  });
  after(() => closeDatabase(db));

  it('makes the existing admin an active owner, keeping everything else', async () => {
    const [, applied] = (await db.migrate.up()) as [number, string[]];
    expect(applied).to.deep.equal(['2026-11-22-0005-staff-roles']);
    expect(await findUserByUsername(db, 'admin')).to.include({ role: 'owner', active: true, sessionVersion: 3 });
    expect(await db('blog_posts').where({ slug: 'kept' }).first()).to.include({ review_requested_at: null });
  });

  it('gives a row inserted without a role the author role, not owner', async () => {
    const now = new Date().toISOString();
    await db('users').insert({ username: 'raw-insert', password_hash: 'x', created_at: now, updated_at: now });
    expect((await findUserByUsername(db, 'raw-insert'))!.role).to.equal('author');
  });

  it('rolls back with down (columns gone, rows kept) and applies again', async () => {
    await db.migrate.down();
    expect(Object.keys(await db('users').columnInfo())).not.to.include('role');
    expect(Object.keys(await db('users').columnInfo())).not.to.include('active');
    expect(Object.keys(await db('blog_posts').columnInfo())).not.to.include('review_requested_at');
    expect(await db('users').where({ username: 'admin' }).first()).to.include({ username: 'admin' });
    expect(await db('blog_posts').count({ n: '*' }).first()).to.satisfy((row: { n: number | string }) => Number(row.n) === 1);
    await migrateLatest(db);
    expect((await findUserByUsername(db, 'admin'))!.role).to.equal('owner');
  });
});

describe(`Migration 0006, invitations and audit log (${testDatabaseKind})`, () => {
  let db: Database;
  before(async () => {
    const env = await freshDatabaseEnv();
    db = createDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH });
    // Up to this migration only, so that `down` below undoes this one whatever comes later.
    for (let step = 0; step < 6; step++) await db.migrate.up();
  });
  after(() => closeDatabase(db));

  it('creates both tables, and down drops them', async () => {
    expect(Object.keys(await db('invitations').columnInfo())).to.include.members(['token_hash', 'role', 'expires_at', 'accepted_at', 'revoked_at']);
    expect(Object.keys(await db('audit_log').columnInfo())).to.include.members(['at', 'actor_id', 'actor', 'action', 'target', 'ip', 'details']);
    await db.migrate.down();
    expect(await db.schema.hasTable('invitations')).to.equal(false);
    expect(await db.schema.hasTable('audit_log')).to.equal(false);
    await migrateLatest(db);
    expect(await db.schema.hasTable('audit_log')).to.equal(true);
  });
});
