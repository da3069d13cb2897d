/**
 * Draws a social card (decision 036): an SVG template rasterised by sharp. The
 * text is drawn as outlines of the brand's own typeface (Public Sans, the
 * self-hosted file the pages use, docs/decisions/024-brand-typeface.md), laid
 * out by fontkit, so the card needs no system font and no text ever reaches
 * the SVG as markup. The WOFF2 file is unpacked to TrueType once per process
 * (wawoff2): fontkit cannot take a weight from a variable WOFF2 directly.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import sharp from 'sharp';
import wawoff2 from 'wawoff2';
import { socialCardSize } from '#shared/social-card.ts';

const fontFile = createRequire(import.meta.url).resolve('@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2');

let fonts: Promise<{ bold: fontkit.Font; semibold: fontkit.Font }> | undefined;

function loadFonts() {
  fonts ??= (async () => {
    const variable = fontkit.create(Buffer.from(await wawoff2.decompress(await readFile(fontFile))));
    return { bold: variable.getVariation({ wght: 750 }), semibold: variable.getVariation({ wght: 600 }) };
  })().catch((error: unknown) => {
    fonts = undefined;
    throw error;
  });
  return fonts;
}

/** One line of text as SVG paths, its left edge at x and baseline at y. */
function textPaths(font: fontkit.Font, text: string, size: number, x: number, y: number, fill: string): string {
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  let advance = 0;
  const paths: string[] = [];
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index]!;
    const d = glyph.path.toSVG();
    if (d) paths.push(`<path transform="translate(${advance + position.xOffset} ${position.yOffset})" d="${d}"/>`);
    advance += position.xAdvance;
  });
  return `<g fill="${fill}" transform="translate(${x} ${y}) scale(${scale} ${-scale})">${paths.join('')}</g>`;
}

function width(font: fontkit.Font, text: string, size: number): number {
  return (font.layout(text).advanceWidth * size) / font.unitsPerEm;
}

/** Words into lines no wider than `max`; a word longer than a line is cut with an ellipsis. */
export function wrapLines(measure: (text: string) => number, text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= max || !line) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.map((each) => {
    if (measure(each) <= max) return each;
    let cut = each;
    while (cut.length > 1 && measure(`${cut}…`) > max) cut = cut.slice(0, -1);
    return `${cut}…`;
  });
}

/** The largest size (of a few steps) at which the title fits in `maxLines`; at the smallest, extra lines end in an ellipsis. */
function fitTitle(font: fontkit.Font, title: string, maxWidth: number, maxLines: number): { size: number; lines: string[] } {
  for (const size of [84, 76, 68, 60, 54]) {
    const lines = wrapLines((text) => width(font, text, size), title, maxWidth);
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = 54;
  const lines = wrapLines((text) => width(font, text, size), title, maxWidth).slice(0, maxLines);
  lines[maxLines - 1] = wrapLines((text) => width(font, text, size), `${lines[maxLines - 1]!} …`, maxWidth)[0]!;
  return { size, lines };
}

const colours = { background: '#0f5c6e', deep: '#0b4654', text: '#ffffff', soft: '#cfe6ea', accent: '#e07a5f' };

/** The brand mark (public/favicon.svg), at (x, y) and `size` px square. */
function brandMark(x: number, y: number, size: number): string {
  const scale = size / 64;
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<rect width="64" height="64" rx="14" fill="${colours.deep}"/>` +
    `<polyline points="12,46 24,33 33,40 47,23" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="49" cy="21" r="6" fill="${colours.accent}"/></g>`
  );
}

/** A 1200x630 PNG: the brand mark and the site's name above the page's title. */
export async function drawSocialCard(title: string, siteName: string): Promise<Buffer> {
  const { bold, semibold } = await loadFonts();
  const { width: cardWidth, height: cardHeight } = socialCardSize;
  const margin = 80;
  const { size, lines } = fitTitle(bold, title.trim() || siteName, cardWidth - 2 * margin, 4);
  const lineHeight = Math.round(size * 1.18);
  // The title sits on the card's lower part: its last line's baseline is fixed, longer titles grow upwards.
  const lastBaseline = 540;
  const titlePaths = lines
    .map((line, index) => textPaths(bold, line, size, margin, lastBaseline - (lines.length - 1 - index) * lineHeight, colours.text))
    .join('');
  const nameSize = 40;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${cardWidth}" height="${cardHeight}" viewBox="0 0 ${cardWidth} ${cardHeight}">` +
    `<rect width="${cardWidth}" height="${cardHeight}" fill="${colours.background}"/>` +
    `<circle cx="${cardWidth - 40}" cy="40" r="260" fill="${colours.deep}"/>` +
    brandMark(margin, margin, 104) +
    textPaths(
      semibold,
      wrapLines((text) => width(semibold, text, nameSize), siteName, cardWidth - 3 * margin - 104)[0] ?? '',
      nameSize,
      margin + 104 + 32,
      margin + 52 + 14,
      colours.soft,
    ) +
    titlePaths +
    `<rect x="0" y="${cardHeight - 14}" width="${cardWidth}" height="14" fill="${colours.accent}"/>` +
    `</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
}

/**
 * A cover's 1200x630 crop at its focal point, in percent (shared/cover-focal.ts), as a JPEG. The offset is the
 * focal share of what overflows, as CSS `object-position` places the cover on the post page and the cards.
 */
export async function cropCover(original: Buffer, focal: { x: number; y: number }): Promise<Buffer> {
  const { width, height } = socialCardSize;
  const scaled = await sharp(original, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(width, height, { fit: 'outside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const left = Math.round(((scaled.info.width - width) * focal.x) / 100);
  const top = Math.round(((scaled.info.height - height) * focal.y) / 100);
  return sharp(scaled.data, { raw: { width: scaled.info.width, height: scaled.info.height, channels: scaled.info.channels } })
    .extract({ left, top, width, height })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
