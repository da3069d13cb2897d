/**
 * Login with JavaScript (docs/product/admin.md#sign-in): blank fields get a toast
 * and no request; otherwise POST /api/auth/login with "Logging in..." on the
 * button; success shows "Login successful" on the dashboard, failure a
 * "Login failed" toast with the server's message.
 */
import {
  loginBlankFields,
  loginBlankTitle,
  loginButton,
  loginButtonPending,
  loginFailedTitle,
  loginInvalidCredentials,
  loginSuccessDescription,
  loginSuccessTitle,
  loginUnreachable,
} from '#content/login.ts';
import type { ClientIsland } from '../registry.ts';
import { callApi } from '../api/api-client.ts';
import { flashToast } from '../toast/flash.ts';
import { toast } from '../toast/toast.ts';

function startLoginForm(element: HTMLElement): void {
  const form = element.querySelector<HTMLFormElement>('form.login-form');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !button) return;
  // Blank fields get the toast below rather than the browser's bubble.
  form.noValidate = true;
  const setPending = (pending: boolean) => {
    button.disabled = pending;
    button.textContent = pending ? loginButtonPending : loginButton;
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const username = String(data.get('username') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (!username || !password.trim()) {
      toast({ title: loginBlankTitle, description: loginBlankFields, variant: 'destructive' });
      return;
    }
    setPending(true);
    try {
      const answer = await callApi<{ secondFactorRequired?: boolean; enrolmentRequired?: boolean }>('POST', '/api/auth/login', { username, password });
      // Owners require two-step sign-in and this account has none: setting it up comes first.
      if (answer.ok && answer.data?.enrolmentRequired) {
        window.location.assign('/dashboard/security');
        return;
      }
      // The password was right and the account has a second factor: its step comes next.
      if (answer.ok && answer.data?.secondFactorRequired) {
        window.location.assign('/login/verify');
        return;
      }
      if (answer.ok) {
        flashToast({ title: loginSuccessTitle, description: loginSuccessDescription });
        window.location.assign('/dashboard');
        return;
      }
      toast({ title: loginFailedTitle, description: answer.message || loginInvalidCredentials, variant: 'destructive' });
    } catch {
      toast({ title: loginFailedTitle, description: loginUnreachable, variant: 'destructive' });
    }
    setPending(false);
  });
}

/** Listed in the +client.ts of the pages that show it (islands/registry.ts). */
export const loginFormIsland = { name: 'LoginForm', start: startLoginForm } satisfies ClientIsland<'LoginForm'>;
