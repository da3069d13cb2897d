/**
 * Timing of the home-page workflow strip (docs/product/interactions.md#workflow-strip), as pure
 * data and a pure function so it can be tested without a browser or a clock.
 * After the start delay each stage is highlighted in turn, then all six are
 * lit together, then the cycle starts again from the first stage.
 */

/** Nothing is highlighted for this long after the page starts the strip. */
export const START_DELAY_MS = 1000;
/** How long each of the six stages stays highlighted: 2 s for stages 0-2, 3 s for stages 3-5. */
export const STAGE_DURATIONS_MS: readonly number[] = [2000, 2000, 2000, 3000, 3000, 3000];
/** How long all stages stay lit before the cycle resets. */
export const ALL_LIT_MS = 3000;

/** -1: not started yet; 0-5: that stage is highlighted; ALL_LIT: every stage is lit. */
export type StripPhase = number;
export const NOT_STARTED: StripPhase = -1;
export const ALL_LIT: StripPhase = STAGE_DURATIONS_MS.length;

/** One cycle, as the phases in order and how long each lasts. */
export const CYCLE: readonly { phase: StripPhase; durationMs: number }[] = [
  ...STAGE_DURATIONS_MS.map((durationMs, phase) => ({ phase, durationMs })),
  { phase: ALL_LIT, durationMs: ALL_LIT_MS },
];

export const CYCLE_MS = CYCLE.reduce((total, step) => total + step.durationMs, 0);

/** The phase shown `elapsedMs` after the strip was started. */
export function phaseAt(elapsedMs: number): StripPhase {
  if (elapsedMs < START_DELAY_MS) return NOT_STARTED;
  let offset = (elapsedMs - START_DELAY_MS) % CYCLE_MS;
  for (const step of CYCLE) {
    if (offset < step.durationMs) return step.phase;
    offset -= step.durationMs;
  }
  return ALL_LIT;
}
