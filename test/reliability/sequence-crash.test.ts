/**
 * A sequence's steps sent by two server processes on one database, each killed with SIGKILL while steps go out,
 * then one restarted (docs/product/sequences.md#sending): every step is queued once per person, and reaches each
 * person at most once, and exactly once unless it was in flight at a kill (reported 'unknown'); step 2 never
 * before step 1.
 */
import { expect } from 'chai';
import { saveCompanySettingsRow } from '#database/company-settings.server.ts';
import { createDatabase, type Database } from '#database/db.server.ts';
import { saveResponseSettings } from '#database/lead-routing.server.ts';
import { insertSequence } from '#database/sequences.server.ts';
import { validSettings } from '../helpers/company.ts';
import { freshDatabaseEnv, testDatabaseKind } from '../helpers/database.ts';
import { alwaysOpen } from '../helpers/sequences.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';

const people = 600;

async function seed(db: Database): Promise<number> {
  const { logoImageId: _logo, ...settings } = validSettings;
  await saveCompanySettingsRow(db, settings, null);
  await saveResponseSettings(db, { responseTargetMinutes: 60, businessHours: alwaysOpen });
  const now = new Date().toISOString();
  const steps = ['Step one', 'Step two'].map((subject) => ({ delayMinutes: 0, subject, html: `<p>${subject}, once only.</p>` }));
  const id = await insertSequence(db, { name: 'Crash test', trigger: 'subscribed', steps, active: true, untilBooked: false, ownerAsSender: false }, now);
  const subscribers = Array.from({ length: people }, (_, i) => ({ email: `p${i}@example.com`, state: 'confirmed', manage_token: `t${i}`, created_at: now }));
  for (let i = 0; i < people; i += 200) await db('subscribers').insert(subscribers.slice(i, i + 200));
  const rows = (await db('subscribers').select('id', 'email')) as { id: number; email: string }[];
  const enrolments = rows.map((row) => ({
    sequence_id: id,
    email: row.email,
    subscriber_id: row.id,
    state: 'active',
    next_position: 0,
    next_due_at: now,
    started_at: now,
  }));
  for (let i = 0; i < enrolments.length; i += 200) await db('sequence_enrolments').insert(enrolments.slice(i, i + 200));
  return id;
}

async function until(check: () => Promise<boolean>, label: string, servers: () => ServerProcess[]): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(
        `timed out waiting for ${label}\n${servers()
          .map((s) => s.output())
          .join('\n')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe(`A sequence survives kill -9 of two sending processes (${testDatabaseKind})`, function () {
  this.timeout(180_000);
  let sink: SmtpSink;
  const servers: ServerProcess[] = [];
  before(async () => {
    sink = await startSmtpSink();
  });
  after(async () => {
    await Promise.all(servers.map((server) => server.stop(2_000)));
    await sink.close();
  });

  it('sends each step to each person at most once, all but the in-flight ones exactly once, in order', async () => {
    const database = await freshDatabaseEnv();
    const env = { SMTP_URL: sink.url, CONTACT_NOTIFY_FROM: 'news@example.com', SEND_RATE_PER_SECOND: '150', SEND_CLAIM_TIMEOUT_SECONDS: '2' };
    const first = await startServerProcess({ database, env });
    servers.push(first);
    const db = createDatabase({ databaseUrl: database.DATABASE_URL, sqlitePath: database.SQLITE_PATH });
    try {
      await seed(db);
      const second = await startServerProcess({ database, env });
      servers.push(second);
      await until(
        async () => sink.received.length >= (people * 2) / 3,
        'a third sent',
        () => servers,
      );
      first.kill('SIGKILL');
      await first.exited;
      await until(
        async () => sink.received.length >= (people * 4) / 3,
        'two thirds sent',
        () => servers,
      );
      second.kill('SIGKILL');
      await second.exited;
      servers.push(await startServerProcess({ database, env }));
      const pending = async () =>
        Number(((await db('email_sends').whereIn('status', ['queued', 'sending']).count({ n: '*' }).first()) as { n: number | string }).n) +
        Number(((await db('sequence_enrolments').where({ state: 'active' }).count({ n: '*' }).first()) as { n: number | string }).n);
      await until(
        async () => (await pending()) === 0,
        'every step to go out',
        () => servers,
      );

      const rows = (await db('email_sends').join('sequence_steps', 'sequence_steps.id', 'email_sends.step_id').select('email', 'status', 'subject')) as {
        email: string;
        status: string;
        subject: string;
      }[];
      const received = new Map<string, number>();
      const order = new Map<string, string[]>();
      for (const mail of sink.received) {
        const subject = /^Subject: (.*)$/m.exec(mail.raw)![1]!;
        received.set(`${mail.to} ${subject}`, (received.get(`${mail.to} ${subject}`) ?? 0) + 1);
        order.set(mail.to, [...(order.get(mail.to) ?? []), subject]);
      }
      const unknown = rows.filter((row) => row.status === 'unknown');
      console.log(`      ${people} people × 2 steps: ${sink.received.length} messages received, ${unknown.length} unknown (in flight at the two kills)`);
      expect(rows, 'each step queued once per person').to.have.length(people * 2);
      expect(
        [...received.values()].every((times) => times === 1),
        'someone received a step twice',
      ).to.equal(true);
      expect(rows.every((row) => row.status === 'sent' || row.status === 'unknown')).to.equal(true);
      for (const row of rows.filter((r) => r.status === 'sent')) expect(received.get(`${row.email} ${row.subject}`), row.email).to.equal(1);
      expect(unknown.length).to.be.at.most(40);
      expect(rows.filter((row) => !received.has(`${row.email} ${row.subject}`)).every((row) => row.status === 'unknown')).to.equal(true);
      for (const subjects of order.values()) if (subjects.length === 2) expect(subjects).to.deep.equal(['Step one', 'Step two']);
    } finally {
      await db.destroy();
    }
  });
});
