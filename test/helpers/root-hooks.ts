/**
 * Mocha root hooks: load the production server build once; at the end of the
 * run stop leftover server processes, close the shared browsers, drop test databases.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { serverBuildEntry } from '#server/start.server.ts';
import { closeBrowsers } from './browser.ts';
import { dropTestDatabases } from './database.ts';
import { stopServerProcesses } from './server-process.ts';

export const mochaHooks = {
  async beforeAll() {
    if (!existsSync(serverBuildEntry)) throw new Error('No production build: run `npm run build` (npm test does it for you)');
    await import(pathToFileURL(serverBuildEntry).href);
  },
  async afterAll(this: Mocha.Context) {
    // Cleanup, not a check: dropping a full run's databases on a busy machine can outlast the default budget.
    this.timeout(120_000);
    await stopServerProcesses();
    await closeBrowsers();
    await dropTestDatabases();
  },
};
