/**
 * Image work (uploads, social cards) in a short-lived child process, one image at a time
 * (docs/decisions/053-images-in-a-child-process.md). libvips keeps what it allocates in glibc's
 * malloc arenas, which a process does not give back while it lives: in the server that was hundreds
 * of MiB for good after a few large photos, and three at once outgrew a 512 MiB dyno. In a child
 * that memory ends with the child: each job gets a child of its own (a second job in the same child
 * peaked 35 MiB higher), and jobs wait their turn, one image at a time.
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { FieldError } from '#shared/field-error.ts';
import { HttpError } from '../errors.server.ts';
import { imageChildProgram } from './image-child-path.server.ts';
import type { ImageJob, ImageJobReply, ImageJobResults } from './image-job.ts';

/**
 * Two malloc arenas instead of one per thread (16 on these machines), one libvips worker thread
 * (libvips otherwise starts one per core, each filling its own arena), blocks from 128 KiB up given
 * back to the system when freed (glibc otherwise raises that threshold as large blocks are freed),
 * and a small V8 heap: the pixels live outside it. Measured: one 24-megapixel JPEG peaks at about
 * 105 MiB of anonymous memory in the child. Nothing else of the server's environment (its secrets,
 * the database address) reaches the child.
 */
const childEnv = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', VIPS_CONCURRENCY: '1' };
const childFlags = ['--max-old-space-size=64'];
/** A job still running after this is given up: its child is killed and the request answered 503. */
const jobTimeoutMs = 120_000;

const notNow = () => new HttpError(503, 'The image could not be processed just now. Please try again shortly.', { headers: { 'Retry-After': '5' } });

function errorFrom(reply: Extract<ImageJobReply, { ok: false }>): Error {
  if (reply.status === undefined) return new Error(`image child: ${reply.message}`);
  return new HttpError(reply.status, reply.message, {
    errors: reply.errors as FieldError[] | undefined,
    headers: reply.headers as Record<string, string> | undefined,
  });
}

function startChild(): ChildProcess {
  return fork(imageChildProgram, [], { execArgv: childFlags, env: childEnv, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

/** Sends one job and waits for its answer; a child that dies, fails to start or overruns answers 503. */
function send(child: ChildProcess, job: ImageJob): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), jobTimeoutMs);
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      child.off('message', onMessage).off('exit', onGone).off('error', onGone);
      outcome();
    };
    const onMessage = (reply: ImageJobReply) => settle(() => (reply.ok ? resolve(reply.result) : reject(errorFrom(reply))));
    const onGone = () => settle(() => reject(notNow()));
    child.on('message', onMessage).once('exit', onGone).once('error', onGone);
    child.send(job, (error) => {
      if (error) {
        child.kill('SIGKILL');
        onGone();
      }
    });
  });
}

/** Disconnects the child and waits for it to exit (killed if it has not after 5 s), so two never overlap. */
async function ended(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  // 'error' too: a child that could not be started never exits.
  const exit = new Promise((resolve) => child.once('exit', resolve).once('error', resolve));
  const stuck = setTimeout(() => child.kill('SIGKILL'), 5000);
  if (child.connected) child.disconnect();
  await exit;
  clearTimeout(stuck);
}

interface Queued {
  job: ImageJob;
  resolve: (result: never) => void;
  reject: (error: unknown) => void;
}

const queue: Queued[] = [];
let draining = false;

/** One job after another, each in a child of its own, which is disconnected (and so exits) once it answers. */
async function drain(): Promise<void> {
  draining = true;
  try {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const child = startChild();
      try {
        next.resolve((await send(child, next.job)) as never);
      } catch (error) {
        next.reject(error);
      } finally {
        await ended(child);
      }
    }
  } finally {
    draining = false;
  }
}

/** Runs `job` in the image child once the jobs before it are done. */
export function runImageJob<Kind extends ImageJob['kind']>(job: Extract<ImageJob, { kind: Kind }>): Promise<ImageJobResults[Kind]> {
  return new Promise((resolve, reject) => {
    queue.push({ job, resolve, reject });
    if (!draining) void drain();
  });
}
