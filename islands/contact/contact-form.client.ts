/**
 * The contact form once JavaScript runs (docs/product/contact.md#with-javascript): an
 * empty required field shows a toast and sends nothing; otherwise the message
 * goes to POST /api/contacts as JSON while the button reads "Sending..."; success
 * goes to /thank-you, failure shows a destructive toast and re-enables the button.
 */
import { contactFormLabels, contactFormMessages } from '#content/contact.ts';
import type { ClientIsland } from '../registry.ts';
import { requiredContactFields, thankYouPath } from '#shared/contact-fields.ts';
import { hasVisibleText } from '#shared/visible-text.ts';
import { callApi, type ApiFailure } from '../api/api-client.ts';
import { prepareToasts, toast } from '../toast/toast.ts';
import { landingAttribution } from './landing.ts';

export const contactApiPath = '/api/contacts';

/**
 * The toast reads "<status>: <body text>", or the status text when the body
 * is empty. For our JSON errors the body text is replaced by what it says: the
 * field messages of a 400, otherwise its `message`.
 */
function failureMessage({ status, message, errors }: ApiFailure): string {
  const detail = errors.length > 0 ? errors.map((error) => error.message).join(' ') : message;
  return detail ? `${status}: ${detail}` : String(status);
}

/** The fields to send: everything in the form but `source`, which only the HTML endpoint reads. */
function payloadOf(form: HTMLFormElement): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (name !== 'source' && typeof value === 'string') payload[name] = value;
  }
  return payload;
}

function startContactForm(element: HTMLElement): void {
  const form = element.querySelector<HTMLFormElement>('form.contact-form');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !button) return;
  // From here on the toast, not the browser's bubble, reports empty required fields.
  form.noValidate = true;
  prepareToasts();

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (button.disabled) return;
    const payload = payloadOf(form);
    // Blank as the server counts it: nothing visible (spaces, zero-width characters).
    if (requiredContactFields.some((name) => !hasVisibleText(payload[name] ?? ''))) {
      toast({ title: contactFormMessages.missingTitle, description: contactFormMessages.missingDescription });
      return;
    }
    // Everything required is there: let the browser's own checks speak for the rest (email shape).
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }

    button.disabled = true;
    button.textContent = contactFormLabels.sending;
    try {
      const answer = await callApi('POST', contactApiPath, { ...payload, attribution: landingAttribution() });
      if (answer.ok) {
        window.location.assign(thankYouPath);
        return;
      }
      toast({ title: contactFormMessages.errorTitle, description: failureMessage(answer), variant: 'destructive' });
    } catch {
      toast({ title: contactFormMessages.errorTitle, description: contactFormMessages.errorFallback, variant: 'destructive' });
    }
    button.disabled = false;
    button.textContent = contactFormLabels.submit;
  });
}

/** Listed in the +client.ts of the pages that show it (islands/registry.ts). */
export const contactFormIsland = { name: 'ContactForm', start: startContactForm } satisfies ClientIsland<'ContactForm'>;
