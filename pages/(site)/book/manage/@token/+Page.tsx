// https://vike.dev/Page: the confirmation and manage page of one call (docs/product/booking.md#the-manage-link).
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';
import type { Data } from './+data.ts';
import { DayLinks, TimeChoices } from '../../SlotPicker.tsx';
import '../../book.css';

export default function Page() {
  const data = usePageContext().data as Data;
  // A closure, so the page's data stays out of the island's data attribute; the island relabels the times.
  const Manage = () => <ManageCall {...data} />;
  return (
    <section className="container book-page">
      <Island name="BookingForm" component={Manage} id="booking-manage" props={{}} />
    </section>
  );
}

function ManageCall({ when, start, managePath, icsPath, picker, form, notice }: Data) {
  const startError = form?.errors.find((error) => error.field === 'start')?.message;
  return (
    <>
      <h1>{notice === 'booked' ? 'Your call is booked' : notice === 'moved' ? 'Your call has moved' : 'Your free assessment call'}</h1>
      <p className="lead">
        <time dateTime={start} data-start={start} data-format="full">
          {when}
        </time>{' '}
        <span data-booking-zone>({picker.zoneLabel})</span>
      </p>
      <p>Keep this page's address: it is the only way to change the call. We have also sent it to your email when email is set up.</p>
      <p>
        <a className="button button-primary" href={icsPath}>
          Add to your calendar (.ics)
        </a>
      </p>
      {form?.formError && (
        <p className="form-error-summary" role="alert">
          {form.formError}
        </p>
      )}
      <h2>Reschedule</h2>
      {picker.days.length === 0 ? (
        <p>No other times are free at the moment.</p>
      ) : (
        <div className="book-layout">
          <DayLinks picker={picker} basePath={managePath} />
          <form className="book-form card" method="post" action={`${managePath}/reschedule`}>
            <TimeChoices picker={picker} basePath={managePath} error={startError} />
            <button type="submit" className="button button-primary">
              Move the call
            </button>
          </form>
        </div>
      )}
      <h2>Cancel</h2>
      <form method="post" action={`${managePath}/cancel`}>
        <button type="submit" className="button button-secondary">
          Cancel the call
        </button>
      </form>
    </>
  );
}
