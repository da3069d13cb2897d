/**
 * Lighthouse (npm) against a running server, in Debian's Chromium kept off the
 * network (flags in chromium.ts), in the light or the dark theme: the site follows
 * `prefers-color-scheme` when nothing is stored, and Lighthouse starts each page with
 * fresh storage, so the browser's preference decides (`--force-dark-mode` makes it dark).
 * `npm run bench` calls runLighthouse for both; as a CLI (both themes unless one is named):
 *
 *   node scripts/lighthouse.ts [--theme=light|dark] [baseUrl] [path…]
 *   node scripts/lighthouse.ts http://127.0.0.1:3201 / /services/medical-coding
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath, offlineChromiumFlags } from './chromium.ts';

export type ColorScheme = 'light' | 'dark';

export interface LighthouseScores {
  path: string;
  theme: ColorScheme;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Cumulative layout shift Lighthouse measured while the page loaded (0 is none). */
  cls: number;
}

export async function runLighthouse(baseUrl: string, paths: readonly string[], theme: ColorScheme = 'light'): Promise<LighthouseScores[]> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'rcm-lighthouse-'));
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: [...offlineChromiumFlags, `--user-data-dir=${userDataDir}`, ...(theme === 'dark' ? ['--force-dark-mode'] : [])],
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
        theme,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        cls: result.lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      });
    }
    return results;
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const themeValue = args.find((arg) => arg.startsWith('--theme='))?.slice('--theme='.length);
  if (themeValue !== undefined && themeValue !== 'light' && themeValue !== 'dark') throw new Error('--theme is light or dark');
  const themeArg: ColorScheme | undefined = themeValue;
  const [baseUrl = 'http://127.0.0.1:3201', ...paths] = args.filter((arg) => !arg.startsWith('--theme='));
  const scores: LighthouseScores[] = [];
  for (const theme of themeArg ? [themeArg] : (['light', 'dark'] as const)) {
    scores.push(...(await runLighthouse(baseUrl, paths.length > 0 ? paths : ['/', '/services/medical-coding'], theme)));
  }
  console.table(scores);
}
