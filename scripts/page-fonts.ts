/**
 * The font files a page preloads and their sizes as sent (WOFF2 is compressed already, so these are the
 * bytes a first visit downloads for the brand typeface: docs/decisions/024-brand-typeface.md).
 * `npm run bench` calls preloadedFonts.
 */
export interface PreloadedFont {
  url: string;
  bytes: number;
}

export async function preloadedFonts(baseUrl: string, path = '/'): Promise<PreloadedFont[]> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const urls = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((match) => new URL(match[1]!, baseUrl).href);
  return Promise.all(urls.map(async (url) => ({ url: new URL(url).pathname, bytes: (await (await fetch(url)).arrayBuffer()).byteLength })));
}
