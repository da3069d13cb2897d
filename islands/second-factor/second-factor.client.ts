/**
 * The second step with JavaScript: each form goes to POST /api/auth/2fa/verify
 * with "Verifying..." on its button; success shows "Login successful" on the
 * dashboard; a refusal a toast with the server's message; a half session that
 * has expired goes back to /login.
 */
import { loginSuccessDescription, loginSuccessTitle, loginUnreachable } from '#content/login.ts';
import { secondStepBlank, secondStepFailedTitle, secondStepPending } from '#content/two-factor.ts';
import type { ClientIsland } from '../registry.ts';
import { callApi } from '../api/api-client.ts';
import { flashToast } from '../toast/flash.ts';
import { toast } from '../toast/toast.ts';

function enhance(form: HTMLFormElement, field: 'code' | 'recoveryCode'): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const input = form.querySelector<HTMLInputElement>(`input[name="${field}"]`);
  if (!button || !input) return;
  const label = button.textContent ?? '';
  // The server says what is wrong with a code (7 digits, letters) in one sentence; no browser bubble.
  form.noValidate = true;
  let pending = false;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (pending) return;
    if (!input.value.trim()) {
      toast({ title: secondStepFailedTitle, description: secondStepBlank, variant: 'destructive' });
      return;
    }
    pending = true;
    button.disabled = true;
    button.textContent = secondStepPending;
    try {
      const answer = await callApi('POST', '/api/auth/2fa/verify', { [field]: input.value });
      if (answer.ok) {
        flashToast({ title: loginSuccessTitle, description: loginSuccessDescription });
        window.location.assign('/dashboard');
        return;
      }
      if (answer.status === 401 && answer.message.startsWith('Sign in with your username')) {
        window.location.assign('/login');
        return;
      }
      toast({ title: secondStepFailedTitle, description: answer.errors[0]?.message ?? answer.message, variant: 'destructive' });
      input.select();
    } catch {
      toast({ title: secondStepFailedTitle, description: loginUnreachable, variant: 'destructive' });
    }
    pending = false;
    button.disabled = false;
    button.textContent = label;
  });
}

function startSecondFactorForm(element: HTMLElement): void {
  const codeForm = element.querySelector<HTMLFormElement>('form.second-factor-code');
  const recoveryForm = element.querySelector<HTMLFormElement>('form.second-factor-recovery-form');
  if (codeForm) enhance(codeForm, 'code');
  if (recoveryForm) enhance(recoveryForm, 'recoveryCode');
}

/** Listed in the +client.ts of the pages that show it (islands/registry.ts). */
export const secondFactorFormIsland = { name: 'SecondFactorForm', start: startSecondFactorForm } satisfies ClientIsland<'SecondFactorForm'>;
