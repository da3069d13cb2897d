/**
 * `npm test`: builds the production bundle, then runs every suite on SQLite,
 * and the API, database and reliability suites (and the browser sign-in flow)
 * on PostgreSQL when TEST_DATABASE_URL is set: the browser suites on SQLite, the rest on SQLite
 * and the PostgreSQL run, three runs side by side
 * (docs/decisions/054-faster-tests.md; TEST_JOBS=1 runs them one after the other).
 * The tests of limits shared through Redis run when REDIS_TEST_URL is set; the
 * W3C Nu Html Checker when Java is installed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath as chromium } from './chromium.ts';
import { javaAvailable } from './java.ts';

if (!existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}; the browser tests need it.\n` +
      "Install Debian's Chromium with:\n\n    sudo apt-get update && sudo apt-get install -y chromium\n\n" +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}

interface Run {
  title: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

const extraArgs = process.argv.slice(2);
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
// The server bundle the reliability and load suites start, as `npm start` does (test/helpers/server-process.ts).
const serverBuild = spawnSync(process.execPath, ['scripts/build-server.ts'], { stdio: 'inherit' });
if (serverBuild.status !== 0) process.exit(serverBuild.status ?? 1);

const sqlite = { TEST_DB: 'sqlite', NODE_ENV: 'test' };
// The SQLite suites in two runs, the browser suites in one of them: most of a run's time is waiting (on Chromium,
// on servers starting, on timers), so three runs keep two cores busy. Four runs (the browser suites in two
// halves) were faster but made tests that time a step on a shared core fail (docs/decisions/054-faster-tests.md).
const runs: Run[] =
  extraArgs.length > 0
    ? [{ title: 'Test suite on SQLite', args: extraArgs, env: sqlite }]
    : [
        { title: 'Browser suites on SQLite', args: ['test/browser/**/*.test.ts'], env: sqlite },
        {
          title: 'Unit, server, API, database, HTML and reliability suites on SQLite',
          args: ['test/**/*.test.ts', '--ignore', 'test/browser/**'],
          env: sqlite,
        },
      ];
if (process.env.TEST_DATABASE_URL) {
  const postgresSuites = ['test/api/**/*.test.ts', 'test/database/**/*.test.ts', 'test/reliability/**/*.test.ts', 'test/browser/auth.test.ts'];
  runs.push({
    title: 'API, database, reliability and sign-in browser suites on PostgreSQL',
    // The memory test runs once, on SQLite: the memory it measures is the images', not the database's.
    args: extraArgs.length > 0 ? extraArgs : [...postgresSuites, '--ignore', 'test/reliability/memory-limit.test.ts'],
    env: { TEST_DB: 'postgres', NODE_ENV: 'test' },
  });
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
      if (buffered) process.stdout.write(`\n=== ${run.title} (${minutes} min, run beside the other) ===\n${Buffer.concat(output).toString()}`);
      resolve(code ?? 1);
    });
  });
}

const sideBySide = runs.length > 1 && process.env.TEST_JOBS !== '1';
if (sideBySide) console.log(`\nRunning side by side, each printed when it ends: ${runs.map((run) => run.title).join('; ')}.`);
const codes = sideBySide ? await Promise.all(runs.map((run) => mocha(run, true))) : [];
if (!sideBySide) {
  for (const run of runs) {
    const code = await mocha(run, false);
    codes.push(code);
    if (code !== 0) break;
  }
}

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
  console.error(`\nFailed: ${failed.join('; ')}.`);
  process.exit(1);
}
