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

function startInviteForm(element: HTMLElement): void {
  const started = fragmentTokenForm(
    element,
    { form: 'form.invite-form', error: '#invite-error', noScript: '[data-invite-no-script]' },
    'This page needs the full invitation link. Please open the link you were sent again.',
  );
  if (!started) return;
  const { form, button, token, showError } = started;

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const username = String(data.get('username') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (!username || !password) return showError('Please fill in all fields');
    button.disabled = true;
    button.textContent = 'Creating account...';
    try {
      const answer = await callApi('POST', '/api/auth/invitations/accept', { token, username, password });
      if (answer.ok) {
        flashToast({ title: 'Welcome!', description: 'Your account is ready.' });
        window.location.assign('/dashboard');
        return;
      }
      showError(answer.message || 'The account could not be created. Please try again.');
    } catch {
      showError('Could not reach the server. Please try again.');
    }
    button.disabled = false;
    button.textContent = 'Create account';
  });
}

/** Listed in the +client.ts of the pages that show it (islands/registry.ts). */
export const inviteFormIsland = { name: 'InviteForm', start: startInviteForm } satisfies ClientIsland<'InviteForm'>;
