/**
 * The booking step of a form's thank-you page (docs/product/booking.md#one-flow): for a known lead, the
 * InlineBooking island (the link to /book carrying the lead without JavaScript, the free times with it); else the
 * plain link to /book.
 */
import { bookCallLink } from '#content/booking.ts';
import { InlineBooking } from '#islands/booking/InlineBooking.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { currentCompany } from '#renderer/site-content.ts';
import type { CarriedLead } from './carried-lead.ts';

export function ThankYouBooking({ lead, mailSent }: { lead: CarriedLead | null; mailSent: boolean }) {
  if (!lead) {
    return (
      <p>
        <a className="button button-primary" href={bookCallLink.href}>
          {bookCallLink.label}
        </a>
      </p>
    );
  }
  const { phone, email } = currentCompany();
  // A closure, so the visitor's details stay out of the island's data attribute.
  const Markup = () => <InlineBooking leadToken={lead.token} who={`${lead.fullName}, ${lead.company} (${lead.email})`} reach={{ phone, email }} />;
  return <Island name="InlineBooking" component={Markup} id="inline-booking" props={{ leadToken: lead.token, mailSent }} />;
}
