// https://vike.dev/Page: the confirmation and manage page of one call (docs/product/booking.md#the-manage-link).
import { manageCallText as text } from '#content/booking.ts';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';
import { bookPath } from '#shared/booking.ts';
import type { ActiveCall, ClosedCall, Data } from './+data.ts';
import { DayLinks, TimeChoices } from '../../SlotPicker.tsx';
import '../../book.css';

export default function Page() {
  const data = usePageContext().data as Data;
  if (data.state !== 'active') return <ClosedCallPage {...data} />;
  // A closure, so the page's data stays out of the island's data attribute; the island relabels the times.
  const Manage = () => <ManageCall {...data} />;
  return (
    <section className="container book-page">
      <Island name="BookingForm" component={Manage} id="booking-manage" props={{}} />
    </section>
  );
}

/** A cancelled or past call's link still answers: it says so and offers a new booking. */
function ClosedCallPage({ state, when }: ClosedCall) {
  return (
    <section className="container book-page">
      <h1>{state === 'cancelled' ? text.cancelledHeading : text.pastHeading}</h1>
      <p className="lead">{state === 'cancelled' ? text.cancelledText(when) : text.pastText(when)}</p>
      <p>
        <a className="button button-primary" href={bookPath}>
          {text.bookAgain}
        </a>
      </p>
    </section>
  );
}

function ManageCall({ when, start, where, managePath, icsPath, picker, form, notice, mailSent }: ActiveCall) {
  const startError = form?.errors.find((error) => error.field === 'start')?.message;
  return (
    <>
      <h1>{notice === 'booked' ? text.bookedHeading : notice === 'moved' ? text.movedHeading : text.heading}</h1>
      <p className="lead">
        <time dateTime={start} data-start={start} data-format="full">
          {when}
        </time>{' '}
        <span data-booking-zone>({picker.zoneLabel})</span>
      </p>
      <p className="book-where">{where}</p>
      <p>{mailSent ? text.mailSent : text.keepThis}</p>
      <p>
        <a className="button button-primary" href={icsPath}>
          {text.addToCalendar}
        </a>
      </p>
      {form?.formError && (
        <p className="form-error-summary" role="alert">
          {form.formError}
        </p>
      )}
      <h2>{text.reschedule}</h2>
      {picker.days.length === 0 ? (
        <p>{text.noOtherTimes}</p>
      ) : (
        <div className="book-layout">
          <DayLinks picker={picker} basePath={managePath} />
          <form className="book-form card" method="post" action={`${managePath}/reschedule`}>
            <TimeChoices picker={picker} basePath={managePath} error={startError} />
            <button type="submit" className="button button-primary">
              {text.move}
            </button>
          </form>
        </div>
      )}
      <h2>{text.cancel}</h2>
      <form method="post" action={`${managePath}/cancel`}>
        <button type="submit" className="button button-secondary">
          {text.cancelCall}
        </button>
      </form>
    </>
  );
}
