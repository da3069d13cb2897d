// The link to /book that the home page, the thank-you pages and the revenue check's result show (docs/product/booking.md).
import type { Link } from './types.ts';

export const bookCallLink: Link = { label: 'Book a free assessment call', href: '/book' };

/** The sentence around the link, where a page offers it as a next step. */
export const bookCallPrompt = 'Rather talk now?';

/** The confirmation and manage page of one call (pages/(site)/book/manage/@token). */
export const manageCallText = {
  bookedHeading: 'Your call is booked',
  movedHeading: 'Your call has moved',
  heading: 'Your free assessment call',
  /** With email: the visitor has the link and the invitation in their inbox. */
  mailSent: 'We have emailed you this page’s link and a calendar invitation.',
  /** Without email: what to keep, in plain words. */
  keepThis: 'Save the calendar file below and bookmark this page: its link is how you move or cancel the call.',
  addToCalendar: 'Add to your calendar (.ics)',
  reschedule: 'Reschedule',
  noOtherTimes: 'No other times are free at the moment.',
  move: 'Move the call',
  cancel: 'Cancel',
  cancelCall: 'Cancel the call',
  cancelledHeading: 'This call was cancelled',
  cancelledText: (when: string) => `The call on ${when} was cancelled, so there is nothing more to change here.`,
  pastHeading: 'This call has taken place',
  pastText: (when: string) => `The call was on ${when}.`,
  bookAgain: 'Book another call',
} as const;

/** Picking a time right on a form's thank-you page (islands/booking/InlineBooking.tsx). */
export const inlineBookingText = {
  heading: 'Pick a time for your call',
  carried: (who: string) => `Booking as ${who}: the details you just sent us.`,
  pickTime: 'Pick a time',
  day: 'Day',
  times: (count: number) => (count === 1 ? '1 time' : `${count} times`),
  timesOn: (day: string) => `Pick a time on ${day}`,
  zone: (zone: string) => `Times in your time zone: ${zone}`,
  yourZone: (zone: string) => `your time zone: ${zone}`,
  loading: 'Finding the free times…',
  loadFailed: 'We could not load the free times here. You can still pick a time on the booking page:',
  none: 'No times are free for a call in the coming weeks. Call us or email us and we will find a time with you:',
  book: 'Book the call',
  booking: 'Booking…',
  chooseFirst: 'Please pick a time first.',
  taken: 'Someone has just booked that time. The times below are up to date: please choose another.',
  offline: 'We could not reach our server, so the call is not booked yet. Check your connection, then press “Book the call” again.',
  failed: 'Something went wrong on our side, so the call is not booked yet. Please try again in a moment.',
  expired: 'This booking link has expired. Please book on the booking page, where you give your details once more:',
  bookingPage: 'Go to the booking page',
  bookedHeading: 'Your call is booked',
  manage: 'Move or cancel the call',
  /** With email: what the visitor has in their inbox (the confirmation sits on the thank-you page, not the manage page). */
  mailSent: 'We have emailed you a calendar invitation and the link to move or cancel the call.',
  /** Without email: what to keep, in plain words. */
  keepThis: 'Save the calendar file and bookmark the link below it: that link is how you move or cancel the call.',
} as const;
