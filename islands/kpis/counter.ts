/**
 * The KPI counter animation as pure functions (docs/product/interactions.md#kpi-counters):
 * from 0 to the target over 2000 ms with a cubic ease-out.
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

/** The whole number shown `elapsedMs` after the counter started. */
export function counterValueAt(target: number, elapsedMs: number): number {
  const progress = Math.min(Math.max(elapsedMs / COUNTER_DURATION_MS, 0), 1);
  return Math.round(target * easeOutCubic(progress));
}
