/**
 * How many web processes to run per core (README "Processes per core"): for each count given, starts that many
 * production processes (the built server, as `npm start` does) on one new database, warms each, and loads each
 * with its own autocannon (32 connections in all, split evenly) for MEASURE_SECONDS (10) on MEASURE_PATH
 * (`/services/accounts-receivable`); prints the requests per second of all together and the worst p99.
 *   NODE_ENV=test TEST_DB=postgres TEST_DATABASE_URL=postgres://… npx node scripts/processes-per-core.ts 2 4 2 4
 * The load generator runs on the same machine, as in `npm run bench`: compare counts in alternating rounds.
 */
import autocannon from 'autocannon';
import { freshDatabaseEnv } from '../test/helpers/database.ts';
import { startServerProcess, stopServerProcesses } from '../test/helpers/server-process.ts';

const counts = process.argv.slice(2).map(Number);
const path = process.env.MEASURE_PATH ?? '/services/accounts-receivable';
const seconds = Number(process.env.MEASURE_SECONDS ?? 10);
const connections = 32;
for (const n of counts) {
  const database = await freshDatabaseEnv();
  const servers = [];
  for (let i = 0; i < n; i++) servers.push(await startServerProcess({ database }));
  // Each process's page cache warm before the load.
  for (const s of servers) for (let i = 0; i < 20; i++) await (await fetch(s.url + path)).text();
  const results = await Promise.all(servers.map((s) => autocannon({ url: s.url + path, connections: connections / n, duration: seconds })));
  const rps = results.reduce((sum, r) => sum + r.requests.average, 0);
  const p99 = Math.max(...results.map((r) => r.latency.p99));
  const errors = results.reduce((sum, r) => sum + r.errors + r.non2xx, 0);
  console.log(`${n} processes: ${Math.round(rps)} req/s in all, p99 ${p99} ms, errors ${errors}`);
  for (const s of servers) await s.stop();
}
await stopServerProcesses();
process.exit(0);
