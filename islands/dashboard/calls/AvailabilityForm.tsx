/**
 * "My availability" (docs/product/booking.md#staff-side): the signed-in person's time zone, weekly hours (any
 * number of ranges a day) and days off, saved by PUT /api/admin/availability. The server checks everything;
 * each refusal shows beside the field it names (`timeZone`, `weeklyHours.mon[0].end`, `daysOff[1]`). The US federal
 * holidays of this year and the next are listed beside the switch that makes them days off.
 */
import { useEffect, useState } from 'react';
import { callsText as text } from '#content/dashboard-calls.ts';
import { weekdays, type Availability, type Weekday } from '#shared/booking.ts';
import { federalHolidays } from '#shared/us-holidays.ts';
import { toast } from '../../toast/toast.ts';
import { apiMessage, apiRequest } from '../api.ts';
import { useFormErrors } from '../use-form-errors.tsx';
import { WeekdayRanges } from './WeekdayRanges.tsx';
import '#components/text-field.css';

function timeZoneNames(current: string): string[] {
  const names = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return names.includes(current) ? names : [current, ...names];
}

export function AvailabilityForm() {
  const [value, setValue] = useState<Availability | null>(null);
  const [failed, setFailed] = useState(false);
  const [newDay, setNewDay] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useFormErrors();

  useEffect(() => {
    apiRequest<Availability>('GET', '/api/admin/availability').then(setValue, () => setFailed(true));
  }, []);

  if (failed) return <AvailabilityFrame>{<p>{text.loadFailed}</p>}</AvailabilityFrame>;
  if (!value) return <AvailabilityFrame>{<p>{text.loading}</p>}</AvailabilityFrame>;

  const setDay = (day: Weekday, ranges: Availability['weeklyHours'][Weekday]) => setValue({ ...value, weeklyHours: { ...value.weeklyHours, [day]: ranges } });

  const save = async () => {
    setBusy(true);
    try {
      setValue(await apiRequest<Availability>('PUT', '/api/admin/availability', value));
      form.setErrors({});
      toast({ title: text.availabilitySaved });
    } catch (failure) {
      form.showFailure(failure);
      toast({ title: text.availabilityFailed, description: apiMessage(failure) ?? '', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const addDayOff = () => {
    if (!newDay || value.daysOff.includes(newDay)) return;
    setValue({ ...value, daysOff: [...value.daysOff, newDay].sort() });
    setNewDay('');
  };

  return (
    <AvailabilityFrame
      onSubmit={() => {
        void save();
      }}
    >
      <div className="staff-field">
        <label htmlFor={form.fieldId('timeZone')}>{text.timeZone}</label>
        <select {...form.inputProps('timeZone', true)} value={value.timeZone} onChange={(event) => setValue({ ...value, timeZone: event.target.value })}>
          {timeZoneNames(value.timeZone).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <p className="staff-hint" id={`${form.fieldId('timeZone')}-hint`}>
          {text.timeZoneHint}
        </p>
        {form.errorOf('timeZone')}
      </div>
      <fieldset className="calls-week">
        <legend>{text.weeklyHours}</legend>
        <p className="staff-hint">{text.weeklyHoursHint}</p>
        {weekdays.map((day) => (
          <WeekdayRanges key={day} day={day} ranges={value.weeklyHours[day]} form={form} onChange={(ranges) => setDay(day, ranges)} />
        ))}
      </fieldset>
      <fieldset className="calls-days-off">
        <legend>{text.daysOff}</legend>
        <p className="staff-hint">{text.daysOffHint}</p>
        {value.daysOff.length === 0 ? (
          <p>{text.noDaysOff}</p>
        ) : (
          <ul className="calls-days-off-list">
            {value.daysOff.map((day, index) => (
              <li key={day}>
                <span>{day}</span>{' '}
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={text.removeDayOff(day)}
                  onClick={() => setValue({ ...value, daysOff: value.daysOff.filter((other) => other !== day) })}
                >
                  {text.removeRangeShort}
                </button>
                {form.errors[`daysOff[${index}]`] && <p className="field-error">{form.errors[`daysOff[${index}]`]}</p>}
              </li>
            ))}
          </ul>
        )}
        <div className="calls-day-off-add">
          <label htmlFor={form.fieldId('newDayOff')}>{text.newDayOff}</label>
          <input
            id={form.fieldId('newDayOff')}
            className="text-field"
            type="date"
            value={newDay}
            onChange={(event) => setNewDay(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the day rather than saving the whole form.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              addDayOff();
            }}
          />
          <button type="button" className="button button-secondary" onClick={addDayOff}>
            {text.addDayOff}
          </button>
        </div>
        {form.errors.daysOff && <p className="field-error">{form.errors.daysOff}</p>}
        <FederalHolidays on={value.federalHolidays ?? false} onChange={(on) => setValue({ ...value, federalHolidays: on })} />
      </fieldset>
      <div className="staff-field">
        <label htmlFor={form.fieldId('videoUrl')}>{text.videoUrl}</label>
        <input
          {...form.inputProps('videoUrl', true)}
          className="text-field"
          type="url"
          inputMode="url"
          maxLength={500}
          value={value.videoUrl ?? ''}
          onChange={(event) => setValue({ ...value, videoUrl: event.target.value || null })}
        />
        <p className="staff-hint" id={`${form.fieldId('videoUrl')}-hint`}>
          {text.videoUrlHint}
        </p>
        {form.errorOf('videoUrl')}
      </div>
      <div className="staff-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {text.saveAvailability}
        </button>
      </div>
    </AvailabilityFrame>
  );
}

function AvailabilityFrame({ children, onSubmit }: { children: React.ReactNode; onSubmit?: () => void }) {
  const content = (
    <>
      <h2 id="availability-heading">{text.availabilityHeading}</h2>
      <p>{text.availabilityIntro}</p>
      {children}
    </>
  );
  if (!onSubmit)
    return (
      <section className="card staff-section calls-availability" aria-labelledby="availability-heading">
        {content}
      </section>
    );
  return (
    <form
      className="card staff-section calls-availability"
      aria-labelledby="availability-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {content}
    </form>
  );
}

function FederalHolidays({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const year = new Date().getFullYear();
  return (
    <div className="calls-federal-holidays">
      <label className="calls-federal-switch">
        <input type="checkbox" checked={on} aria-describedby="federal-holidays-hint" onChange={(event) => onChange(event.target.checked)} />
        <span>{text.federalHolidays}</span>
      </label>
      <p className="staff-hint" id="federal-holidays-hint">
        {text.federalHolidaysHint}
      </p>
      {[year, year + 1].map((shown) => (
        <details key={shown}>
          <summary>{text.federalHolidaysOf(shown)}</summary>
          <ul className="calls-holiday-list">
            {federalHolidays(shown).map((holiday) => (
              <li key={holiday.day}>
                <time dateTime={holiday.day}>{holiday.day}</time> {holiday.name}
              </li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
