/** The booking routes (docs/product/api.md#booking), registered by the route table (index.server.ts). */
import { bookingLimiters } from '../booking/booking-limiter.server.ts';
import { adminCallHandlers } from './admin-calls.server.ts';
import { bookingHandlers } from './booking.server.ts';
import type { Routes } from './index.server.ts';

export function bookingRoutes({ api, deps, allow, signedIn }: Routes): void {
  const booking = bookingHandlers(deps, signedIn);
  const limits = bookingLimiters(deps);
  // Public: the free slots, booking, and the manage link's changes.
  api.get('/booking/slots', booking.slots);
  api.post('/booking', limits.book, booking.book);
  api.post('/booking/:token/cancel', limits.change, booking.cancel);
  api.post('/booking/:token/reschedule', limits.change, booking.reschedule);
  // Staff: each person's own hours and feed; the company's settings; the upcoming calls.
  api.get('/admin/availability', allow('calls.take'), booking.showAvailability);
  api.put('/admin/availability', allow('calls.take'), booking.saveOwnAvailability);
  api.get('/admin/calls', allow('calls.take'), booking.upcoming);
  // What became of a call is a change to its lead.
  api.patch('/admin/calls/:id', allow('leads.update'), adminCallHandlers({ db: deps.db, userOf: signedIn, clock: deps.clock }).mark);
  api.get('/admin/calendar-feed', allow('calls.take'), booking.feedState);
  api.post('/admin/calendar-feed', allow('calls.take'), booking.newFeed);
  api.delete('/admin/calendar-feed', allow('calls.take'), booking.revokeFeed);
  api.get('/admin/booking-settings', allow('settings.manage'), booking.showSettings);
  api.put('/admin/booking-settings', allow('settings.manage'), booking.saveSettings);
}
