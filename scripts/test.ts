/**
 * `npm test`: builds the production bundle, then runs every suite on SQLite,
 * and the API, database and reliability suites (and the browser sign-in flow)
 * again on PostgreSQL when TEST_DATABASE_URL is set. The tests of limits
 * shared through Redis run when REDIS_TEST_URL is set; the W3C Nu Html Checker
 * when Java is installed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath as chromium } from './chromium.ts';
import { javaAvailable } from './java.ts';

if (!existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}; the browser tests need it.\n` +
      'Install Debian\'s Chromium with:\n\n    sudo apt-get update && sudo apt-get install -y chromium\n\n' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const extraArgs = process.argv.slice(2);
run('npx', ['vite', 'build', '--logLevel', 'warn']);
// The server bundle the reliability and load suites start, as `npm start` does (test/helpers/server-process.ts).
run(process.execPath, ['scripts/build-server.ts']);

console.log('\n=== Test suite on SQLite ===');
run('npx', ['mocha', ...(extraArgs.length > 0 ? extraArgs : ['test/**/*.test.ts'])], { TEST_DB: 'sqlite', NODE_ENV: 'test' });

if (process.env.TEST_DATABASE_URL) {
  console.log('\n=== API, database, reliability and sign-in browser suites on PostgreSQL ===');
  const postgresSuites = ['test/api/**/*.test.ts', 'test/database/**/*.test.ts', 'test/reliability/**/*.test.ts', 'test/browser/auth.test.ts'];
  run('npx', ['mocha', ...(extraArgs.length > 0 ? extraArgs : postgresSuites)], {
    TEST_DB: 'postgres',
    NODE_ENV: 'test',
  });
} else {
  console.log('\nTEST_DATABASE_URL is not set: PostgreSQL suites not run (set it to run them, e.g. postgres://postgres@127.0.0.1:5432/test).');
}
if (!process.env.REDIS_TEST_URL) {
  console.log('REDIS_TEST_URL is not set: the tests of rate limits shared through Redis did not run (set it, e.g. redis://127.0.0.1:6379).');
}
if (!javaAvailable()) {
  console.log('Java was not found: the W3C Nu Html Checker test did not run (install it, e.g. sudo apt-get install -y default-jre-headless).');
}
