/**
 * The editor's autosave (decision 030), without the DOM: a save a few seconds after the last change,
 * one save at a time (a change made while saving is saved next), retries with growing waits after a failure
 * that may pass (no network, a 5xx), and none after one that will not (a 4xx: the editor shows why). A conflict
 * (another tab saved) stops it until the writer chooses to keep their text (`resume`).
 */

export type SaveOutcome = { ok: true } | { ok: false; reason: string; retry: boolean; conflict?: boolean };

export type AutosaveStatus =
  | { kind: 'clean' }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'failed'; reason: string; retrying: boolean }
  | { kind: 'conflict'; reason: string };

export interface AutosaveOptions {
  /** Performs one save of what the editor holds now; `keepalive`: the page is being hidden or left. */
  save: (keepalive: boolean) => Promise<SaveOutcome>;
  onStatus: (status: AutosaveStatus) => void;
  /** Quiet time after the last change before saving. */
  delayMs?: number;
  /** The first retry's wait; each next one doubles, up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
}

export class Autosaver {
  readonly #options: Required<AutosaveOptions>;
  /** Bumped on every change; a save is complete when nothing changed while it ran. */
  #generation = 0;
  #savedGeneration = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #running: Promise<void> | undefined;
  #failures = 0;
  #stopped = false;
  #status: AutosaveStatus = { kind: 'clean' };

  constructor(options: AutosaveOptions) {
    this.#options = { delayMs: 2000, retryMs: 1000, maxRetryMs: 30_000, ...options };
  }

  get status(): AutosaveStatus {
    return this.#status;
  }

  /** True while something typed is not on the server. */
  get unsaved(): boolean {
    return this.#generation !== this.#savedGeneration;
  }

  #set(status: AutosaveStatus): void {
    this.#status = status;
    this.#options.onStatus(status);
  }

  /** The editor's content changed: save after the quiet time. */
  changed(): void {
    this.#generation += 1;
    if (this.#stopped) return;
    if (this.#status.kind !== 'saving' && this.#status.kind !== 'failed') this.#set({ kind: 'unsaved' });
    this.#schedule(this.#options.delayMs);
  }

  /** Marks what the editor holds as saved (a save made outside the autosave, e.g. Publish). */
  markSaved(): void {
    this.#savedGeneration = this.#generation;
    this.#failures = 0;
    clearTimeout(this.#timer);
    if (!this.#stopped) this.#set({ kind: 'saved' });
  }

  #schedule(delay: number): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.flush(), delay);
  }

  /**
   * Saves now if anything is unsaved (waiting for a save under way first); true when everything is saved. A change
   * that arrived while a save ran (Editor.js reports a change a moment after it is made) is saved by another round,
   * up to three, so that "Save draft" does not end with the last edit unsaved and nothing said.
   */
  async flush(keepalive = false): Promise<boolean> {
    while (this.#running) await this.#running;
    for (let round = 0; round < 3 && !this.#stopped && this.unsaved; round += 1) {
      clearTimeout(this.#timer);
      this.#running = this.#saveOnce(keepalive);
      try {
        await this.#running;
      } finally {
        this.#running = undefined;
      }
      if (this.#status.kind === 'failed') break;
    }
    return !this.#stopped && !this.unsaved;
  }

  async #saveOnce(keepalive: boolean): Promise<void> {
    const generation = this.#generation;
    this.#set({ kind: 'saving' });
    let outcome: SaveOutcome;
    try {
      outcome = await this.#options.save(keepalive);
    } catch (error) {
      outcome = { ok: false, reason: error instanceof Error ? error.message : String(error), retry: true };
    }
    if (outcome.ok) {
      this.#failures = 0;
      this.#savedGeneration = generation;
      if (this.unsaved) {
        this.#set({ kind: 'unsaved' });
        this.#schedule(this.#options.delayMs);
      } else {
        this.#set({ kind: 'saved' });
      }
      return;
    }
    if (outcome.conflict) {
      this.#stopped = true;
      this.#set({ kind: 'conflict', reason: outcome.reason });
      return;
    }
    this.#failures += 1;
    this.#set({ kind: 'failed', reason: outcome.reason, retrying: outcome.retry });
    if (outcome.retry) this.#schedule(this.retryDelay());
  }

  /**
   * After a conflict, the writer chose to keep their text (decision 084): saving starts again at once, over the
   * version the save now names. True when everything is saved.
   */
  async resume(): Promise<boolean> {
    this.#stopped = false;
    this.#failures = 0;
    this.#generation += 1;
    return this.flush();
  }

  /** The wait before the next retry: retryMs, doubled per failure in a row, at most maxRetryMs. */
  retryDelay(): number {
    return Math.min(this.#options.maxRetryMs, this.#options.retryMs * 2 ** Math.max(0, this.#failures - 1));
  }

  /** The network is back: retry a failed save at once. */
  online(): void {
    if (this.#status.kind === 'failed' && this.unsaved) void this.flush();
  }

  /** A field was corrected after a refused save: try again after the quiet time. */
  get stopped(): boolean {
    return this.#stopped;
  }

  dispose(): void {
    clearTimeout(this.#timer);
    this.#stopped = true;
  }
}
