/**
 * `npm run test:load`: the load run (test/load), kept out of `npm test` because
 * it takes a minute. Builds (unless TEST_SKIP_BUILD=1), runs on SQLite, and on PostgreSQL too when
 * TEST_DATABASE_URL is set. LOAD_SECONDS and LOAD_CONNECTIONS shorten or widen it.
 */
import { spawnSync } from 'node:child_process';
import { buildUnlessBuilt } from './test-build.ts';

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const suites = ['test/load/**/*.load.ts'];
buildUnlessBuilt();
console.log('\n=== Load on SQLite ===');
run('npx', ['mocha', ...suites], { TEST_DB: 'sqlite', NODE_ENV: 'test' });
if (process.env.TEST_DATABASE_URL) {
  console.log('\n=== Load on PostgreSQL ===');
  run('npx', ['mocha', ...suites], { TEST_DB: 'postgres', NODE_ENV: 'test' });
}
