/**
 * A form whose one-time token came in the link's fragment (`…#<token>`): an
 * invitation, a "forgot password" link. The fragment is never sent to the
 * server; it is read here and removed from the address bar (and so from the
 * history and any later copy of the URL). Without a token the form stays
 * hidden and `noToken` shows instead.
 */
export interface FragmentTokenForm {
  form: HTMLFormElement;
  button: HTMLButtonElement;
  token: string;
  showError: (message: string) => void;
}

export function fragmentTokenForm(
  element: HTMLElement,
  selectors: { form: string; error: string; noScript: string },
  noToken: string,
): FragmentTokenForm | null {
  const form = element.querySelector<HTMLFormElement>(selectors.form);
  const error = element.querySelector<HTMLElement>(selectors.error);
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !error || !button) return null;
  element.querySelector(selectors.noScript)?.remove();
  const token = window.location.hash.slice(1);
  history.replaceState(null, '', window.location.pathname);
  const showError = (message: string) => {
    error.textContent = message;
    error.hidden = false;
  };
  if (!token) {
    showError(noToken);
    return null;
  }
  form.hidden = false;
  return { form, button, token, showError };
}
