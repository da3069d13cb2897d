/**
 * The production build `npm test` and `npm run test:load` test: the client and page build, then the server bundle
 * the reliability and load suites start, as `npm start` does (test/helpers/server-process.ts). `TEST_SKIP_BUILD=1`
 * tests the build already in dist/ (CI builds once, beside the typecheck and lint: .ci/run).
 */
import { spawnSync } from 'node:child_process';

export function buildUnlessBuilt(): void {
  if (process.env.TEST_SKIP_BUILD === '1') return;
  for (const [command, args] of [
    ['npx', ['vite', 'build', '--logLevel', 'warn']],
    [process.execPath, ['scripts/build-server.ts']],
  ] as const) {
    const result = spawnSync(command, args, { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
