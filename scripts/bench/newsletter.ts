/**
 * Newsletter sending (docs/product/subscriptions.md#sending): messages per second through SMTP to a local sink (an
 * `smtp-server` in this process that counts and drops), and the server's resident memory before and during the
 * send, for lists of 5,000 and 50,000 confirmed subscribers: flat memory means the queue never holds the list. The
 * production server runs as its own process with SEND_RATE_PER_SECOND=1000, so the figure is what one process
 * manages, not the throttle. `npm run bench` calls benchNewsletter(); `node scripts/bench/newsletter.ts` runs it alone.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { saveCompanySettingsRow } from '#database/company-settings.server.ts';
import { createDatabase, migrateLatest } from '#database/db.server.ts';
import { insertNewsletter, queueNewsletter } from '#database/newsletters.server.ts';
import { spawn } from 'node:child_process';
import { createMemoryCgroup } from '#test/reliability/memory-cgroup.ts';
import { nodeBinary, rssMiB, runningProcess, waitForHttp } from './processes.ts';

const port = 3296;
const address = { street: '1 Bench Way', locality: 'Boston', region: 'MA', postalCode: '02110', country: 'US' };

async function startSink(): Promise<{ url: string; count: () => number; close: () => Promise<void> }> {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        count += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    count: () => count,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function sendTo(recipients: number): Promise<{ perSecond: number; before: number; peak: number; cgroup: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rcm-bench-newsletter-'));
  const sqlitePath = join(dataDir, 'site.db');
  const db = createDatabase({ sqlitePath });
  const sink = await startSink();
  try {
    await migrateLatest(db);
    await saveCompanySettingsRow(db, { name: 'Bench Billing', legalName: 'Bench Billing, LLC', address }, null);
    const now = new Date().toISOString();
    for (let i = 0; i < recipients; i += 500) {
      const rows = Array.from({ length: Math.min(500, recipients - i) }, (_, j) => ({
        email: `r${i + j}@example.com`,
        state: 'confirmed',
        manage_token: `t${i + j}`,
        created_at: now,
        confirmed_at: now,
      }));
      await db('subscribers').insert(rows);
    }
    const body = `<h2>Bench</h2>${'<p>A paragraph of a newsletter about denials and days in A/R, long enough to be a real one.</p>'.repeat(12)}`;
    const id = await insertNewsletter(db, { subject: 'Bench', postId: null, bodyHtml: body, topics: [], createdBy: null, now });
    const env = {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_PATH: sqlitePath,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: sink.url,
      CONTACT_NOTIFY_FROM: 'news@example.com',
      SEND_RATE_PER_SECOND: '1000',
      LOG_LEVEL: 'error',
    };
    // As on a 512 MiB dyno: the server runs in a memory cgroup of that size (test/reliability/memory-cgroup.ts) where
    // this machine lets the bench make one (root), and Node sizes its heap from that limit as it would there.
    const group = createMemoryCgroup(`rcm-bench-newsletter-${process.pid}-${recipients}`, 512 * 1024 * 1024);
    const launcher = 'launcher' in group ? group.launcher : [];
    const [command, ...args] = [...launcher, nodeBinary, 'server/index.ts'];
    const app = runningProcess(spawn(command!, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] }), port);
    try {
      await waitForHttp(`${app.url}/healthz`);
      const pid = app.child.pid!;
      const before = rssMiB(pid);
      let peak = before;
      const started = performance.now();
      await queueNewsletter(db, id, new Date().toISOString());
      while (sink.count() < recipients) {
        peak = Math.max(peak, rssMiB(pid));
        await sleep(200);
      }
      const perSecond = recipients / ((performance.now() - started) / 1000);
      return { perSecond, before, peak, cgroup: 'launcher' in group ? `512 MiB (${group.version})` : `none (${group.reason})` };
    } finally {
      await app.stop();
      if ('remove' in group) group.remove();
    }
  } finally {
    await db.destroy();
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchNewsletter(counts = [5_000, 50_000]): Promise<string[]> {
  const rows = [
    '### Newsletter sending',
    '',
    '| Confirmed subscribers | Messages per second (one process) | Server RSS before the send | Peak RSS during the send | Memory cgroup |',
    '|---|---|---|---|---|',
  ];
  for (const count of counts) {
    const { perSecond, before, peak, cgroup } = await sendTo(count);
    rows.push(`| ${count.toLocaleString('en-US')} | ${perSecond.toFixed(0)} | ${before.toFixed(0)} MiB | ${peak.toFixed(0)} MiB | ${cgroup} |`);
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const counts = process.argv
    .slice(2)
    .map(Number)
    .filter((n) => n > 0);
  console.log((await benchNewsletter(counts.length > 0 ? counts : undefined)).join('\n'));
}
