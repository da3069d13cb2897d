/**
 * Accepting an invitation: the token comes from the link's fragment, which is
 * then removed from the address bar (and so from the history and any later
 * copy of the URL). The form posts the token with the chosen username and
 * password to POST /api/auth/invitations/accept; on success the new account is
 * signed in and sent to the dashboard.
 */
import { callApi } from '../api/api-client.ts';
import type { ClientIsland } from '../registry.ts';
import { flashToast } from '../toast/flash.ts';
import { fragmentTokenForm } from '../api/fragment-token-form.ts';
import { passwordsDiffer } from '#shared/account-wording.ts';

function startInviteForm(element: HTMLElement): void {
  const started = fragmentTokenForm(
    element,
    { form: 'form.invite-form', error: '#invite-error', noScript: '[data-invite-no-script]' },
    'This page needs the full invitation link. Please open the link you were sent again.',
  );
  if (!started) return;
  const { form, button, token, showError } = started;
  const passwordFields = [...form.querySelectorAll<HTMLInputElement>('input[name="password"], input[name="passwordAgain"]')];
  const again = form.querySelector<HTMLInputElement>('input[name="passwordAgain"]')!;
  const againError = form.querySelector<HTMLElement>('#invite-password-again-error')!;
  const showAgainError = (message: string | null) => {
    againError.textContent = message ?? '';
    againError.hidden = message === null;
    if (message === null) again.removeAttribute('aria-invalid');
    else again.setAttribute('aria-invalid', 'true');
  };
  form.querySelector<HTMLInputElement>('[data-show-passwords]')?.addEventListener('change', (event) => {
    const shown = (event.target as HTMLInputElement).checked;
    for (const field of passwordFields) field.type = shown ? 'text' : 'password';
  });
  again.addEventListener('input', () => showAgainError(null));

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const username = String(data.get('username') ?? '').trim();
    const displayName = String(data.get('displayName') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const passwordAgain = String(data.get('passwordAgain') ?? '');
    if (!username || !password) return showError('Please fill in all fields');
    if (password !== passwordAgain) {
      showAgainError(passwordsDiffer);
      again.focus();
      return;
    }
    button.disabled = true;
    button.textContent = 'Creating account...';
    try {
      const answer = await callApi('POST', '/api/auth/invitations/accept', {
        token,
        username,
        ...(displayName ? { displayName } : {}),
        password,
        passwordAgain,
      });
      if (answer.ok) {
        flashToast({ title: 'Welcome!', description: 'Your account is ready.' });
        window.location.assign('/dashboard');
        return;
      }
      const againProblem = answer.errors?.find((error) => error.field === 'passwordAgain');
      if (againProblem) showAgainError(againProblem.message);
      else showError(answer.message || 'The account could not be created. Please try again.');
    } catch {
      showError('Could not reach the server. Please try again.');
    }
    button.disabled = false;
    button.textContent = 'Create account';
  });
}

/** Listed in the +client.ts of the pages that show it (islands/registry.ts). */
export const inviteFormIsland = { name: 'InviteForm', start: startInviteForm } satisfies ClientIsland<'InviteForm'>;
