/** What the server asks of the image child, and what it answers (./image-child.server.ts). Buffers cross as Buffers (`serialization: 'advanced'`). */
import type { CleanImage, ProcessedImage, StoredFormat } from './process-image.server.ts';

export type ImageJob =
  | { kind: 'process'; input: Buffer }
  | { kind: 'clean'; input: Buffer; accept: readonly StoredFormat[]; maxSide: number; svgHeight: number }
  | { kind: 'crop-cover'; input: Buffer; focal: { x: number; y: number } }
  | { kind: 'draw-card'; title: string; siteName: string };

export interface ImageJobResults {
  process: ProcessedImage;
  clean: CleanImage | undefined;
  'crop-cover': Buffer;
  'draw-card': Buffer;
}

/** An error keeps its HTTP answer when it had one (a refused or damaged image: 4xx). */
export type ImageJobReply = { ok: true; result: unknown } | { ok: false; message: string; status?: number; errors?: unknown; headers?: unknown };
