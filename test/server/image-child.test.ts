/**
 * The image child (docs/decisions/053-images-in-a-child-process.md): jobs run in a child process, one
 * at a time; it is gone once none is left (its memory with it); a child that dies mid-job answers that
 * job 503 and the next job gets a new child.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import { HttpError } from '#server/errors.server.ts';
import { runImageJob } from '#server/media/image-child.server.ts';
import { photo } from '../helpers/media.ts';

/** This process's image children: their parent is us and their program the child's. */
function imageChildren(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        const parent = Number(
          readFileSync(`/proc/${pid}/stat`, 'utf8')
            .replace(/^.*\) /s, '')
            .split(' ')[1],
        );
        return parent === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('image-child-program');
      } catch {
        return false; // gone meanwhile
      }
    });
}

async function until(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !condition(); await sleep(20)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
  }
}

describe('The image child', function () {
  this.timeout(60_000);

  it('makes the files in a child process that is gone once no job is left', async () => {
    const jpeg = await photo(1200, 800).jpeg().toBuffer();
    const jobs = [runImageJob({ kind: 'process', input: jpeg }), runImageJob({ kind: 'process', input: jpeg })];
    await until(() => imageChildren().length === 1, 'a child runs');
    const images = await Promise.all(jobs);
    for (const image of images) expect(image.files.map((file) => `${file.role}:${file.format}@${file.width}`)).to.include('original:jpeg@1200');
    expect(Buffer.isBuffer(images[0]!.files[0]!.data), 'files come back as buffers').to.equal(true);
    await until(() => imageChildren().length === 0, 'the child has exited', 5000);
  });

  it('answers a refused file with its own 4xx', async () => {
    const error = await runImageJob({ kind: 'process', input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') }).catch((caught: unknown) => caught);
    expect(error).to.be.instanceOf(HttpError);
    expect((error as HttpError).status).to.equal(415);
    expect((error as HttpError).errors?.[0]?.field).to.equal('file');
  });

  it('answers 503 with Retry-After when the child dies mid-job, and the next job gets a new child', async () => {
    const large = await photo(4000, 3000).jpeg().toBuffer();
    const killed = runImageJob({ kind: 'process', input: large }).catch((caught: unknown) => caught);
    await until(() => imageChildren().length === 1, 'a child runs');
    const [pid] = imageChildren();
    process.kill(pid!, 'SIGKILL');
    const error = await killed;
    expect(error).to.be.instanceOf(HttpError);
    expect((error as HttpError).status).to.equal(503);
    expect((error as HttpError).headers['Retry-After']).to.equal('5');
    const card = await runImageJob({ kind: 'draw-card', title: 'After a crash', siteName: 'Example' });
    expect(card.subarray(1, 4).toString()).to.equal('PNG');
    await until(() => imageChildren().length === 0, 'the new child has exited', 5000);
  });
});
