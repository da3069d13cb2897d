/**
 * The warning before a form sends text that looks like patient details (shared/patient-details.ts;
 * docs/product/contact.md#patient-details), for the contact form and the booking form once JavaScript runs.
 * The first submit shows the warning under the field and turns the button into "Send anyway"; a second
 * submit sends. Changing the text starts over. Without JavaScript the server does the same with a checkbox.
 */
import { patientDetailsCopy } from '#content/patient-details.ts';
import { patientDetailsConfirmField, patientDetailsIn } from '#shared/patient-details.ts';

export interface PatientDetailsGuard {
  /** At submit: true when the form must not send yet (the warning is now shown). */
  holds(): boolean;
  /** Puts the button's own words back (after a send that failed, say). */
  reset(): void;
}

export function guardPatientDetails(form: HTMLFormElement, field: HTMLTextAreaElement, button: HTMLButtonElement, anyway: string): PatientDetailsGuard {
  const warningId = `${field.id}-phi-warning`;
  const buttonText = button.textContent ?? '';
  let warnedFor: string | null = null;

  const clear = () => {
    warnedFor = null;
    document.getElementById(warningId)?.remove();
    const describedBy = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && id !== warningId);
    if (describedBy.length > 0) field.setAttribute('aria-describedby', describedBy.join(' '));
    else field.removeAttribute('aria-describedby');
    button.textContent = buttonText;
  };
  field.addEventListener('input', () => {
    if (warnedFor !== null && field.value !== warnedFor) clear();
  });

  return {
    holds() {
      const confirmed = form.querySelector<HTMLInputElement>(`input[name="${patientDetailsConfirmField}"]`)?.checked ?? false;
      const kinds = patientDetailsIn(field.value);
      if (confirmed || kinds.length === 0 || warnedFor === field.value) return false;
      clear();
      warnedFor = field.value;
      const warning = document.createElement('p');
      warning.className = 'patient-details-warning';
      warning.id = warningId;
      warning.setAttribute('role', 'alert');
      warning.textContent = patientDetailsCopy.warning(kinds);
      field.after(warning);
      field.setAttribute('aria-describedby', [field.getAttribute('aria-describedby') ?? '', warningId].join(' ').trim());
      button.textContent = anyway;
      return true;
    },
    reset: () => {
      button.textContent = warnedFor !== null ? anyway : buttonText;
    },
  };
}
