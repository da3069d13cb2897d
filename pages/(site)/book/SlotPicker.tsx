/**
 * Picking a day, then a time (docs/product/booking.md#booking): the days are links (`?day=`), so the choice works
 * without JavaScript; the selected day's times are radio buttons inside the caller's form. Each time carries
 * its instant (`data-start`) so the booking-times island can show it in the visitor's own zone.
 */
import type { SlotPickerData } from './slot-picker-data.ts';
import '#islands/booking/time-choices.css';

interface Props {
  picker: SlotPickerData;
  /** The page the day links go to (`/book`, or a manage page). */
  basePath: string;
  chosen?: string | undefined;
  error?: string | undefined;
}

export function DayLinks({ picker, basePath }: Props) {
  return (
    <nav className="book-days" aria-labelledby="book-days-heading">
      <h2 id="book-days-heading">Pick a day</h2>
      <ul>
        {picker.days.map((day) => (
          <li key={day.day}>
            <a href={`${basePath}?day=${day.day}#book-times`} aria-current={day.day === picker.selected ? 'date' : undefined}>
              {day.label}
              <span className="book-count">
                {day.slots.length} {day.slots.length === 1 ? 'time' : 'times'}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function TimeChoices({ picker, chosen, error }: Props) {
  const day = picker.days.find((entry) => entry.day === picker.selected);
  if (!day) return null;
  return (
    <fieldset className="book-times" id="book-times" aria-describedby={error ? 'book-start-error' : undefined}>
      <legend>Pick a time on {day.label}</legend>
      <p className="book-zone" data-booking-zone>
        Times in {picker.zoneLabel}
      </p>
      {error && (
        <p className="field-error" id="book-start-error">
          {error}
        </p>
      )}
      <ul>
        {day.slots.map((slot, index) => (
          <li key={slot.start}>
            <input type="radio" name="start" id={`book-start-${index}`} value={slot.start} required defaultChecked={slot.start === chosen} />
            <label htmlFor={`book-start-${index}`} data-start={slot.start}>
              {slot.label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
