/**
 * Animates the workflow strip (docs/product/interactions.md#workflow-strip) with the schedule in
 * schedule.ts. Timers are passed in, so a test can drive the strip with a
 * fake clock; the page uses the window's.
 */
import type { ClientIsland } from '../registry.ts';
import { ALL_LIT, CYCLE, START_DELAY_MS, type StripPhase } from './schedule.ts';

export interface Timers {
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

export interface StripRunner {
  pause(): void;
  resume(): void;
}

/**
 * Calls `show` with each phase at its time: nothing for START_DELAY_MS, then
 * the cycle of CYCLE forever. Pausing keeps the current phase; resuming gives
 * it its full duration again.
 */
export function runStrip(show: (phase: StripPhase) => void, timers: Timers): StripRunner {
  let step = -1;
  let timer: number | undefined;
  const advance = () => {
    step = (step + 1) % CYCLE.length;
    show(CYCLE[step]!.phase);
    timer = timers.setTimeout(advance, CYCLE[step]!.durationMs);
  };
  const schedule = () => {
    timer = step < 0 ? timers.setTimeout(advance, START_DELAY_MS) : timers.setTimeout(advance, CYCLE[step]!.durationMs);
  };
  schedule();
  return {
    pause() {
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
    },
    resume() {
      if (timer === undefined) schedule();
    },
  };
}

/** Marks the stages for `phase`: the highlighted one, those already done, or all lit. */
export function showPhase(root: HTMLElement, phase: StripPhase): void {
  root.dataset.phase = phase === ALL_LIT ? 'all' : String(phase);
  root.querySelectorAll<HTMLElement>('.workflow-stage').forEach((stage, index) => {
    stage.classList.toggle('is-active', index === phase);
    stage.classList.toggle('is-done', phase !== ALL_LIT && index < phase);
  });
}

function startWorkflowStrip(element: HTMLElement): void {
  const root = element.querySelector<HTMLElement>('.workflow');
  const toggle = element.querySelector<HTMLButtonElement>('.workflow-toggle');
  if (!root || !toggle) return;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  // Under reduced motion every stage is lit (workflow.css) and nothing advances.
  if (reducedMotion.matches) return showPhase(root, ALL_LIT);

  // What tests read: the strip runs.
  root.classList.add('is-animated');
  const runner = runStrip((phase) => showPhase(root, phase), window);
  let paused = false;
  const setPaused = (value: boolean) => {
    paused = value;
    if (paused) runner.pause();
    else runner.resume();
    toggle.textContent = paused ? 'Play animation' : 'Pause animation';
  };
  toggle.disabled = false;
  toggle.addEventListener('click', () => setPaused(!paused));
  reducedMotion.addEventListener('change', () => {
    if (!reducedMotion.matches) return;
    runner.pause();
    root.classList.remove('is-animated');
    showPhase(root, ALL_LIT);
    toggle.disabled = true;
  });
}

/** Listed in the +client.ts of the pages that show it (islands/registry.ts). */
export const workflowStripIsland = { name: 'WorkflowStrip', start: startWorkflowStrip } satisfies ClientIsland<'WorkflowStrip'>;
