/**
 * What a re-rendered contact form shows after a failed no-JavaScript
 * submission: the visitor's values and the messages. Passed by `POST /contact`
 * through the pageContext; never cached (it depends on the request).
 */
import type { ContactFieldName, ContactSource } from './contact-fields.ts';
import type { FieldError } from './field-error.ts';
import type { PatientDetail } from './patient-details.ts';

export interface ContactFormState {
  source: ContactSource;
  values: Partial<Record<ContactFieldName, string>>;
  errors: FieldError[];
  /** A message about the whole form (rate limited), shown in the error summary. */
  formError?: string;
  /** The message looks like it holds patient details: shown again with a warning and a box to send it anyway. */
  patientDetails?: PatientDetail[];
  /** The visitor ticked "also send me the newsletter". */
  subscribe?: boolean;
}

declare global {
  namespace Vike {
    interface PageContext {
      contactForm?: ContactFormState;
    }
  }
}
