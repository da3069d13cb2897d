import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';
import { jsonRequestHead, RawConnection, waitUntilAccepted } from './http-over-socket.ts';
import { contactPayload, nextClientIp } from './traffic.ts';

/** Opens a connection, or answers the error code (ECONNREFUSED once nothing listens). */
async function connectOutcome(port: number): Promise<string> {
  try {
    (await RawConnection.open(port)).close();
    return 'connected';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? String(error);
  }
}

describe('Graceful stop (SIGTERM) of the production server', function () {
  this.timeout(40_000);
  let server: ServerProcess;
  before(async () => {
    server = await startServerProcess({ env: { TRUST_PROXY: '1' } });
  });
  after(() => server.stop(2000));

  it('finishes slow in-flight requests, answers /readyz 503 on an open connection, refuses new ones and exits 0 within 10 s', async () => {
    // The normal answer, sent fast, for comparison.
    const fastBody = JSON.stringify(contactPayload('fast'));
    const fast = await RawConnection.open(server.port);
    await fast.write(
      jsonRequestHead('POST', '/api/contacts', Buffer.byteLength(fastBody), { 'X-Forwarded-For': nextClientIp(), 'X-Forwarded-Proto': 'https' }) + fastBody,
    );
    const normal = await fast.readResponse();
    fast.close();
    expect(normal.status).to.equal(201);

    // An already-open keep-alive connection, used once.
    const keepAlive = await RawConnection.open(server.port);
    await keepAlive.write('GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect((await keepAlive.readResponse()).status).to.equal(200);

    // Three contact submissions whose bodies arrive slowly (declared Content-Length, half sent).
    const slow = await Promise.all(
      [1, 2, 3].map(async (n) => {
        const body = JSON.stringify(contactPayload(`slow-${n}`));
        const connection = await RawConnection.open(server.port);
        await connection.write(
          jsonRequestHead('POST', '/api/contacts', Buffer.byteLength(body), { 'X-Forwarded-For': nextClientIp(), 'X-Forwarded-Proto': 'https' }),
        );
        await connection.write(body.slice(0, 20));
        return { connection, rest: body.slice(20) };
      }),
    );
    // A request that has started arriving on the keep-alive connection (headers not finished).
    await keepAlive.write('GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n');

    // In flight means the server has them: accepted, not waiting in the kernel's backlog.
    await waitUntilAccepted(server.port);
    const signalledAt = Date.now();
    server.kill('SIGTERM');
    // Wait until the listener is closed: new connections are refused.
    let outcome = 'connected';
    for (let i = 0; i < 100 && outcome === 'connected'; i++) {
      await sleep(20);
      outcome = await connectOutcome(server.port);
    }
    expect(outcome).to.equal('ECONNREFUSED');

    await keepAlive.write('\r\n');
    const readiness = await keepAlive.readResponse();
    expect(readiness.status).to.equal(503);
    expect(JSON.parse(readiness.body)).to.deep.equal({ status: 'shutting down' });
    expect(readiness.headers.connection).to.equal('close');

    // The slow bodies trickle in over the next second and a half.
    for (const part of [0, 1, 2]) {
      await sleep(500);
      for (const { connection, rest } of slow) {
        const third = Math.ceil(rest.length / 3);
        await connection.write(rest.slice(part * third, (part + 1) * third));
      }
    }
    const answers = await Promise.all(slow.map(({ connection }) => connection.readResponse()));
    for (const answer of answers) {
      expect(answer.status, answer.body).to.equal(normal.status);
      expect(JSON.parse(answer.body)).to.have.property('id').that.is.a('number');
      expect(answer.headers.connection).to.equal('close');
    }

    const exit = await Promise.race([server.exited, sleep(10_000).then(() => undefined)]);
    expect(exit, `did not exit within 10 s:\n${server.output()}`).to.deep.equal({ code: 0, signal: null });
    expect(Date.now() - signalledAt).to.be.below(10_000);
    expect(await connectOutcome(server.port)).to.equal('ECONNREFUSED');
  });
});
