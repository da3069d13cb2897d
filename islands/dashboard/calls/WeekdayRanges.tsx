/**
 * One weekday's hour ranges in "My availability" (AvailabilityForm.tsx): From and Until as `HH:MM`, Remove,
 * and "Add hours". A refusal of the server for a range (`weeklyHours.mon[0].end`) shows under that range.
 */
import { callsText as text } from '#content/dashboard-calls.ts';
import type { HoursRange, Weekday } from '#shared/booking.ts';
import type { FormErrors } from '../use-form-errors.tsx';

interface Props {
  day: Weekday;
  ranges: HoursRange[];
  form: FormErrors;
  onChange(ranges: HoursRange[]): void;
}

export function WeekdayRanges({ day, ranges, form, onChange }: Props) {
  const dayName = text.dayNames[day];
  const errorAt = (prefix: string) => Object.entries(form.errors).find(([field]) => field === prefix || field.startsWith(`${prefix}.`))?.[1];
  const dayError = form.errors[`weeklyHours.${day}`];
  return (
    <div className="calls-day" data-day={day}>
      <p className="calls-day-name">{dayName}</p>
      <div className="calls-ranges">
        {ranges.length === 0 && <p className="staff-hint">{text.noHours}</p>}
        {ranges.map((range, index) => {
          const field = `weeklyHours.${day}[${index}]`;
          const error = errorAt(field);
          const errorId = `${form.fieldId(field)}-error`;
          const update = (part: 'start' | 'end', time: string) =>
            onChange(ranges.map((other, position) => (position === index ? { ...other, [part]: time } : other)));
          return (
            <div key={index} className="calls-range">
              {(['start', 'end'] as const).map((part) => (
                <label key={part} className="calls-time">
                  <span>{part === 'start' ? text.from : text.until}</span>
                  <input
                    id={form.fieldId(`${field}.${part}`)}
                    name={`${day}-${index}-${part}`}
                    className="text-field"
                    inputMode="numeric"
                    placeholder="HH:MM"
                    maxLength={5}
                    value={range[part]}
                    aria-label={text.rangeLabel(dayName, part === 'start' ? text.from : text.until, index)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    onChange={(event) => update(part, event.target.value.trim())}
                  />
                </label>
              ))}
              <button
                type="button"
                className="button button-secondary"
                aria-label={text.removeRange(dayName, index)}
                onClick={() => onChange(ranges.filter((_, position) => position !== index))}
              >
                {text.removeRangeShort}
              </button>
              {error && (
                <p className="field-error" id={errorId}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
        {dayError && <p className="field-error">{dayError}</p>}
        <button
          type="button"
          className="button button-secondary calls-add-range"
          aria-label={text.addRange(dayName)}
          onClick={() => onChange([...ranges, { start: '09:00', end: '17:00' }])}
        >
          {text.addRangeShort}
        </button>
      </div>
    </div>
  );
}
