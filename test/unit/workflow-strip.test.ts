import { expect } from 'chai';
import { ALL_LIT, ALL_LIT_MS, CYCLE_MS, NOT_STARTED, phaseAt, START_DELAY_MS, STAGE_DURATIONS_MS } from '#islands/workflow/schedule.ts';
import { runStrip, type Timers } from '#islands/workflow/workflow.client.ts';

/** A fake clock: timers run only when the test advances time. */
function fakeClock() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: Timers = {
    setTimeout(callback, ms) {
      const id = nextId++;
      pending.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(id) {
      pending.delete(id);
    },
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...pending.entries()].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      pending.delete(due[0]);
      now = due[1].at;
      due[1].callback();
    }
    now = until;
  };
  return { timers, advance };
}

describe('Workflow strip timing', () => {
  it('uses the product timings: 1 s start delay, 2 s then 3 s per stage, 3 s all lit', () => {
    expect(START_DELAY_MS).to.equal(1000);
    expect(STAGE_DURATIONS_MS).to.deep.equal([2000, 2000, 2000, 3000, 3000, 3000]);
    expect(ALL_LIT_MS).to.equal(3000);
    expect(CYCLE_MS).to.equal(18000);
  });

  it('highlights nothing for 1 s, then stages 0 to 5 in order, then all of them, then loops', () => {
    const expected: [number, number][] = [
      [0, NOT_STARTED],
      [999, NOT_STARTED],
      [1000, 0],
      [2999, 0],
      [3000, 1],
      [5000, 2],
      [7000, 3],
      [9999, 3],
      [10000, 4],
      [13000, 5],
      [16000, ALL_LIT],
      [18999, ALL_LIT],
      [19000, 0],
      [19000 + CYCLE_MS + 6000, 3],
    ];
    for (const [elapsed, phase] of expected) expect(phaseAt(elapsed), `${elapsed} ms`).to.equal(phase);
  });

  it('drives the page with timers that match the schedule', () => {
    const { timers, advance } = fakeClock();
    const shown: number[] = [];
    runStrip((phase) => shown.push(phase), timers);
    for (let elapsed = 0; elapsed <= 40000; elapsed += 100) {
      const expected = phaseAt(elapsed);
      expect(shown.at(-1) ?? NOT_STARTED, `${elapsed} ms`).to.equal(expected);
      advance(100);
    }
  });

  it('holds the current stage while paused and resumes from it', () => {
    const { timers, advance } = fakeClock();
    const shown: number[] = [];
    const runner = runStrip((phase) => shown.push(phase), timers);
    advance(3500);
    expect(shown.at(-1)).to.equal(1);
    runner.pause();
    advance(60000);
    expect(shown.at(-1)).to.equal(1);
    runner.resume();
    advance(1999);
    expect(shown.at(-1)).to.equal(1);
    advance(1);
    expect(shown.at(-1)).to.equal(2);
  });
});
