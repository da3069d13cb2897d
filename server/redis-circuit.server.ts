/**
 * A circuit breaker in front of one Redis connection, shared by every rate limiter that counts in
 * it, so that a Redis that hangs or is gone holds one request at most `timeoutMs` in all, however
 * many limiters it passes (a sign-in passes two; docs/decisions/050-production-shaped-tests-and-limits.md):
 *
 * - closed: commands go to Redis, each given at most `timeoutMs`;
 * - the first command that fails or times out opens the circuit and at once releases every command
 *   still waiting, whichever limiter sent it;
 * - open: nothing is sent; the limiters count in memory;
 * - after `retryAfterMs`, a PING in the background (never a visitor's request) asks whether Redis
 *   answers again; if it does, the circuit closes, else it stays open for another `retryAfterMs`.
 */
import type { Logger } from 'pino';

export interface RedisCircuitOptions {
  /** A cheap command that proves Redis answers (PING). */
  probe: () => Promise<unknown>;
  logger: Logger;
  timeoutMs: number;
  retryAfterMs: number;
}

export class RedisCircuit {
  readonly #options: RedisCircuitOptions;
  /** When the circuit last opened, while it is open. */
  #openedAt: number | undefined;
  #probing = false;
  /**
   * How to release each command that waits on Redis now. A set of its own, not a race against one
   * long-lived "opened" promise: every race leaves a reaction on that promise, and the reactions of
   * every command ever run would stay in memory until Redis fails (the load test measured it).
   */
  readonly #waiting = new Set<(reason: unknown) => void>();

  constructor(options: RedisCircuitOptions) {
    this.#options = options;
  }

  /** Whether commands may go to Redis now; while open, starts the background probe once it is due. */
  isClosed(): boolean {
    if (this.#openedAt === undefined) return true;
    if (!this.#probing && Date.now() - this.#openedAt >= this.#options.retryAfterMs) void this.#probe();
    return false;
  }

  /** Runs `command` against Redis: rejects after timeoutMs, or as soon as another command opens the circuit. */
  async run<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await this.#within(command(), { releasable: true });
    } catch (error) {
      this.#trip(error);
      throw error;
    }
  }

  /** `promise`, rejected after timeoutMs, or (when releasable) as soon as the circuit opens. */
  #within<T>(promise: Promise<T>, { releasable = false } = {}): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const settle = (finish: () => void) => {
        clearTimeout(timer);
        this.#waiting.delete(release);
        finish();
      };
      const release = (reason: unknown) => settle(() => reject(reason));
      // timeoutMs counts the time Redis had to answer, not the time this process was too busy to send the
      // command or read the answer (a start on a loaded machine): a timer that fires late by more than half the
      // timeout gives Redis a full timeout again from now. And the timer fires in the event loop's timers phase,
      // before the poll phase reads the sockets: setImmediate runs after it, so an answer already waiting wins.
      // Without both, a healthy Redis opened the circuit on the first command of 6 of 6 starts (seen by the outside test of December 2026).
      const { timeoutMs } = this.#options;
      let timer: NodeJS.Timeout;
      const arm = () => {
        const due = Date.now() + timeoutMs;
        timer = setTimeout(() => {
          if (Date.now() - due > timeoutMs / 2) arm();
          else setImmediate(() => release(new Error(`redis did not answer within ${timeoutMs} ms`)));
        }, timeoutMs);
      };
      arm();
      if (releasable) this.#waiting.add(release);
      promise.then(
        (value) => settle(() => resolve(value)),
        (error: unknown) => settle(() => reject(error)),
      );
    });
  }

  #trip(error: unknown): void {
    if (this.#openedAt !== undefined) return;
    this.#openedAt = Date.now();
    this.#options.logger.warn({ err: error }, 'redis unavailable: rate limits count in this process');
    for (const release of [...this.#waiting]) release(error);
  }

  async #probe(): Promise<void> {
    this.#probing = true;
    try {
      await this.#within(this.#options.probe());
      this.#openedAt = undefined;
      this.#options.logger.info('redis answers again: rate limits are shared again');
    } catch {
      this.#openedAt = Date.now();
    } finally {
      this.#probing = false;
    }
  }
}
