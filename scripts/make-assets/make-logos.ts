// Writes public/logos/<name>.svg for every platform listed on the home page.
// These are our own neutral wordmark tiles (monogram plus the product name in
// a system font), not the vendors' trademarked logos.
// Run: node scripts/make-assets/make-logos.ts (Node 24, type stripping).

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { palette } from '#content/brand.ts';
import { platforms } from '#content/home.ts';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public');

const width = 160;
const height = 48;
const textX = 44;
const textRight = width - 8;
const fontFamily = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** "Cerner (Oracle Health)" becomes the name "Cerner" and the subtitle "Oracle Health". */
function splitName(name: string): { main: string; sub: string | undefined } {
  const match = /^(.*?)\s*\((.*)\)$/.exec(name);
  return match ? { main: match[1] ?? name, sub: match[2] } : { main: name, sub: undefined };
}

/** Two letters from the capitals (NextGen: NG), or the first two letters. */
function monogram(name: string): string {
  const capitals = name.replace(/[^A-Z]/g, '');
  if (capitals.length >= 2) return capitals.slice(0, 2);
  const letters = name.replace(/[^A-Za-z]/g, '');
  return (letters[0] ?? '').toUpperCase() + (letters[1] ?? '').toLowerCase();
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A text element that never overflows the tile. Bold system fonts average up
 * to about 0.7em per glyph (DejaVu Sans, the Linux fallback, is the widest):
 * shrink the font down to 13px, and past that pin the length so every font
 * fits the same box.
 */
function fittedText(text: string, y: number, maxSize: number, weight: number, fill: string): string {
  const room = textRight - textX;
  const em = weight >= 600 ? 0.7 : 0.62;
  const size = Math.max(13, Math.min(maxSize, Math.floor(room / (text.length * em))));
  const fit = text.length * size * em > room ? ` textLength="${room}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="${textX}" y="${y}" font-family="${fontFamily}" font-size="${size}" font-weight="${weight}" fill="${fill}"${fit}>${escapeXml(text)}</text>`;
}

/** The former or parent brand, small and muted under the name. */
function subtitle(text: string): string {
  return `<text x="${textX}" y="37" font-family="${fontFamily}" font-size="11" font-weight="500" fill="#4a5d64">${escapeXml(text)}</text>`;
}

function logoSvg(name: string): string {
  const { main, sub } = splitName(name);
  const lines = sub ? [fittedText(main, 23, 16, 700, palette.ink), subtitle(sub)] : [fittedText(main, 29, 16, 700, palette.ink)];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="title">`,
    `<title id="title">${escapeXml(name)}</title>`,
    `<rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" rx="10" fill="#ffffff" stroke="#d6e2e5"/>`,
    `<rect x="8" y="10" width="28" height="28" rx="7" fill="${palette.primary}"/>`,
    `<text x="22" y="28.5" text-anchor="middle" font-family="${fontFamily}" font-size="12" font-weight="700" fill="#ffffff">${escapeXml(monogram(main))}</text>`,
    ...lines,
    '</svg>',
    '',
  ].join('\n');
}

mkdirSync(join(publicDir, 'logos'), { recursive: true });
for (const platform of platforms.items) {
  const file = join(publicDir, platform.logoUrl);
  writeFileSync(file, logoSvg(platform.name));
  console.log(`wrote ${file}`);
}
