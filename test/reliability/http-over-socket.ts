/**
 * HTTP/1.1 over a bare TCP socket, for what fetch cannot do: write a request
 * slowly, hold a request half-sent, reuse one keep-alive connection on purpose.
 */
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export class RawConnection {
  readonly socket: Socket;
  readonly closed: Promise<void>;
  #buffer = Buffer.alloc(0);
  #waiters: (() => void)[] = [];
  #ended = false;

  private constructor(socket: Socket) {
    this.socket = socket;
    socket.on('data', (chunk: Buffer) => {
      this.#buffer = Buffer.concat([this.#buffer, chunk]);
      this.#wake();
    });
    this.closed = new Promise((resolve) =>
      socket.once('close', () => {
        this.#ended = true;
        this.#wake();
        resolve();
      }),
    );
    socket.on('error', () => undefined);
  }

  /** Connects, or rejects with the socket error (ECONNREFUSED when nothing listens). */
  static open(port: number, host = '127.0.0.1'): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, host);
      socket.once('connect', () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  #wake(): void {
    for (const waiter of this.#waiters.splice(0)) waiter();
  }

  write(data: string | Buffer): Promise<void> {
    return new Promise((resolve, reject) => this.socket.write(data, (error) => (error ? reject(error) : resolve())));
  }

  /** Reads one response (Content-Length or chunked body). */
  async readResponse(timeoutMs = 15_000): Promise<RawResponse> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const parsed = this.#tryParse();
      if (parsed) return parsed;
      if (this.#ended) throw new Error(`connection closed before a full response (${this.#buffer.length} bytes buffered)`);
      if (Date.now() > deadline) throw new Error('no response in time');
      await new Promise<void>((resolve) => {
        this.#waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  #tryParse(): RawResponse | undefined {
    const headerEnd = this.#buffer.indexOf('\r\n\r\n');
    if (headerEnd < 0) return undefined;
    const [statusLine = '', ...lines] = this.#buffer.subarray(0, headerEnd).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const status = Number(statusLine.split(' ')[1]);
    let rest = this.#buffer.subarray(headerEnd + 4);
    if (headers['transfer-encoding'] === 'chunked') {
      const chunks: Buffer[] = [];
      for (;;) {
        const lineEnd = rest.indexOf('\r\n');
        if (lineEnd < 0) return undefined;
        const size = parseInt(rest.subarray(0, lineEnd).toString(), 16);
        if (rest.length < lineEnd + 2 + size + 2) return undefined;
        chunks.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
        rest = rest.subarray(lineEnd + 2 + size + 2);
        if (size === 0) break;
      }
      this.#buffer = rest;
      return { status, headers, body: Buffer.concat(chunks).toString() };
    }
    const length = Number(headers['content-length'] ?? 0);
    if (rest.length < length) return undefined;
    this.#buffer = rest.subarray(length);
    return { status, headers, body: rest.subarray(0, length).toString() };
  }

  close(): void {
    this.socket.destroy();
  }
}

/** The head of a request with a JSON body of `length` bytes (the body is written separately). */
export function jsonRequestHead(method: string, path: string, length: number, headers: Record<string, string> = {}): string {
  const lines = [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Content-Type: application/json', `Content-Length: ${length}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return lines.join('\r\n') + '\r\n\r\n';
}

/**
 * Connections the kernel completed but the server has not accepted yet (the
 * listening socket's rx_queue in /proc/net/tcp). Closing the listener resets
 * those, so a test that stops the server waits for this to reach 0 first.
 */
function acceptBacklog(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A') return parseInt(fields[4]!.split(':')[1]!, 16);
  }
  return 0;
}

export async function waitUntilAccepted(port: number, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (acceptBacklog(port) > 0) {
    if (Date.now() > deadline) throw new Error(`connections to port ${port} were not accepted within ${timeoutMs} ms`);
    await sleep(10);
  }
}
