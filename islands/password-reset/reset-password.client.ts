/**
 * A "forgot password" link's form: the token comes from the fragment
 * (fragment-token-form.ts). The new password goes with the token to
 * POST /api/auth/password-reset/complete; on success, /login with a toast.
 */
import { resetDoneDescription, resetDoneTitle, resetNoToken, resetPending, resetSubmit, resetUnreachable } from '#content/password-reset.ts';
import { callApi } from '../api/api-client.ts';
import type { ClientIsland } from '../registry.ts';
import { flashToast } from '../toast/flash.ts';
import { fragmentTokenForm } from '../api/fragment-token-form.ts';

function startResetPasswordForm(element: HTMLElement): void {
  const started = fragmentTokenForm(element, { form: 'form.reset-password-form', error: '#reset-error', noScript: '[data-reset-no-script]' }, resetNoToken);
  if (!started) return;
  const { form, button, token, showError } = started;

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (button.disabled) return;
    const password = String(new FormData(form).get('password') ?? '');
    button.disabled = true;
    button.textContent = resetPending;
    try {
      const answer = await callApi('POST', '/api/auth/password-reset/complete', { token, password });
      if (answer.ok) {
        flashToast({ title: resetDoneTitle, description: resetDoneDescription });
        window.location.assign('/login');
        return;
      }
      showError(answer.errors[0]?.message ?? answer.message);
    } catch {
      showError(resetUnreachable);
    }
    button.disabled = false;
    button.textContent = resetSubmit;
  });
}

/** Listed in the +client.ts of the pages that show it (islands/registry.ts). */
export const resetPasswordFormIsland = { name: 'ResetPasswordForm', start: startResetPasswordForm } satisfies ClientIsland<'ResetPasswordForm'>;
