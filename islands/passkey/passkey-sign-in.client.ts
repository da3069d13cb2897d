/**
 * The passkey button of /login and /login/verify: asks the API for a
 * challenge, lets the browser's passkey dialog answer it, and sends the answer
 * back. Success opens the dashboard; a refusal shows a toast with the server's
 * words; an expired half session goes back to /login.
 */
import { loginSuccessDescription, loginSuccessTitle, loginUnreachable } from '#content/login.ts';
import { passkeyFailedTitle, passkeyPending, passkeyUnsupported } from '#content/passkeys.ts';
import type { ClientIsland } from '../registry.ts';
import { flashToast } from '../toast/flash.ts';
import { toast } from '../toast/toast.ts';
import type * as WebAuthn from './webauthn.ts';

/**
 * The WebAuthn module (with @simplewebauthn/browser) is fetched once the page is idle, or as soon as the
 * pointer or focus reaches the button, never with the page: a sign-in page that most people use with a
 * password stays small (test/server/js-budget.test.ts), and the module is in place before the click, whose
 * user activation the browser's passkey dialog needs.
 */
let webauthn: Promise<typeof WebAuthn> | undefined;
const loadWebAuthn = () => (webauthn ??= import('./webauthn.ts'));

const endpoints = {
  'sign-in': ['/api/auth/passkeys/sign-in-options', '/api/auth/passkeys/sign-in'],
  'second-factor': ['/api/auth/passkeys/second-factor-options', '/api/auth/passkeys/second-factor'],
} as const;

function startPasskeySignIn(element: HTMLElement, { mode }: { mode: keyof typeof endpoints }): void {
  const body = element.querySelector<HTMLElement>('.passkey-sign-in-body');
  const button = element.querySelector<HTMLButtonElement>('.passkey-button');
  const label = element.querySelector<HTMLElement>('.passkey-button-label');
  if (!body || !button || !label) return;
  const noScript = element.querySelector<HTMLElement>('[data-passkey-no-script]');
  // What @simplewebauthn/browser's browserSupportsWebAuthn() checks, without loading it.
  if (typeof window.PublicKeyCredential !== 'function') {
    body.hidden = true;
    if (noScript) {
      noScript.textContent = passkeyUnsupported;
      noScript.classList.add('passkey-unsupported');
    }
    return;
  }
  noScript?.remove();
  const idle = label.textContent ?? '';
  const [optionsPath, answerPath] = endpoints[mode];
  for (const early of ['pointerenter', 'focus', 'touchstart'] as const)
    button.addEventListener(early, () => void loadWebAuthn(), { once: true, passive: true });
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void loadWebAuthn());
  else setTimeout(() => void loadWebAuthn(), 200);

  button.addEventListener('click', async () => {
    if (button.disabled) return;
    button.disabled = true;
    label.textContent = passkeyPending;
    let PasskeyFailure: typeof WebAuthn.PasskeyFailure | undefined;
    try {
      const module = await loadWebAuthn();
      PasskeyFailure = module.PasskeyFailure;
      await module.authenticateWithPasskey(optionsPath, answerPath);
      flashToast({ title: loginSuccessTitle, description: loginSuccessDescription });
      window.location.assign('/dashboard');
      return;
    } catch (error) {
      const failure = PasskeyFailure && error instanceof PasskeyFailure ? error : undefined;
      if (mode === 'second-factor' && failure?.status === 401 && failure.message.startsWith('Sign in with your username')) {
        window.location.assign('/login');
        return;
      }
      toast({ title: passkeyFailedTitle, description: failure?.message ?? loginUnreachable, variant: 'destructive' });
    }
    button.disabled = false;
    label.textContent = idle;
  });
}

/** Listed in the +client.ts of the pages that show it (islands/registry.ts). */
export const passkeySignInIsland = { name: 'PasskeySignIn', start: startPasskeySignIn } satisfies ClientIsland<'PasskeySignIn'>;
