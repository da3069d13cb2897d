/**
 * The contact form once JavaScript runs (docs/product/contact.md#with-javascript): an
 * empty required field shows a toast and sends nothing; otherwise the message
 * goes to POST /api/contacts as JSON while the button reads "Sending..."; success
 * goes to /thank-you, failure shows a destructive toast and re-enables the button.
 */
import { contactFormLabels, contactFormMessages } from '#content/contact.ts';
import type { IslandStarter } from '#renderer/mount-islands.client.ts';
import { requiredContactFields, thankYouPath } from '#shared/contact-fields.ts';
import { hasVisibleText } from '#shared/visible-text.ts';
import { prepareToasts, toast } from '../toast/toast.ts';

export const contactApiPath = '/api/contacts';

/**
 * The toast reads "<status>: <body text>", or the status text when the body
 * is empty. For our JSON errors the body text is replaced by what it says: the
 * field messages of a 400, otherwise its `message`.
 */
async function failureMessage(response: Response): Promise<string> {
  const text = (await response.text().catch(() => '')).trim();
  let detail = text || response.statusText;
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: { message?: unknown }[] };
    const fieldMessages = Array.isArray(body.errors) ? body.errors.map((error) => error.message).filter((m) => typeof m === 'string') : [];
    if (fieldMessages.length > 0) detail = fieldMessages.join(' ');
    else if (typeof body.message === 'string' && body.message) detail = body.message;
  } catch {
    // Not JSON: keep the text.
  }
  return detail ? `${response.status}: ${detail}` : String(response.status);
}

/** The fields to send: everything in the form but `source`, which only the HTML endpoint reads. */
function payloadOf(form: HTMLFormElement): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (name !== 'source' && typeof value === 'string') payload[name] = value;
  }
  return payload;
}

export const startContactForm: IslandStarter = (element) => {
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
      const response = await fetch(contactApiPath, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(payload),
      });
      if (response.ok) {
        window.location.assign(thankYouPath);
        return;
      }
      toast({ title: contactFormMessages.errorTitle, description: await failureMessage(response), variant: 'destructive' });
    } catch {
      toast({ title: contactFormMessages.errorTitle, description: contactFormMessages.errorFallback, variant: 'destructive' });
    }
    button.disabled = false;
    button.textContent = contactFormLabels.submit;
  });
};
