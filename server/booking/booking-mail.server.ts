/**
 * With SMTP_URL set, each booking, move and cancellation emails the visitor and the person taking the call, with
 * the updated invitation (same UID, higher SEQUENCE) as a calendar part. Runs after the answer is decided and
 * never fails the visitor's request; a failure is logged by booking id only.
 */
import { findUserById } from '#database/users.server.ts';
import type { Booking } from '#database/bookings.server.ts';
import type { CompanySettings } from '#shared/company-settings.ts';
import { firstRunCompanySettings } from '#content/company.ts';
import { loadCompanySettings } from '../company/company-settings.server.ts';
import { brandedEmail } from '../mail/branded-email.server.ts';
import { mailConfigured, sendAccountMail } from '../mail/account-mail.server.ts';
import { bookingEvent, callTimeInWords } from './booking-event.server.ts';
import { callPlaceOf, callPlaceSentence, staffPlaceSentence } from './call-place.server.ts';
import type { BookingDeps } from './booking-service.server.ts';
import { invitation } from './ics.ts';

export type BookingChange = 'booked' | 'moved' | 'cancelled' | 'reminder';

const headings: Record<BookingChange, string> = {
  booked: 'Your free assessment call is booked',
  moved: 'Your free assessment call has moved',
  cancelled: 'Your free assessment call is cancelled',
  reminder: 'A reminder of your free assessment call',
};

const staffHeadings: Record<BookingChange, string> = {
  booked: 'A call was booked with you',
  moved: 'A call with you has moved',
  cancelled: 'A call with you was cancelled',
  reminder: 'A reminder of your call',
};

async function companyOf(deps: BookingDeps): Promise<CompanySettings> {
  return loadCompanySettings(deps.db).then(
    (answer) => answer.settings,
    () => firstRunCompanySettings,
  );
}

/** Sends the emails of one change; resolves when they are sent or have failed (tests wait on it). */
export async function sendBookingMail(deps: BookingDeps, booking: Booking, links: { manageUrl: string } | null, change: BookingChange): Promise<void> {
  if (!mailConfigured(deps.config)) return;
  try {
    const company = await companyOf(deps);
    const person = await findUserById(deps.db, booking.userId);
    const when = callTimeInWords(booking.start, deps.config.siteTimeZone);
    const where = await callPlaceOf(deps.db, booking);
    // A reminder changes nothing in the calendar: it carries no invitation.
    const icalEvent =
      change === 'reminder'
        ? undefined
        : {
            method: booking.status === 'cancelled' ? 'CANCEL' : 'REQUEST',
            filename: 'invite.ics',
            content: invitation(bookingEvent(booking, company, links?.manageUrl, where)),
          };
    const visitor = await brandedEmail(company, deps.config.siteUrl, {
      heading: headings[change],
      paragraphs: change === 'cancelled' ? [`The call on ${when} is cancelled.`] : [`Your call with ${company.name} is on ${when}.`, callPlaceSentence(where)],
      ...(change === 'cancelled' || !links ? {} : { action: { label: 'Cancel or reschedule', url: links.manageUrl } }),
    });
    const sends = [sendAccountMail(deps.config, { to: booking.email, subject: headings[change], ...visitor, ...(icalEvent ? { icalEvent } : {}) })];
    if (person?.email) {
      const staff = await brandedEmail(company, deps.config.siteUrl, {
        heading: staffHeadings[change],
        paragraphs: [`${booking.fullName} (${booking.company}): ${when}.`, ...(change === 'cancelled' ? [] : [staffPlaceSentence(where, booking.email)])],
        action: { label: 'Open the leads', url: `${deps.config.siteUrl}/dashboard/leads` },
      });
      sends.push(
        sendAccountMail(deps.config, { to: person.email, subject: `${staffHeadings[change]}: ${when}`, ...staff, ...(icalEvent ? { icalEvent } : {}) }),
      );
    }
    await Promise.all(sends);
  } catch (error) {
    deps.logger.warn({ err: { message: error instanceof Error ? error.message : String(error) }, bookingId: booking.id, change }, 'booking email failed');
  }
}
