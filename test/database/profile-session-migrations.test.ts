import { expect } from 'chai';
import { closeDatabase, createDatabase, migrateLatest, type Database } from '#database/db.server.ts';
import { migrationSource } from '#database/migrations/index.ts';
import { freshDatabaseEnv, testDatabaseKind } from '../helpers/database.ts';

describe(`Migrations 3101 (user profile) and 3102 (session records) (${testDatabaseKind})`, () => {
  let db: Database;
  before(async () => {
    const env = await freshDatabaseEnv();
    db = createDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH });
    // Every migration listed before 3101 (add-user-profile) in database/migrations/index.ts.
    const migrationsBefore = (await migrationSource.getMigrations([])).indexOf('2026-11-22-3101-add-user-profile');
    for (let step = 0; step < migrationsBefore; step++) await db.migrate.up();
    const now = new Date().toISOString();
    await db('users').insert({ username: 'admin', password_hash: 'x', created_at: now, updated_at: now });
  });
  after(() => closeDatabase(db));

  it('adds display name and email, empty for existing users, with emails unique in any letter case', async () => {
    const [, applied] = (await db.migrate.up()) as [number, string[]];
    expect(applied).to.deep.equal(['2026-11-22-3101-add-user-profile']);
    expect(await db('users').where({ username: 'admin' }).first()).to.include({ display_name: null, email: null });
    const now = new Date().toISOString();
    await db('users').insert({ username: 'a', password_hash: 'x', email: 'Same@Example.com', created_at: now, updated_at: now });
    // Any number of users without an email.
    await db('users').insert({ username: 'b', password_hash: 'x', created_at: now, updated_at: now });
    let refused = false;
    await db('users')
      .insert({ username: 'c', password_hash: 'x', email: 'same@example.COM', created_at: now, updated_at: now })
      .catch(() => (refused = true));
    expect(refused).to.equal(true);
  });

  it('creates the sessions table, whose rows go with their user', async () => {
    const [, applied] = (await db.migrate.up()) as [number, string[]];
    expect(applied).to.deep.equal(['2026-11-22-3102-create-sessions']);
    expect(Object.keys(await db('sessions').columnInfo())).to.include.members(['token_hash', 'user_id', 'created_at', 'last_seen_at', 'user_agent', 'ip']);
    const user = await db('users').where({ username: 'b' }).first();
    const now = new Date().toISOString();
    await db('sessions').insert({ token_hash: 'h'.repeat(64), user_id: user.id, created_at: now, last_seen_at: now });
    await db('users').where({ id: user.id }).delete();
    expect(await db('sessions').count({ n: '*' }).first()).to.satisfy((row: { n: number | string }) => Number(row.n) === 0);
  });

  it('both roll back with down and apply again', async () => {
    await db.migrate.down();
    expect(await db.schema.hasTable('sessions')).to.equal(false);
    await db.migrate.down();
    expect(Object.keys(await db('users').columnInfo())).not.to.include.members(['email']);
    expect(Object.keys(await db('users').columnInfo())).not.to.include.members(['display_name']);
    await migrateLatest(db);
    expect(await db.schema.hasTable('sessions')).to.equal(true);
  });
});
