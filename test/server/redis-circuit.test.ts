import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import { pino } from 'pino';
import { RedisCircuit } from '#server/redis-circuit.server.ts';

const hangs = () => new Promise<never>(() => undefined);
const timeoutMs = 100;
const retryAfterMs = 300;

/** How long `promise` takes to settle, in ms, and whether it fulfilled. */
async function timed(promise: Promise<unknown>): Promise<{ ms: number; ok: boolean }> {
  const started = Date.now();
  const ok = await promise.then(
    () => true,
    () => false,
  );
  return { ms: Date.now() - started, ok };
}

describe('The Redis circuit shared by the rate limiters', () => {
  let probes: number;
  let probeAnswers: boolean;
  let circuit: RedisCircuit;

  beforeEach(() => {
    probes = 0;
    probeAnswers = false;
    const probe = () => {
      probes++;
      return probeAnswers ? Promise.resolve('PONG') : hangs();
    };
    circuit = new RedisCircuit({ probe, logger: pino({ level: 'silent' }), timeoutMs, retryAfterMs });
  });

  it('gives a command at most the timeout, and releases every other waiting command when it opens', async () => {
    const first = timed(circuit.run(hangs));
    await sleep(60);
    // Sent 60 ms later: released with the first, not after its own full timeout.
    const second = timed(circuit.run(hangs));
    const [a, b] = await Promise.all([first, second]);
    expect(a.ok).to.equal(false);
    expect(b.ok).to.equal(false);
    expect(a.ms).to.be.within(timeoutMs - 5, timeoutMs + 60);
    expect(b.ms).to.be.below(timeoutMs - 20);
    expect(circuit.isClosed()).to.equal(false);
  });

  it('sends nothing while open, then asks Redis in the background and closes once it answers', async () => {
    await timed(circuit.run(hangs));
    expect(circuit.isClosed()).to.equal(false);
    expect(probes).to.equal(0);
    // A timer may fire a millisecond before Date.now() says its time has passed: wait just past it.
    await sleep(retryAfterMs + 5);
    // Due: a probe starts in the background; the caller does not wait for it.
    expect(circuit.isClosed()).to.equal(false);
    expect(circuit.isClosed()).to.equal(false);
    expect(probes).to.equal(1);
    // That probe times out: open for another retryAfterMs.
    await sleep(timeoutMs + 20);
    expect(circuit.isClosed()).to.equal(false);
    expect(probes).to.equal(1);
    probeAnswers = true;
    // A timer may fire a millisecond before Date.now() says its time has passed: wait just past it.
    await sleep(retryAfterMs + 5);
    expect(circuit.isClosed()).to.equal(false);
    expect(probes).to.equal(2);
    await sleep(10);
    expect(circuit.isClosed()).to.equal(true);
    expect(await circuit.run(() => Promise.resolve('counted'))).to.equal('counted');
  });

  it('opens on a command that fails, and a command after it closes again waits its own timeout only', async () => {
    expect((await timed(circuit.run(() => Promise.reject(new Error('ECONNREFUSED'))))).ms).to.be.below(timeoutMs);
    expect(circuit.isClosed()).to.equal(false);
    probeAnswers = true;
    // A timer may fire a millisecond before Date.now() says its time has passed: wait just past it.
    await sleep(retryAfterMs + 5);
    circuit.isClosed();
    await sleep(10);
    expect(circuit.isClosed()).to.equal(true);
    const again = await timed(circuit.run(hangs));
    expect(again.ok).to.equal(false);
    expect(again.ms).to.be.within(timeoutMs - 5, timeoutMs + 60);
  });

  it('takes an answer that arrived while the process itself was busy past the timeout, and stays closed', async () => {
    // Another process that answers at once over a real socket, as a healthy Redis does.
    const echo = spawn(
      process.execPath,
      ['-e', "require('net').createServer((s) => s.pipe(s)).listen(0, '127.0.0.1', function () { console.log(this.address().port) })"],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      const port = Number(((await once(echo.stdout!, 'data')) as [Buffer])[0].toString());
      const socket = connect(port, '127.0.0.1');
      await once(socket, 'connect');
      const answered = circuit.run(async () => {
        socket.write('PING');
        return ((await once(socket, 'data')) as [Buffer])[0].toString();
      });
      // The process's own synchronous work (a start on a loaded machine) holds the event loop past the timeout.
      const busyUntil = Date.now() + 3 * timeoutMs;
      while (Date.now() < busyUntil);
      expect(await answered).to.equal('PING');
      expect(circuit.isClosed()).to.equal(true);
      socket.destroy();
    } finally {
      echo.kill();
    }
  });
});
