// https://vike.dev/Page: booking the free assessment call (docs/product/booking.md#booking).
import { usePageContext } from '#renderer/page-context.tsx';
import type { Data } from './+data.ts';
import { Island } from '#renderer/Island.server.tsx';
import { BookForm } from './BookForm.tsx';
import { DayLinks } from './SlotPicker.tsx';
import './book.css';

export default function Page() {
  const { picker, form, cancelled, carried } = usePageContext().data as Data;
  // A closure, so the visitor's values stay out of the island's data attribute (like the contact form's).
  const Form = () => <BookForm picker={picker} form={form} carried={carried} />;
  return (
    <section className="container book-page">
      <h1>Book your free assessment call</h1>
      <p className="lead">
        A {picker.callMinutes}-minute call about your practice's billing and collections.{' '}
        {carried ? 'Pick a day, then a time.' : 'Pick a day, then a time, then tell us who you are.'}
      </p>
      {cancelled && (
        <p className="book-notice" role="status">
          Your call was cancelled. You can book another time below.
        </p>
      )}
      {form?.formError && (
        <p className="form-error-summary" role="alert">
          {form.formError}
        </p>
      )}
      {picker.days.length === 0 ? (
        <p>
          No times are free in the next {picker.horizonDays} days. Please <a href="/#contact">send us a message</a> and we will find a time with you.
        </p>
      ) : (
        <div className="book-layout">
          <DayLinks picker={picker} basePath="/book" />
          <Island name="BookingForm" component={Form} id="booking-form" props={{}} />
        </div>
      )}
    </section>
  );
}
