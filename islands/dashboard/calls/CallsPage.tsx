/**
 * The Calls page (/dashboard/calls, accounts that take calls; docs/product/booking.md#staff-side): the
 * person's availability, everyone's upcoming calls, the person's calendar feed and, for owners, the
 * company's booking settings.
 */
import { callsText as text } from '#content/dashboard-calls.ts';
import { AvailabilityForm } from './AvailabilityForm.tsx';
import { BookingSettingsForm } from './BookingSettingsForm.tsx';
import { CalendarFeed } from './CalendarFeed.tsx';
import { UpcomingCalls } from './UpcomingCalls.tsx';
import '../staff/staff.css';
import './calls.css';

export interface CallsPageProps {
  /** Owners change the company's booking settings (settings.manage). */
  canChangeSettings: boolean;
}

export function CallsPage({ canChangeSettings }: CallsPageProps) {
  return (
    <div className="dashboard-page staff-page calls-page">
      <header className="dashboard-header staff-page-header">
        <h1>{text.heading}</h1>
        <p>{text.intro}</p>
      </header>
      <UpcomingCalls />
      <AvailabilityForm />
      <CalendarFeed />
      {canChangeSettings && <BookingSettingsForm />}
    </div>
  );
}
