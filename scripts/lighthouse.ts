/**
 * Lighthouse (npm) against a running server, in Debian's Chromium kept off the
 * network (flags in chromium.ts). `npm run bench` calls runLighthouse; as a CLI:
 *
 *   node scripts/lighthouse.ts [baseUrl] [path…]
 *   node scripts/lighthouse.ts http://127.0.0.1:3201 / /services/medical-coding
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath, offlineChromiumFlags } from './chromium.ts';

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

export async function runLighthouse(baseUrl: string, paths: readonly string[]): Promise<LighthouseScores[]> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'rcm-lighthouse-'));
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: [...offlineChromiumFlags, `--user-data-dir=${userDataDir}`],
  });
  try {
    const results: LighthouseScores[] = [];
    for (const path of paths) {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const score = (id: string) => Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
      results.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
      });
    }
    return results;
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const [baseUrl = 'http://127.0.0.1:3201', ...paths] = process.argv.slice(2);
  const scores = await runLighthouse(baseUrl, paths.length > 0 ? paths : ['/', '/services/medical-coding']);
  console.table(scores);
}
