/**
 * A newsletter sent by two server processes on one database, each killed with SIGKILL during the send, then one
 * restarted (docs/product/subscriptions.md#sending): every address receives it at most once, and every address
 * but those whose message was in flight at a kill (reported 'unknown') exactly once. 2,000 recipients here; the
 * 50,000 of the product rule are `npm run bench`'s newsletter section.
 */
import { expect } from 'chai';
import { saveCompanySettingsRow } from '#database/company-settings.server.ts';
import { createDatabase, type Database } from '#database/db.server.ts';
import { insertNewsletter, queueNewsletter } from '#database/newsletters.server.ts';
import { validSettings } from '../helpers/company.ts';
import { freshDatabaseEnv, testDatabaseKind } from '../helpers/database.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';

const recipients = 2_000;

async function seed(db: Database): Promise<number> {
  const { logoImageId: _logo, ...settings } = validSettings;
  await saveCompanySettingsRow(db, settings, null);
  const now = new Date().toISOString();
  const rows = Array.from({ length: recipients }, (_, i) => ({
    email: `r${i}@example.com`,
    state: 'confirmed',
    manage_token: `t${i}`,
    created_at: now,
    confirmed_at: now,
  }));
  for (let i = 0; i < rows.length; i += 200) await db('subscribers').insert(rows.slice(i, i + 200));
  const id = await insertNewsletter(db, { subject: 'Crash test', postId: null, bodyHtml: '<p>Once only.</p>', topics: [], createdBy: null, now });
  return id;
}

/** Resolves once `check` answers true (asked every 50 ms); a server's log comes with a failure. */
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

describe(`A newsletter survives kill -9 of two sending processes (${testDatabaseKind})`, function () {
  this.timeout(180_000);
  let sink: SmtpSink;
  const servers: ServerProcess[] = [];
  before(async () => {
    sink = await startSmtpSink({ keep: false });
  });
  after(async () => {
    await Promise.all(servers.map((server) => server.stop(2_000)));
    await sink.close();
  });

  it('sends each address at most once, and all but the in-flight ones exactly once', async () => {
    const database = await freshDatabaseEnv();
    const env = { SMTP_URL: sink.url, CONTACT_NOTIFY_FROM: 'news@example.com', SEND_RATE_PER_SECOND: '150', SEND_CLAIM_TIMEOUT_SECONDS: '2' };
    const first = await startServerProcess({ database, env });
    servers.push(first);
    const db = createDatabase({ databaseUrl: database.DATABASE_URL, sqlitePath: database.SQLITE_PATH });
    try {
      const id = await seed(db);
      const second = await startServerProcess({ database, env });
      servers.push(second);
      expect(await queueNewsletter(db, id, new Date().toISOString())).to.equal(true);

      await until(
        async () => sink.received.length >= recipients / 3,
        'a third sent',
        () => servers,
      );
      first.kill('SIGKILL');
      await first.exited;
      await until(
        async () => sink.received.length >= (recipients * 2) / 3,
        'two thirds sent',
        () => servers,
      );
      second.kill('SIGKILL');
      await second.exited;
      const restarted = await startServerProcess({ database, env });
      servers.push(restarted);
      const status = async () => ((await db('newsletters').where({ id }).first('status')) as { status: string }).status;
      await until(
        async () => (await status()) === 'sent',
        'the newsletter to finish',
        () => servers,
      );

      const rows = (await db('email_sends').where({ newsletter_id: id }).select('email', 'status')) as { email: string; status: string }[];
      const received = new Map<string, number>();
      for (const mail of sink.received) received.set(mail.to, (received.get(mail.to) ?? 0) + 1);
      const unknown = rows.filter((row) => row.status === 'unknown');
      console.log(`      ${recipients} recipients: ${sink.received.length} messages received, ${unknown.length} unknown (in flight at the two kills)`);
      expect(rows).to.have.length(recipients);
      expect(
        [...received.values()].every((times) => times === 1),
        'someone received it twice',
      ).to.equal(true);
      expect(rows.every((row) => row.status === 'sent' || row.status === 'unknown')).to.equal(true);
      for (const row of rows.filter((r) => r.status === 'sent')) expect(received.get(row.email), row.email).to.equal(1);
      // At most one batch per killed process was in flight: 20 messages each.
      expect(unknown.length).to.be.at.most(40);
      const missing = rows.filter((row) => !received.has(row.email));
      expect(missing.every((row) => row.status === 'unknown')).to.equal(true);
    } finally {
      await db.destroy();
    }
  });
});
