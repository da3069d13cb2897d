/** What the day links and time choices show (SlotPicker.tsx), worked out by booking-page.server.ts. */
export interface SlotChoice {
  start: string;
  /** "10:30 AM" in the site's zone. */
  label: string;
}

export interface BookingDay {
  day: string;
  /** "Tuesday, December 1" */
  label: string;
  slots: SlotChoice[];
}

export interface SlotPickerData {
  days: BookingDay[];
  /** The day whose times are listed. */
  selected: string | null;
  timeZone: string;
  /** "EST (America/New_York)" */
  zoneLabel: string;
  horizonDays: number;
  callMinutes: number;
}
