/**
 * Images (issue 12), part of `npm run bench` and runnable alone (`node scripts/bench-media.ts`):
 * - the time to make the variants of a 12-megapixel photo (4000x3000 JPEG), and the process's peak resident
 *   memory meanwhile (this process does nothing else);
 * - the bytes a 375 px wide phone (device pixel ratio 2) downloads for a post with three such photos,
 *   against the original files: the candidate a browser picks from the AVIF `srcset` for `sizes` 100vw.
 * Photos are made here with sharp: a gradient, shapes and fine noise, so encoders have real work.
 */
import sharp from 'sharp';
import { processImage } from '#server/media/process-image.server.ts';

async function twelveMegapixelPhoto(seed: number): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#${(0x1d6fa5 + seed * 0x101010).toString(16).slice(-6)}"/><stop offset="1" stop-color="#f2b880"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="1200" cy="1300" r="700" fill="#ffffff" fill-opacity="0.55"/>
    <rect x="2200" y="1500" width="1300" height="1100" fill="#0b3954" fill-opacity="0.7"/>
  </svg>`;
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } } }).png().toBuffer();
  return sharp(Buffer.from(svg)).composite([{ input: noise, blend: 'overlay' }]).jpeg({ quality: 90 }).toBuffer();
}

/** The srcset candidate a browser picks: the smallest at least `needed` pixels wide, else the widest. */
function pick(candidates: { width: number; bytes: number }[], needed: number): { width: number; bytes: number } {
  const sorted = [...candidates].sort((a, b) => a.width - b.width);
  return sorted.find((candidate) => candidate.width >= needed) ?? sorted[sorted.length - 1]!;
}

export async function benchMedia(): Promise<string[]> {
  const photos = await Promise.all([0, 1, 2].map(twelveMegapixelPhoto));
  const rssBefore = process.memoryUsage().rss;
  const timings: number[] = [];
  let phoneBytes = 0;
  for (const photo of photos) {
    const started = performance.now();
    const image = await processImage(photo);
    timings.push(performance.now() - started);
    const avif = image.files.filter((file) => file.role === 'variant' && file.format === 'avif').map((file) => ({ width: file.width, bytes: file.data.length }));
    phoneBytes += pick(avif, 375 * 2).bytes;
  }
  const peakMiB = process.resourceUsage().maxRSS / 1024;
  const originalBytes = photos.reduce((sum, photo) => sum + photo.length, 0);
  const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;
  return [
    '| Images (scripts/bench-media.ts) | |',
    '|---|---|',
    `| Variants of a 12-megapixel JPEG (original re-encoded, AVIF/WebP/JPEG at 480/960/1600) | ${timings.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')} |`,
    `| Peak resident memory meanwhile (whole process; ${Math.round(rssBefore / 1024 / 1024)} MiB before) | ${Math.round(peakMiB)} MiB |`,
    `| A post with three such photos on a 375 px phone (DPR 2, AVIF 960w) | ${kb(phoneBytes)} |`,
    `| The same three original files | ${kb(originalBytes)} (${(originalBytes / phoneBytes).toFixed(0)}x more) |`,
  ];
}

if (import.meta.main) console.log((await benchMedia()).join('\n'));
