/**
 * The contact form's server markup. It works on its own (a plain POST to
 * /contact, with `required` and `type=email` as the browser's checks);
 * contact-form.client.ts takes over once JavaScript runs. After a failed
 * no-JavaScript submission the server renders it again with `state`.
 */
import type { ContactFormState } from '#shared/contact-form-state.ts';
import { contactFormLabels, contactFormMessages, contactPhiNotice } from '#content/contact.ts';
import { contactMaxLengths, honeypotField, requiredContactFields, type ContactFieldName, type ContactSource } from '#shared/contact-fields.ts';
import '#components/text-field.css';
import './contact-form.css';
import { PatientDetailsConfirm, patientWarningId } from '../patient-details/PatientDetailsConfirm.tsx';
import { SubscribeOption } from '#components/subscribe/SubscribeOption.tsx';

export interface ContactFormProps {
  source: ContactSource;
  /** Sent as a hidden field (the member form's subject); otherwise the server's default applies. */
  subject?: string | undefined;
  state?: ContactFormState | undefined;
}

type VisibleField = Exclude<ContactFieldName, 'subject'>;

const fieldInputs: Record<VisibleField, { type?: string; autoComplete: string }> = {
  fullName: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  company: { autoComplete: 'organization' },
  phone: { type: 'tel', autoComplete: 'tel' },
  message: { autoComplete: 'off' },
};

const isRequired = (field: ContactFieldName) => (requiredContactFields as readonly string[]).includes(field);

export function ContactForm({ source, subject, state }: ContactFormProps) {
  const idOf = (field: string) => `contact-${source}-${field}`;
  const errorOf = (field: string) => state?.errors.find((error) => error.field === field)?.message;
  const phiNoticeId = idOf('phi-notice');
  const hasSummary = Boolean(state && (state.errors.length > 0 || state.formError));

  const field = (name: VisibleField) => {
    const error = errorOf(name);
    const errorId = idOf(`${name}-error`);
    const warned = name === 'message' && Boolean(state?.patientDetails?.length);
    const describedBy = [name === 'message' ? phiNoticeId : undefined, error ? errorId : undefined, warned ? patientWarningId(idOf(name)) : undefined]
      .filter(Boolean)
      .join(' ');
    const common = {
      id: idOf(name),
      className: 'text-field',
      name,
      required: isRequired(name),
      maxLength: contactMaxLengths[name],
      autoComplete: fieldInputs[name].autoComplete,
      defaultValue: state?.values[name] ?? '',
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
    return (
      <div className={`form-field form-field-${name}${error ? ' has-error' : ''}`}>
        <label htmlFor={common.id}>{contactFormLabels[name]}</label>
        {name === 'message' && (
          <p className="contact-phi-notice" id={phiNoticeId}>
            {contactPhiNotice}
          </p>
        )}
        {name === 'message' ? <textarea rows={5} {...common} /> : <input type={fieldInputs[name].type ?? 'text'} {...common} />}
        {name === 'message' && <PatientDetailsConfirm fieldId={common.id} kinds={state?.patientDetails} />}
        {error && (
          <p className="field-error" id={errorId}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="contact-form card" method="post" action="/contact" data-source={source}>
      {hasSummary && (
        // Focused on load (autofocus) so keyboard and screen-reader users land on the problem.
        <div className="form-error-summary" role="alert" tabIndex={-1} autoFocus id={idOf('errors')}>
          <p className="form-error-summary-title">{contactFormMessages.summaryTitle}</p>
          <ul>
            {state?.formError && <li>{state.formError}</li>}
            {state?.errors.map((error) => (
              <li key={error.field}>{error.field in fieldInputs ? <a href={`#${idOf(error.field)}`}>{error.message}</a> : error.message}</li>
            ))}
          </ul>
        </div>
      )}
      <input type="hidden" name="source" value={source} />
      {subject && <input type="hidden" name="subject" value={subject} />}
      <div className="grid form-row">
        {field('fullName')}
        {field('email')}
      </div>
      <div className="grid form-row">
        {field('company')}
        {field('phone')}
      </div>
      {field('message')}
      {/* Off-screen rather than display:none, so form-filling bots still see and fill it. */}
      <div className="contact-honeypot" aria-hidden="true">
        <label htmlFor={idOf(honeypotField)}>Website</label>
        <input type="text" id={idOf(honeypotField)} name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <SubscribeOption id={idOf('subscribe')} ticked={state?.subscribe} />
      <button type="submit" className="button button-primary contact-submit">
        {contactFormLabels.submit}
      </button>
    </form>
  );
}
