/**
 * Uploads under faults, against the production server as a child
 * process:
 * - kill -9 while the file is still arriving, and again while the server is
 *   making its variants: after a restart on the same database no image is
 *   half-written (every image has its original and all its variants, every
 *   file its bytes, and no bytes are left that no file names);
 * - the database unavailable (the SQLite file made immutable, or the
 *   PostgreSQL cluster stopped): the upload answers 503 JSON with Retry-After,
 *   and nothing of it is stored once the database is back.
 */
import { execFileSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import sharp from 'sharp';
import { createDatabase, type Database } from '#database/db.server.ts';
import { freshDatabaseEnv, testDatabaseKind, type TestDatabaseEnv } from '../helpers/database.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';
import { integrityCheck } from './sqlite-checks.ts';
import { createThrowawayCluster, type ThrowawayCluster } from './throwaway-postgres.ts';
import { signIn } from './traffic.ts';

const https = { 'x-forwarded-proto': 'https' };

/** A 12-megapixel photo-like JPEG of several MB (noise compresses badly), so an upload takes a while to send and to process. */
async function largeJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#5a7d9a', noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

function multipart(data: Buffer, fileName: string): { body: Buffer; contentType: string } {
  const boundary = `----reliability${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/jpeg\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, data, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Sends the upload; `sendBytes` of the body first, then (when `sendAll`) the rest. Resolves with the answer's
 * status and body, or undefined when the connection dies first (the server was killed).
 */
function upload(
  server: ServerProcess,
  cookie: string,
  data: Buffer,
  options: { sendBytes: number; sendAll: boolean; onSent: () => void },
): Promise<{ status: number; text: string; headers: Record<string, unknown> } | undefined> {
  const { body, contentType } = multipart(data, 'large-photo.jpg');
  return new Promise((resolve) => {
    const request = httpRequest(
      `${server.url}/api/admin/media`,
      { method: 'POST', headers: { ...https, cookie, 'content-type': contentType, 'content-length': String(body.length), accept: 'application/json' } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text, headers: response.headers }));
        response.on('error', () => resolve(undefined));
      },
    );
    request.on('error', () => resolve(undefined));
    request.write(body.subarray(0, options.sendBytes), () => {
      if (options.sendAll) request.end(body.subarray(options.sendBytes), options.onSent);
      else options.onSent();
    });
  });
}

interface StoredMedia {
  media: number;
  files: { media_id: number; role: string; key: string }[];
  blobs: string[];
}

async function stored(database: TestDatabaseEnv): Promise<StoredMedia> {
  const db: Database = createDatabase({ databaseUrl: database.DATABASE_URL, sqlitePath: database.SQLITE_PATH });
  try {
    const media = Number(((await db('media').count({ n: '*' }).first()) as { n: number | string }).n);
    const files = (await db('media_files').select('media_id', 'role', 'key')) as StoredMedia['files'];
    const blobs = ((await db('media_blobs').select('key')) as { key: string }[]).map((row) => row.key);
    return { media, files, blobs };
  } finally {
    await db.destroy();
  }
}

/** No half-written image: each image whole (an original and its 9 variants for a 4000 px JPEG), each file's bytes there, no stray bytes. */
function expectWhole(state: StoredMedia): void {
  const byImage = new Map<number, StoredMedia['files']>();
  for (const file of state.files) byImage.set(Number(file.media_id), [...(byImage.get(Number(file.media_id)) ?? []), file]);
  expect(byImage.size, 'every file belongs to a stored image').to.equal(state.media);
  for (const files of byImage.values()) {
    expect(files.filter((file) => file.role === 'original')).to.have.length(1);
    expect(files.filter((file) => file.role === 'variant')).to.have.length(9);
  }
  const keys = new Set(state.files.map((file) => file.key));
  expect(
    [...keys].every((key) => state.blobs.includes(key)),
    'every file has its bytes',
  ).to.equal(true);
  expect(
    state.blobs.filter((key) => !keys.has(key)),
    'no stray bytes',
  ).to.deep.equal([]);
}

describe(`Uploads under faults (${testDatabaseKind})`, function () {
  this.timeout(180_000);
  let photo: Buffer;
  before(async () => {
    photo = await largeJpeg();
    expect(photo.length, 'a large upload, under the 10 MB limit').to.be.within(2 * 1024 * 1024, 10 * 1024 * 1024);
  });

  describe('kill -9 during an upload', () => {
    let database: TestDatabaseEnv;
    let server: ServerProcess;
    before(async () => {
      database = await freshDatabaseEnv();
      server = await startServerProcess({ database, env: { TRUST_PROXY: '1' } });
    });
    after(() => server?.stop());

    it('while the file is arriving: nothing is stored, and the restarted server lists no image', async () => {
      const cookie = await signIn(server.url);
      let sent!: () => void;
      const halfSent = new Promise<void>((resolve) => (sent = resolve));
      const answer = upload(server, cookie, photo, { sendBytes: Math.floor(photo.length / 2), sendAll: false, onSent: sent });
      await halfSent;
      // Give the server time to read what arrived, then kill it mid-body.
      await sleep(300);
      server.kill('SIGKILL');
      expect((await server.exited).signal).to.equal('SIGKILL');
      expect(await answer, 'no answer from a killed server').to.equal(undefined);

      server = await startServerProcess({ sameAs: server });
      if (testDatabaseKind === 'sqlite') expect(await integrityCheck(database)).to.equal('ok');
      const state = await stored(database);
      expect(state.media).to.equal(0);
      expectWhole(state);
      const listed = await fetch(`${server.url}/api/admin/media`, { headers: { ...https, cookie: await signIn(server.url) } });
      expect(((await listed.json()) as { total: number }).total).to.equal(0);
    });

    it('while the variants are being made: each image is stored whole or not at all', async () => {
      for (const delay of [50, 400, 1200]) {
        const cookie = await signIn(server.url);
        let sent!: () => void;
        const allSent = new Promise<void>((resolve) => (sent = resolve));
        const answer = upload(server, cookie, photo, { sendBytes: 1024, sendAll: true, onSent: sent });
        await allSent;
        await sleep(delay);
        server.kill('SIGKILL');
        await server.exited;
        const answered = await answer;
        server = await startServerProcess({ sameAs: server });
        if (testDatabaseKind === 'sqlite') expect(await integrityCheck(database)).to.equal('ok');
        const state = await stored(database);
        expectWhole(state);
        // An upload answered 201 before the kill is stored: the answer came after the commit.
        if (answered?.status === 201)
          expect(state.files.map((file) => file.key)).to.include((JSON.parse(answered.text) as { url: string }).url.split('/').pop());
      }
      // And the server still takes uploads afterwards.
      const after = await upload(server, await signIn(server.url), photo, { sendBytes: 1024, sendAll: true, onSent: () => undefined });
      expect(after?.status, after?.text).to.equal(201);
      expectWhole(await stored(database));
    });
  });

  function expectUnavailable(answer: { status: number; text: string; headers: Record<string, unknown> } | undefined): void {
    expect(answer, 'an answer').not.to.equal(undefined);
    expect(answer!.status, answer!.text).to.equal(503);
    expect(answer!.headers['retry-after']).to.equal('5');
    expect(String(answer!.headers['content-type'])).to.match(/^application\/json/);
    expect((JSON.parse(answer!.text) as { message: unknown }).message).to.be.a('string');
  }

  if (testDatabaseKind === 'sqlite') {
    describe('the SQLite file made read-only', () => {
      let database: TestDatabaseEnv;
      let server: ServerProcess;
      // As in database-faults.test.ts: the immutable attribute stops writes through the open descriptor.
      const chattr = (flag: '+i' | '-i') => execFileSync('chattr', [flag, database.SQLITE_PATH, `${database.SQLITE_PATH}-wal`], { stdio: 'pipe' });
      before(async () => {
        database = await freshDatabaseEnv();
        server = await startServerProcess({ database, env: { TRUST_PROXY: '1' } });
      });
      after(async () => {
        try {
          chattr('-i');
        } finally {
          await server?.stop();
        }
      });

      it('answers an upload 503 JSON with Retry-After, stores nothing, and takes the upload once it is writable again', async () => {
        const cookie = await signIn(server.url);
        chattr('+i');
        const answer = await upload(server, cookie, photo, { sendBytes: 1024, sendAll: true, onSent: () => undefined });
        chattr('-i');
        expectUnavailable(answer);
        const state = await stored(database);
        expect(state.media).to.equal(0);
        expect(state.blobs).to.deep.equal([]);
        expect(await integrityCheck(database)).to.equal('ok');
        const later = await upload(server, cookie, photo, { sendBytes: 1024, sendAll: true, onSent: () => undefined });
        expect(later?.status, later?.text).to.equal(201);
      });
    });
  }

  if (testDatabaseKind === 'postgres') {
    describe('PostgreSQL stopped', () => {
      let cluster: ThrowawayCluster;
      let server: ServerProcess;
      before(async () => {
        cluster = await createThrowawayCluster();
        server = await startServerProcess({ database: { DATABASE_URL: cluster.url, SQLITE_PATH: '/nonexistent/unused.db' }, env: { TRUST_PROXY: '1' } });
      });
      after(async () => {
        await server?.stop();
        cluster?.drop();
      });

      it('answers an upload 503 JSON with Retry-After, and nothing of it is stored once PostgreSQL is back', async () => {
        const cookie = await signIn(server.url);
        cluster.stop();
        const answer = await upload(server, cookie, photo, { sendBytes: 1024, sendAll: true, onSent: () => undefined });
        expectUnavailable(answer);
        await cluster.start();
        const database = { DATABASE_URL: cluster.url, SQLITE_PATH: '/nonexistent/unused.db' };
        const state = await stored(database);
        expect(state.media).to.equal(0);
        expect(state.blobs).to.deep.equal([]);
        // Once the database is back, the same upload is taken (the pool reconnects by itself).
        for (let attempt = 0; ; attempt++) {
          const later = await upload(server, cookie, photo, { sendBytes: 1024, sendAll: true, onSent: () => undefined });
          if (later?.status === 201) break;
          if (attempt === 20) throw new Error(`no upload after PostgreSQL came back: ${later?.status} ${later?.text}`);
          await sleep(500);
        }
        expectWhole(await stored(database));
      });
    });
  }
});
