/**
 * Counts the KPI figures (up from 0, or down for lower-is-better measures) once the section scrolls into view
 * (docs/product/interactions.md#kpi-counters). Under reduced motion they keep the final values
 * the server rendered.
 */
import type { ClientIsland } from '../registry.ts';
import { COUNTER_DURATION_MS, COUNTER_OBSERVER_OPTIONS, counterValueAt } from './counter.ts';

function animate(digits: HTMLElement[]): void {
  let startedAt: number | undefined;
  const frame = (now: number) => {
    startedAt ??= now;
    const elapsed = now - startedAt;
    for (const element of digits) {
      element.textContent = `${counterValueAt(Number(element.dataset.target), elapsed, Number(element.dataset.from ?? 0))}${element.dataset.suffix ?? ''}`;
    }
    if (elapsed < COUNTER_DURATION_MS) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

function startKpiCounters(element: HTMLElement): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const grid = element.querySelector<HTMLElement>('.kpi-grid');
  const digits = [...element.querySelectorAll<HTMLElement>('.kpi-digits')];
  if (!grid || digits.length === 0 || !('IntersectionObserver' in window)) return;
  for (const element of digits) element.textContent = `${element.dataset.from ?? 0}${element.dataset.suffix ?? ''}`;
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    animate(digits);
  }, COUNTER_OBSERVER_OPTIONS);
  observer.observe(grid);
}

/** Listed in the +client.ts of the pages that show it (islands/registry.ts). */
export const kpiCountersIsland = { name: 'KpiCounters', start: startKpiCounters } satisfies ClientIsland<'KpiCounters'>;
