/**
 * A minimal Chrome DevTools Protocol client for a Node process started with
 * `--inspect=127.0.0.1:0`: forces a full garbage collection and reads the heap,
 * so a test can tell retained memory (a leak) from garbage not yet collected.
 */
export interface HeapReading {
  /** Bytes of the JavaScript heap in use right after a full collection. */
  heapUsed: number;
  /** Bytes outside the heap held by JavaScript objects (Buffers and the like). */
  external: number;
  rss: number;
}

interface Reply {
  id?: number;
  result?: { result?: { value?: unknown } };
  error?: { message: string };
}

/** The inspector's WebSocket address, from the "Debugger listening on ws://…" line the process printed. */
export function inspectorUrl(output: string): string | undefined {
  return output.match(/Debugger listening on (ws:\/\/\S+)/)?.[1];
}

export class Inspector {
  private readonly socket: WebSocket;
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.addEventListener('message', (event) => {
      const reply = JSON.parse(String(event.data)) as Reply;
      if (reply.id === undefined) return;
      const waiter = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (reply.error) waiter?.reject(new Error(reply.error.message));
      else waiter?.resolve(reply);
    });
    socket.addEventListener('close', () => {
      for (const waiter of this.pending.values()) waiter.reject(new Error('inspector connection closed'));
      this.pending.clear();
    });
  }

  static connect(url: string): Promise<Inspector> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.addEventListener('open', () => resolve(new Inspector(socket)), { once: true });
      socket.addEventListener('error', () => reject(new Error(`cannot reach the inspector at ${url}`)), { once: true });
    });
  }

  private send(method: string, params: object = {}): Promise<Reply> {
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  /** Collects garbage (twice, so weakly held objects freed by the first pass go too) and reads memory. */
  async heapAfterCollection(): Promise<HeapReading> {
    await this.send('HeapProfiler.collectGarbage');
    await this.send('HeapProfiler.collectGarbage');
    const reply = await this.send('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    });
    const usage = JSON.parse(String(reply.result?.result?.value)) as NodeJS.MemoryUsage;
    return { heapUsed: usage.heapUsed, external: usage.external, rss: usage.rss };
  }

  close(): void {
    this.socket.close();
  }
}
