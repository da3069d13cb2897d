/**
 * The image child's program (docs/decisions/053-images-in-a-child-process.md): sharp and libvips
 * run here, never in the server, so the memory they take (held by glibc's malloc arenas and not
 * given back while a process lives) is returned when this process exits. The server starts it
 * with `fork` (./image-child.server.ts), sends one job at a time, and disconnects when it has no
 * more; a disconnect ends it, and so does the server's death.
 *
 * The memory settings come from the server: MALLOC_ARENA_MAX=2 and VIPS_CONCURRENCY=1 in the
 * environment (libvips reads it when it starts), a small V8 heap. Here: no libvips operation cache,
 * which would keep decoded images after the job.
 */
import type { ImageJob, ImageJobReply } from './image-job.ts';

const sharp = (await import('sharp')).default;
sharp.cache(false);
sharp.concurrency(1);

async function run(job: ImageJob): Promise<unknown> {
  switch (job.kind) {
    case 'process':
      return (await import('./process-image.server.ts')).processImage(job.input);
    case 'clean':
      return (await import('./process-image.server.ts')).cleanImage(job.input, job);
    case 'crop-cover':
      return (await import('./social-card-drawing.server.ts')).cropCover(job.input, job.focal);
    case 'draw-card':
      return (await import('./social-card-drawing.server.ts')).drawSocialCard(job.title, job.siteName);
  }
}

function replyTo(error: unknown): ImageJobReply {
  const { status, errors, headers } = error as { status?: unknown; errors?: unknown; headers?: unknown };
  const message = error instanceof Error ? error.message : String(error);
  // An HttpError (a refused or damaged image) keeps its answer; anything else is the server's fault.
  return typeof status === 'number' ? { ok: false, status, message, errors, headers } : { ok: false, message };
}

process.on('message', (job: ImageJob) => {
  void run(job).then(
    (result) => process.send!({ ok: true, result } satisfies ImageJobReply),
    (error: unknown) => process.send!(replyTo(error)),
  );
});
process.on('disconnect', () => process.exit(0));
// The server decides when this ends (it may still be finishing a request after SIGTERM); a signal
// sent to the whole process group must not cut the job short. Its death disconnects this child.
process.on('SIGTERM', () => undefined);
process.on('SIGINT', () => undefined);
