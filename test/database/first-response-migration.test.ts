/**
 * Migration 2026-12-07-0400: leads whose first response was a visitor's own action (a booking's status change,
 * which has no actor) are counted again from staff notes and status changes only.
 */
import { expect } from 'chai';
import { closeDatabase, createDatabase, type Database } from '#database/db.server.ts';
import { migrationSource } from '#database/migrations/index.ts';
import { freshDatabaseEnv, testDatabaseKind } from '../helpers/database.ts';

const name = '2026-12-07-0400-recount-first-responses';
const arrived = '2026-12-01T10:00:00.000Z';
const booked = '2026-12-01T10:00:03.000Z';
const staffCall = '2026-12-01T10:01:00.000Z';

async function insertLead(db: Database, email: string): Promise<number> {
  const [row] = await db('contacts')
    .insert({
      full_name: 'Dana',
      email,
      company: 'Riverside',
      subject: 'Free assessment call booked',
      message: 'Booked',
      created_at: arrived,
      updated_at: arrived,
    })
    .returning('id');
  return Number(typeof row === 'object' && row !== null ? (row as { id: number }).id : row);
}

describe(`Migration 0400, first responses by staff only (${testDatabaseKind})`, () => {
  let db: Database;
  after(() => closeDatabase(db));

  it('counts a staff note after a booking, and clears a first response that only a booking gave', async () => {
    const env = await freshDatabaseEnv();
    db = createDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH });
    const before = (await migrationSource.getMigrations([])).indexOf(name);
    for (let step = 0; step < before; step++) await db.migrate.up();
    const [staff] = (await db('users')
      .insert({ username: 'seller', password_hash: 'x', role: 'sales', created_at: arrived, updated_at: arrived })
      .returning('id')) as { id: number }[];
    const staffId = Number(staff!.id);
    const answered = await insertLead(db, 'a@example.com');
    const unanswered = await insertLead(db, 'b@example.com');
    for (const id of [answered, unanswered]) {
      await db('contact_history').insert({ contact_id: id, at: booked, actor_id: null, actor_name: 'Booking', change: 'status', value: 'call_booked' });
      await db('contacts').where({ id }).update({ first_response_at: booked, response_seconds: 3 });
    }
    await db('contact_notes').insert({ contact_id: answered, author_id: staffId, author_name: 'seller', body: 'Called back', created_at: staffCall });

    const [, applied] = (await db.migrate.up()) as [number, string[]];
    expect(applied).to.deep.equal([name]);
    const rows = await db('contacts').orderBy('id').select('first_response_at', 'response_seconds');
    expect(
      rows.map((row) => [row.first_response_at && new Date(row.first_response_at).toISOString(), row.response_seconds && Number(row.response_seconds)]),
    ).to.deep.equal([
      [staffCall, 60],
      [null, null],
    ]);
  });
});
