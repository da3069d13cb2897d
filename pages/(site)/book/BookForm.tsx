/**
 * The booking form of /book (docs/product/booking.md#booking): the chosen day's times, the visitor's details and
 * the note. A plain POST to /book; the BookingForm island (islands/booking/booking-form.client.ts) shows the times
 * in the visitor's own zone and warns before a note with patient details goes. A form the server sends back
 * carries the visitor's values and its messages (`form`).
 */
import { bookingMaxLengths, type BookingFormState } from '#shared/booking.ts';
import { PatientDetailsConfirm, patientWarningId } from '#islands/patient-details/PatientDetailsConfirm.tsx';
import type { SlotPickerData } from './slot-picker-data.ts';
import type { CarriedLead } from './+data.ts';
import { TimeChoices } from './SlotPicker.tsx';
import { SubscribeOption } from '#components/subscribe/SubscribeOption.tsx';
import '#components/text-field.css';
import './book.css';

const fields = [
  { name: 'fullName', label: 'Full name', autoComplete: 'name', type: 'text', required: true },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email', required: true },
  { name: 'company', label: 'Practice or organization', autoComplete: 'organization', type: 'text', required: true },
  { name: 'phone', label: 'Phone (optional)', autoComplete: 'tel', type: 'tel', required: false },
] as const;

export function BookForm({ picker, form, carried }: { picker: SlotPickerData; form: BookingFormState | null; carried: CarriedLead | null }) {
  const errorOf = (name: string) => form?.errors.find((error) => error.field === name)?.message;
  const warned = Boolean(form?.patientDetails?.length);
  return (
    <form className="book-form card" method="post" action="/book">
      <TimeChoices picker={picker} basePath="/book" chosen={form?.values.start} error={errorOf('start')} />
      <fieldset className="book-details">
        <legend>Your details</legend>
        {carried && (
          <p className="book-carried">
            <input type="hidden" name="leadToken" value={carried.token} />
            {`Booking as ${carried.fullName}, ${carried.company} (${carried.email}): the details you just sent us.`}
          </p>
        )}
        {fields
          .filter((field) => !carried || field.name === 'phone')
          .map((field) => (
            <div className="form-field" key={field.name}>
              <label htmlFor={`book-${field.name}`}>{field.label}</label>
              <input
                className="text-field"
                id={`book-${field.name}`}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                required={field.required}
                maxLength={bookingMaxLengths[field.name]}
                defaultValue={form?.values[field.name] ?? ''}
                aria-invalid={errorOf(field.name) ? true : undefined}
                aria-describedby={errorOf(field.name) ? `book-${field.name}-error` : undefined}
              />
              {errorOf(field.name) && (
                <p className="field-error" id={`book-${field.name}-error`}>
                  {errorOf(field.name)}
                </p>
              )}
            </div>
          ))}
        <div className="form-field">
          <label htmlFor="book-note">Anything we should know (optional)</label>
          <p className="book-hint" id="book-note-hint">
            Please leave out patient details: no names, dates of birth or member IDs.
          </p>
          <textarea
            className="text-field"
            id="book-note"
            name="note"
            rows={3}
            maxLength={bookingMaxLengths.note}
            defaultValue={form?.values.note ?? ''}
            aria-describedby={warned ? `book-note-hint ${patientWarningId('book-note')}` : 'book-note-hint'}
          />
          <PatientDetailsConfirm fieldId="book-note" kinds={form?.patientDetails} />
        </div>
      </fieldset>
      <SubscribeOption id="book-subscribe" ticked={form?.values.subscribe === 'yes'} />
      <button type="submit" className="button button-primary">
        Book the call
      </button>
    </form>
  );
}
