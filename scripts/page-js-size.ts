/**
 * The JavaScript each page loads, gzipped: the <script src> and modulepreload
 * files named in its HTML, and the chunks those import statically. `npm run bench` calls pageJavaScriptSizes; as a CLI:
 *
 *   node scripts/page-js-size.ts [baseUrl] [path…]
 */
import { gzipSync } from 'node:zlib';

export interface PageJavaScript {
  path: string;
  files: number;
  gzipBytes: number;
}

export async function pageJavaScriptSizes(baseUrl: string, paths: readonly string[]): Promise<PageJavaScript[]> {
  const results: PageJavaScript[] = [];
  for (const path of paths) {
    const html = await (await fetch(`${baseUrl}${path}`)).text();
    const urls = new Set(
      [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"|<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)].map((match) => match[1] ?? match[2]!),
    );
    const pending = [...urls].map((url) => new URL(url, baseUrl).href);
    const loaded = new Set<string>();
    let gzipBytes = 0;
    while (pending.length > 0) {
      const url = pending.pop()!;
      if (loaded.has(url)) continue;
      loaded.add(url);
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      gzipBytes += gzipSync(body, { level: 9 }).length;
      // Static imports between built chunks: `import … from"./x.js"` and `import"./x.js"`.
      for (const match of body.toString().matchAll(/\bimport\s*(?:[^'"()]*?from\s*)?["']([^"']+\.js)["']/g)) pending.push(new URL(match[1]!, url).href);
    }
    results.push({ path, files: loaded.size, gzipBytes });
  }
  return results;
}

if (import.meta.main) {
  const [baseUrl = 'http://127.0.0.1:3201', ...paths] = process.argv.slice(2);
  const sizes = await pageJavaScriptSizes(baseUrl, paths.length > 0 ? paths : ['/']);
  console.table(sizes.map((size) => ({ ...size, kb: (size.gzipBytes / 1024).toFixed(2) })));
}
