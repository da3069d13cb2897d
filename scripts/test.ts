/**
 * `npm test`: builds the production bundle (unless TEST_SKIP_BUILD=1), then runs every suite on SQLite, and the
 * API, database and reliability suites (and the browser sign-in flow) on PostgreSQL when TEST_DATABASE_URL is set,
 * as three runs side by side with the files dealt out by their measured time (scripts/test-runs.ts,
 * docs/decisions/072-balanced-test-runs.md; TEST_JOBS=1 runs everything in one run, TEST_JOBS=N in N), then the
 * suites that need the machine alone (`aloneFiles`, the layout-shift suite) on SQLite.
 * `TEST_FILE_TIMES_UPDATE=1` writes the times this run measured to test/file-times.json.
 * The tests of limits shared through Redis run when REDIS_TEST_URL is set; the
 * W3C Nu Html Checker when Java is installed.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { chromiumPath, headlessShellPath } from './chromium.ts';
import { javaAvailable } from './java.ts';
import { buildUnlessBuilt } from './test-build.ts';
import { aloneFiles, plannedLanes, writeMeasuredTimes, type TestDb } from './test-runs.ts';

for (const [binary, variable] of [
  [chromiumPath, 'CHROMIUM_PATH'],
  [headlessShellPath, 'CHROMIUM_HEADLESS_SHELL_PATH'],
] as const) {
  if (existsSync(binary)) continue;
  console.error(
    `${binary} was not found; the browser tests need Debian's Chromium and its headless shell.\n` +
      'Install both with:\n\n    sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell\n\n' +
      `or point ${variable} at another build of the same program.`,
  );
  process.exit(1);
}

interface Run {
  title: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /** Runs with the machine to itself, after the side-by-side runs. */
  alone?: boolean;
}

const extraArgs = process.argv.slice(2);
buildUnlessBuilt();

const laneCount = Math.max(1, Number(process.env.TEST_JOBS) || 3);
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const envOf = (db: TestDb) => ({ TEST_DB: db, NODE_ENV: 'test' });
const timesDir = mkdtempSync(join(tmpdir(), 'rcm-test-times-'));
const reporter = ['--reporter', './test/helpers/file-times-reporter.ts'];

/** One mocha process per database a lane holds; the lanes run side by side. */
function lanesToRun(): Run[][] {
  if (extraArgs.length > 0) {
    const dbs: TestDb[] = withPostgres ? ['sqlite', 'postgres'] : ['sqlite'];
    const runs = dbs.map((db) => ({ title: `Test suite on ${db === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, args: extraArgs, env: envOf(db) }));
    return laneCount === 1 ? [runs] : runs.map((run) => [run]);
  }
  const lanes = plannedLanes(withPostgres, laneCount);
  return lanes.map((lane, index) =>
    (['sqlite', 'postgres'] as const).flatMap((db) => {
      const mine = lane.files.filter((file) => file.db === db).map((file) => file.file);
      if (mine.length === 0) return [];
      const minutes = (lane.seconds / 60).toFixed(1);
      const title = `Run ${index + 1} of ${lanes.length} (about ${minutes} min measured), ${mine.length} files on ${db === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`;
      return [{ title, args: [...reporter, ...mine.sort()], env: { ...envOf(db), TEST_FILE_TIMES: join(timesDir, `${index}-${db}.json`) } }];
    }),
  );
}

/** What each failed run printed from mocha's "N failing" on: repeated last, where a log cut to its end still shows it. */
const failures: string[] = [];

/** The failure list of a run's output (mocha's spec reporter starts it with "  N failing"), or its last lines. */
function failureList(output: string): string {
  const plain = stripVTControlCharacters(output);
  const start = plain.search(/^ {2}\d+ failing$/m);
  const list = start >= 0 ? plain.slice(start) : plain.split('\n').slice(-40).join('\n');
  return list.length > 12_000 ? `${list.slice(0, 12_000)}\n[… cut at 12,000 characters]` : list;
}

/** Runs mocha; with `buffered`, keeps its output and prints it in one piece when it ends (runs side by side would interleave). */
function mocha(run: Run, buffered: boolean): Promise<number> {
  const started = Date.now();
  const child = spawn('npx', ['mocha', ...run.args], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...run.env } });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  if (!buffered) console.log(`\n=== ${run.title} ===`);
  return new Promise((resolve) => {
    child.once('close', (code) => {
      const minutes = ((Date.now() - started) / 60_000).toFixed(1);
      const printed = Buffer.concat(output).toString();
      if (buffered) process.stdout.write(`\n=== ${run.title}: ${minutes} min, ${run.alone ? 'alone' : 'beside the other runs'} ===\n${printed}`);
      if (buffered && code !== 0) failures.push(`--- ${run.title} ---\n${failureList(printed)}`);
      resolve(code ?? 1);
    });
  });
}

/** A lane's mocha processes one after the other (each is run even when one before it failed). */
async function runLane(lane: Run[], buffered: boolean): Promise<number[]> {
  const codes: number[] = [];
  for (const run of lane) codes.push(await mocha(run, buffered));
  return codes;
}

const lanes = lanesToRun();
const runs = lanes.flat();
const sideBySide = lanes.length > 1;
if (sideBySide) console.log(`\nRunning ${lanes.length} runs side by side, each printed when it ends: ${runs.map((run) => run.title).join('; ')}.`);
const codes = (await Promise.all(lanes.map((lane) => runLane(lane, sideBySide)))).flat();
// The suites that must have the machine to themselves (scripts/test-runs.ts), after the others.
if (extraArgs.length === 0) {
  const alone: Run = {
    title: `Alone after the other runs, ${aloneFiles.length} file on SQLite`,
    args: [...reporter, ...aloneFiles],
    env: envOf('sqlite'),
    alone: true,
  };
  runs.push(alone);
  codes.push(await mocha(alone, sideBySide));
}
if (process.env.TEST_FILE_TIMES_UPDATE === '1' && extraArgs.length === 0) writeMeasuredTimes(timesDir);
rmSync(timesDir, { recursive: true, force: true });

if (!process.env.TEST_DATABASE_URL) {
  console.log('\nTEST_DATABASE_URL is not set: PostgreSQL suites not run (set it to run them, e.g. postgres://postgres@127.0.0.1:5432/test).');
}
if (!process.env.REDIS_TEST_URL) {
  console.log('REDIS_TEST_URL is not set: the tests of rate limits shared through Redis did not run (set it, e.g. redis://127.0.0.1:6379).');
}
if (!javaAvailable()) {
  console.log('Java was not found: the W3C Nu Html Checker test did not run (install it, e.g. sudo apt-get install -y default-jre-headless).');
}
const failed = runs.filter((_, index) => (codes[index] ?? 0) !== 0).map((run) => run.title);
if (failed.length > 0) {
  if (failures.length > 0) console.error(`\nWhat failed, repeated from the runs above:\n${failures.join('\n')}`);
  console.error(`\nFailed: ${failed.join('; ')}.`);
  process.exit(1);
}
