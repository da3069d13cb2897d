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
