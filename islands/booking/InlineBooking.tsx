/**
 * Booking the call right on a form's thank-you page (docs/product/booking.md#one-flow). The server's markup is the
 * link to /book carrying the lead, which works without JavaScript; the island (inline-booking.client.ts) replaces
 * it with the free times and books with the lead's token, then shows the confirmation in place.
 */
import { inlineBookingText as text } from '#content/booking.ts';
import { unbreakablePhone } from '#components/phone.ts';
import { telephoneUri } from '#shared/company-settings.ts';
import '#components/text-field.css';
import './time-choices.css';
import './inline-booking.css';

/** What the island's client needs: the lead's token, and whether booking emails go out. */
export interface InlineBookingProps {
  leadToken: string;
  mailSent: boolean;
}

export interface InlineBookingMarkupProps {
  leadToken: string;
  /** "Dana Whitfield, Riverside OB-GYN (dana@…)": whose details the booking uses. */
  who: string;
  /** How to reach the company when no time is free. */
  reach: { phone: string; email: string };
}

export function InlineBooking({ leadToken, who, reach }: InlineBookingMarkupProps) {
  return (
    <div className="inline-booking">
      <p className="inline-booking-as">{text.carried(who)}</p>
      <p className="inline-booking-link">
        <a className="button button-primary" href={`/book?lead=${encodeURIComponent(leadToken)}`}>
          {text.pickTime}
        </a>
      </p>
      <p className="inline-booking-none" hidden>
        {text.none} <a href={`tel:${telephoneUri(reach.phone)}`}>{unbreakablePhone(reach.phone)}</a>, <a href={`mailto:${reach.email}`}>{reach.email}</a>.
      </p>
      <p className="inline-booking-status" role="status" aria-live="polite" />
      {/* What a screen reader hears once the call is booked; the confirmation itself takes the focus. */}
      <p className="inline-booking-announce visually-hidden" role="status" aria-live="polite" />
    </div>
  );
}
