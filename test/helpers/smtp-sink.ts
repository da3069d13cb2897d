/**
 * A real SMTP server (the `smtp-server` package) on loopback that keeps every message it accepts, and refuses
 * chosen recipients with 550 (a hard bounce at send time). `waitFor` resolves once the wanted number arrived.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  raw: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** Recipients refused at RCPT TO with 550. */
  refuse: Set<string>;
  waitFor(count: number): Promise<ReceivedMail[]>;
  /** The first message from index `from` on sent to `address`, once it has arrived. */
  mailTo(address: string, from: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** `keep: false` records only each message's recipient (large sends). */
export async function startSmtpSink(options: { keep?: boolean } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const refuse = new Set<string>();
  const waiters: { done: () => boolean }[] = [];
  const keep = options.keep ?? true;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address.toLowerCase())) {
        const error = new Error('5.1.1 No such user') as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (keep) chunks.push(chunk);
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','), raw: keep ? Buffer.concat(chunks).toString('utf8') : '' });
        for (const waiter of [...waiters]) if (waiter.done()) waiters.splice(waiters.indexOf(waiter), 1);
        callback();
      });
    },
  });
  /** Resolves with `check`'s answer once it has one, checked now and after each message. */
  function until<T>(check: () => T | undefined): Promise<T> {
    return new Promise((resolve) => {
      const done = () => {
        const value = check();
        if (value !== undefined) resolve(value);
        return value !== undefined;
      };
      if (!done()) waiters.push({ done });
    });
  }
  // A sending process killed mid-message (the crash tests) resets its connection: that is expected, not a failure of
  // the sink. Any other server error fails the test that meets it.
  const errors: Error[] = [];
  server.on('error', (error: Error & { code?: string }) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') errors.push(error);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse,
    waitFor: (wanted) => until(() => (received.length >= wanted ? received : undefined)),
    mailTo: (address, from) => until(() => received.slice(from).find((mail) => mail.to === address.toLowerCase())),
    close: () => new Promise((resolve, reject) => server.close(() => (errors.length > 0 ? reject(errors[0]!) : resolve()))),
  };
}

/** A message's header (unfolded), or undefined. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The message with quoted-printable undone (soft breaks and =XX escapes), good enough to find links and words. */
export function decoded(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
