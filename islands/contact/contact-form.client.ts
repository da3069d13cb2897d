/**
 * The contact form once JavaScript runs (docs/product/contact.md#with-javascript): a missing or
 * malformed field gets its own message, focus goes to the first such field, and nothing is sent;
 * otherwise the message goes to POST /api/contacts as JSON while the button reads "Sending...". Success
 * shows the thank-you message in place of the form, then goes to /thank-you with the lead's booking token (so the message stays if
 * that navigation fails); a failure puts the server's words at their fields, or by the button, without
 * status codes. "Get Started" and the Contact button bring focus into the form's first field.
 */
import { contactFieldMessages, contactFormLabels, contactFormMessages } from '#content/contact.ts';
import { thankYou } from '#content/thank-you.ts';
import type { ClientIsland } from '../registry.ts';
import { requiredContactFields, thankYouPath } from '#shared/contact-fields.ts';
import type { FieldError } from '#shared/field-error.ts';
import { hasVisibleText } from '#shared/visible-text.ts';
import { callApi, type ApiFailure } from '../api/api-client.ts';
import { setFieldMessage, setFormMessage } from './field-messages.ts';
import { landingAttribution } from './landing.ts';
import { patientDetailsCopy } from '#content/patient-details.ts';
import { patientDetailsConfirmField } from '#shared/patient-details.ts';
import { guardPatientDetails } from '../patient-details/patient-warning.ts';
import { subscribeOptionField } from '#shared/subscriptions.ts';

export const contactApiPath = '/api/contacts';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * The fields to send: everything in the form but `source`, which only the HTML endpoint reads; the "also send me
 * the newsletter" box as the API takes it, `true` when ticked (left out when not).
 */
function payloadOf(form: HTMLFormElement): Record<string, string | boolean> {
  const payload: Record<string, string | boolean> = {};
  for (const [name, value] of new FormData(form)) {
    if (name === subscribeOptionField) payload[name] = true;
    else if (name !== 'source' && name !== patientDetailsConfirmField && typeof value === 'string') payload[name] = value;
  }
  return payload;
}

/** What the browser can tell about one field: required and blank (as the server counts it), or a malformed email. */
function problemOf(field: TextField): string | undefined {
  const required = (contactFieldMessages.required as Record<string, string | undefined>)[field.name];
  if (required && !hasVisibleText(field.value)) return required;
  if (field.type === 'email' && field.validity.typeMismatch) return contactFieldMessages.email;
  return undefined;
}

/** The server's words for a failure: its own message, unless it has none a visitor can use. */
function plainMessage({ status, message }: ApiFailure): string {
  if (!message || status === 500 || /^[A-Z][a-z]+( [A-Z][a-z]+)*$/.test(message)) return contactFormMessages.serverFallback;
  return message;
}

function showSuccess(form: HTMLFormElement): void {
  const panel = document.createElement('div');
  panel.className = 'contact-success card';
  panel.setAttribute('role', 'status');
  panel.tabIndex = -1;
  for (const [tag, text] of [
    ['h3', thankYou.heading],
    ['p', thankYou.message],
    ['p', thankYou.followUp],
  ] as const) {
    const element = document.createElement(tag);
    element.textContent = text;
    panel.append(element);
  }
  form.hidden = true;
  form.after(panel);
  panel.focus({ preventScroll: true });
}

/** Links to `#contact` on this page scroll to the section and put focus in its first field. */
function focusFormFromLinks(firstField: TextField): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href="#contact"]');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const section = document.getElementById('contact');
    if (!section) return;
    event.preventDefault();
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    if (location.hash !== '#contact') history.pushState(null, '', '#contact');
    firstField.focus({ preventScroll: true });
  });
}

function startContactForm(element: HTMLElement): void {
  const form = element.querySelector<HTMLFormElement>('form.contact-form');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  const fields = form ? [...form.querySelectorAll<TextField>('.form-field input, .form-field textarea')] : [];
  if (!form || !button || fields.length === 0) return;
  // From here on the messages at the fields, not the browser's bubble, report what is wrong.
  form.noValidate = true;
  focusFormFromLinks(fields[0]!);
  const message = form.querySelector<HTMLTextAreaElement>('textarea[name="message"]');
  const patientDetails = message ? guardPatientDetails(form, message, button, patientDetailsCopy.sendAnyway) : null;

  const fieldNamed = (name: string) => fields.find((field) => field.name === name);
  const showFieldErrors = (errors: FieldError[]) => {
    for (const { field: name, message } of errors) {
      const field = fieldNamed(name);
      if (field) setFieldMessage(field, message);
    }
    fieldNamed(errors[0]?.field ?? '')?.focus();
  };

  // A message stays until its field is fixed: re-checked as the visitor types.
  for (const field of fields) {
    field.addEventListener('input', () => {
      if (field.getAttribute('aria-invalid') !== 'true') return;
      const problem = problemOf(field);
      // Fixed as far as the browser can tell (a server message the browser cannot check goes once changed).
      setFieldMessage(field, problem);
      if (!form.querySelector('[aria-invalid="true"]')) setFormMessage(form, undefined);
    });
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (button.disabled) return;
    const problems = fields.map((field) => ({ field, problem: problemOf(field) }));
    for (const { field, problem } of problems) if (field.getAttribute('aria-invalid') !== 'true' || problem) setFieldMessage(field, problem);
    const first = problems.find(({ problem }) => problem !== undefined);
    if (first) {
      const missing = requiredContactFields.some((name) => !hasVisibleText(fieldNamed(name)?.value ?? ''));
      setFormMessage(form, missing ? contactFormMessages.missingTitle : undefined);
      first.field.focus();
      return;
    }

    setFormMessage(form, undefined);
    if (patientDetails?.holds()) return;
    button.disabled = true;
    button.textContent = contactFormLabels.sending;
    try {
      const answer = await callApi<{ leadToken?: string | null }>('POST', contactApiPath, { ...payloadOf(form), attribution: landingAttribution() });
      if (answer.ok) {
        showSuccess(form);
        // The lead's booking token: the thank-you page offers its times without the details again.
        const leadToken = answer.data?.leadToken;
        window.location.assign(leadToken ? `${thankYouPath}?lead=${encodeURIComponent(leadToken)}` : thankYouPath);
        return;
      }
      const atFields = answer.errors.filter((error) => fieldNamed(error.field));
      if (atFields.length > 0) {
        showFieldErrors(atFields);
        setFormMessage(
          form,
          contactFormMessages.errorTitle,
          answer.errors
            .filter((error) => !fieldNamed(error.field))
            .map((error) => error.message)
            .join(' '),
        );
      } else {
        setFormMessage(form, contactFormMessages.errorTitle, plainMessage(answer));
      }
    } catch {
      setFormMessage(form, contactFormMessages.errorTitle, contactFormMessages.errorFallback);
    }
    button.disabled = false;
    if (patientDetails) patientDetails.reset();
    else button.textContent = contactFormLabels.submit;
  });
}

/** Listed in the +client.ts of the pages that show it (islands/registry.ts). */
export const contactFormIsland = { name: 'ContactForm', start: startContactForm } satisfies ClientIsland<'ContactForm'>;
