/**
 * The revenue check as the visitor types (docs/product/interactions.md#revenue-check): reads the form with the
 * shared rules, computes with the owners' assumptions (the island's props), sets every `data-rc` text, keeps
 * the analysis form's hidden inputs and the page address (history.replaceState) in step. Nothing is sent
 * or stored. A field's message shows once the visitor has left it; the page works without this module.
 */
import { announcement, revenueCheckDisplay } from '#content/revenue-check-display.ts';
import { checkRevenueCheckValues, revenueCheckQuery, revenueCheckTextOf, revenueCheckValuesOf } from '#shared/revenue-check-form.ts';
import { computeRevenueCheck, revenueCheckFields, type RevenueCheckAssumptions } from '#shared/revenue-check.ts';
import type { ClientIsland } from '../registry.ts';

function formText(form: HTMLFormElement) {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  return revenueCheckTextOf(values);
}

function showError(form: HTMLFormElement, field: string, message: string | undefined): void {
  const input = form.querySelector<HTMLInputElement>(`#rc-${field}`);
  const error = form.querySelector<HTMLElement>(`#rc-${field}-error`);
  if (!input || !error) return;
  error.textContent = message ?? '';
  error.hidden = !message;
  input.closest('.form-field')?.classList.toggle('has-error', Boolean(message));
  if (message) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

function startRevenueCheck(element: HTMLElement, { assumptions }: { assumptions: RevenueCheckAssumptions }): void {
  const form = element.querySelector<HTMLFormElement>('.rc-form');
  if (!form) return;
  const left = new Set<string>();

  const update = (reveal: boolean) => {
    const text = formText(form);
    const checked = checkRevenueCheckValues(revenueCheckValuesOf(text));
    const errors = checked.ok ? [] : checked.errors;
    for (const field of revenueCheckFields) {
      const message = errors.find((error) => error.field === field)?.message;
      // A required field still empty is not an error while the visitor is on their way to it.
      showError(form, field, reveal || left.has(field) ? message : undefined);
    }
    element.querySelector('.form-error-summary')?.remove();
    const result = checked.ok ? computeRevenueCheck(checked.inputs, assumptions) : null;
    element.querySelector<HTMLElement>('.rc-prompt')!.hidden = result !== null;
    for (const part of element.querySelectorAll<HTMLElement>('.rc-when-result')) part.hidden = result === null;
    element.querySelector<HTMLElement>('.rc-need-result')!.hidden = result !== null;
    if (result) {
      const display = revenueCheckDisplay(result, assumptions);
      for (const target of element.querySelectorAll<HTMLElement>('[data-rc]')) target.textContent = display[target.dataset.rc!] ?? '';
      element.querySelector('.rc-announce')!.textContent = announcement(display);
      history.replaceState(history.state, '', `${location.pathname}?${revenueCheckQuery(result.inputs)}`);
    }
    for (const hidden of element.querySelectorAll<HTMLInputElement>('[data-rc-input]')) hidden.value = text[hidden.dataset.rcInput as keyof typeof text] ?? '';
    return result;
  };

  form.addEventListener('input', () => update(false));
  form.addEventListener('change', () => update(false));
  form.addEventListener('focusout', (event) => {
    const name = (event.target as HTMLInputElement).name;
    if (name && (event.target as HTMLInputElement).value !== '') left.add(name);
    update(false);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const result = update(true);
    const focus = result ? element.querySelector<HTMLElement>('#rc-result-heading') : form.querySelector<HTMLElement>('[aria-invalid="true"]');
    focus?.focus();
  });
}

/** Listed in the +client.ts of the pages that show it (islands/registry.ts). */
export const revenueCheckIsland = { name: 'RevenueCheck', start: startRevenueCheck } satisfies ClientIsland<'RevenueCheck'>;
