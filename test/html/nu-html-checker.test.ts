/**
 * The W3C Nu Html Checker (vnu.jar from the vnu-jar package, run on Java)
 * over the server HTML of every page, the signed-in dashboard included: no
 * errors. Skipped when Java is absent (`npm test` says so; .ci/run installs it).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect } from 'chai';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { everyPage } from '../helpers/every-page.ts';
import { request } from '../helpers/http.ts';
import { javaAvailable, vnuJar } from '#scripts/java.ts';

interface NuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

describe('W3C Nu Html Checker', function () {
  this.timeout(120_000);
  let app: TestApp;
  let directory: string;
  before(async function () {
    if (!javaAvailable()) return this.skip();
    app = await startTestApp();
    directory = mkdtempSync(join(tmpdir(), 'nu-check-'));
  });
  after(async () => {
    await app?.close();
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  it('reports no errors on any page, the signed-in dashboard included', async () => {
    /** The page each checked file holds, by the URL vnu reports for it (`file:/tmp/…`). */
    const pages = new Map<string, string>();
    const files: string[] = [];
    for (const { path, status, cookie } of await everyPage(app)) {
      const response = await request(`${app.url}${path}`, { headers: cookie ? { cookie } : {} });
      expect(response.status, path).to.equal(status);
      const file = resolve(directory, `${path.replace(/[^a-z0-9]+/gi, '_')}.html`);
      writeFileSync(file, response.text);
      files.push(file);
      pages.set(`file:${file}`, path);
    }
    const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    // vnu writes its JSON report to stderr and exits 1 when there are errors.
    const { messages } = JSON.parse(run.stderr) as { messages: NuMessage[] };
    const errors = messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map((message) => `${pages.get(message.url) ?? message.url}:${message.lastLine ?? '?'}: ${message.message} [${message.extract ?? ''}]`);
    expect(errors, `${pages.size} pages checked`).to.deep.equal([]);
    expect(run.status, run.stderr.slice(0, 500)).to.equal(0);
  });
});
