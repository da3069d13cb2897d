/**
 * Migrations 2026-12-07-0300 and 0301, the revenue check's model 2: model 1's saved settings (whose sources were
 * working notes) give way to the new first-run benchmarks, and leads received before keep what they were shown,
 * marked model 1, with the new figures' columns empty.
 */
import { expect } from 'chai';
import { closeDatabase, createDatabase, migrateLatest, type Database } from '#database/db.server.ts';
import { getRevenueCheckAssumptions } from '#database/revenue-check-settings.server.ts';
import { migrationSource } from '#database/migrations/index.ts';
import { defaultRevenueCheckAssumptions } from '#shared/revenue-check.ts';
import { freshDatabaseEnv, testDatabaseKind } from '../helpers/database.ts';

const settingsMigration = '2026-12-07-0300-reset-revenue-check-settings';
const contactsMigration = '2026-12-07-0301-add-contact-revenue-figures';

describe(`Migrations 0300 and 0301 of 2026-12-07, the revenue check's model 2 (${testDatabaseKind})`, () => {
  let db: Database;
  before(async () => {
    const env = await freshDatabaseEnv();
    db = createDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH });
    const before = (await migrationSource.getMigrations([])).indexOf(settingsMigration);
    for (let step = 0; step < before; step++) await db.migrate.up();
    const now = new Date().toISOString();
    const modelOne = { neverReworkedShare: { value: 65, source: 'Starting value, not yet checked.' }, medians: { denialRate: { value: 10, source: 'x' } } };
    await db('revenue_check_settings').insert({ id: 1, assumptions: JSON.stringify(modelOne), updated_at: now });
    const lead = { subject: 'Free A/R analysis request', message: 'm', created_at: now, updated_at: now };
    await db('contacts').insert([
      {
        ...lead,
        full_name: 'Model one',
        email: 'one@example.com',
        company: 'c',
        revenue_check: JSON.stringify({ outputs: { total: 433_216 } }),
        revenue_opportunity: 433_216,
      },
      { ...lead, full_name: 'No check', email: 'two@example.com', company: 'c' },
    ]);
  });
  after(() => closeDatabase(db));

  it('removes model 1’s saved settings, so the new first-run benchmarks apply', async () => {
    const [, applied] = (await db.migrate.up()) as [number, string[]];
    expect(applied).to.deep.equal([settingsMigration]);
    expect(await db('revenue_check_settings').select('id')).to.deep.equal([]);
    expect(await getRevenueCheckAssumptions(db)).to.deep.equal({ assumptions: defaultRevenueCheckAssumptions, updatedAt: null });
  });

  it('marks the leads received before as model 1, keeping their total, with the new figures empty', async () => {
    const [, applied] = (await db.migrate.up()) as [number, string[]];
    expect(applied).to.deep.equal([contactsMigration]);
    const rows = (await db('contacts')
      .orderBy('id')
      .select('full_name', 'revenue_check_model', 'revenue_opportunity', 'revenue_yearly', 'revenue_one_time')) as Record<string, unknown>[];
    expect(rows.map((row) => [row.full_name, row.revenue_check_model === null ? null : Number(row.revenue_check_model)])).to.deep.equal([
      ['Model one', 1],
      ['No check', null],
    ]);
    expect(Number(rows[0]!.revenue_opportunity)).to.equal(433_216);
    expect([rows[0]!.revenue_yearly, rows[0]!.revenue_one_time]).to.deep.equal([null, null]);
  });

  it('rolls back and applies again', async () => {
    await db.migrate.down();
    expect(Object.keys(await db('contacts').columnInfo())).not.to.include('revenue_yearly');
    await db.migrate.down();
    await migrateLatest(db);
    expect(Object.keys(await db('contacts').columnInfo())).to.include.members(['revenue_check_model', 'revenue_yearly', 'revenue_one_time']);
    expect(Number((await db('contacts').where({ full_name: 'Model one' }).first()).revenue_check_model)).to.equal(1);
  });
});
