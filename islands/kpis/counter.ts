/**
 * The KPI counter animation as pure functions (docs/product/interactions.md#kpi-counters):
 * from the start value to the target over 2000 ms with a cubic ease-out. A measure where more is better
 * counts up from 0; one where lower is better (days in A/R, denial rate) counts down from twice its
 * target, so the motion says which way is good. The start is motion only, never shown as a figure.
 */
export const COUNTER_DURATION_MS = 2000;

/** The counters start when a tenth of the section is visible, 50px above the bottom edge. */
export const COUNTER_OBSERVER_OPTIONS: IntersectionObserverInit = {
  threshold: 0.1,
  rootMargin: '0px 0px -50px 0px',
};

/** Cubic ease-out: fast at first, settling onto the target. */
export function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

/** Where a counter starts: 0, or twice the target for a lower-is-better measure. */
export function counterStart(target: number, lowerIsBetter: boolean): number {
  return lowerIsBetter ? target * 2 : 0;
}

/** The whole number shown `elapsedMs` after the counter started from `from` (0 unless given). */
export function counterValueAt(target: number, elapsedMs: number, from = 0): number {
  const progress = Math.min(Math.max(elapsedMs / COUNTER_DURATION_MS, 0), 1);
  return Math.round(from + (target - from) * easeOutCubic(progress));
}
