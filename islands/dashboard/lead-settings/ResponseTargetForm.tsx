/**
 * The response target and business hours (docs/product/leads.md#response-target), saved by PUT
 * /api/admin/lead-routing; each refusal shows beside the field it names.
 */
import { useState } from 'react';
import { leadSettingsText as text } from '#content/dashboard-lead-settings.ts';
import type { ResponseSettings } from '#shared/business-hours.ts';
import { toast } from '../../toast/toast.ts';
import { apiMessage, apiRequest } from '../api.ts';
import { useFormErrors } from '../use-form-errors.tsx';

export interface RoutingState extends ResponseSettings {
  timeZone: string;
}

export function ResponseTargetForm({ initial, onSaved }: { initial: RoutingState; onSaved(state: RoutingState): void }) {
  const [minutes, setMinutes] = useState(String(initial.responseTargetMinutes));
  const [days, setDays] = useState(initial.businessHours.days);
  const [start, setStart] = useState(initial.businessHours.start);
  const [end, setEnd] = useState(initial.businessHours.end);
  const [busy, setBusy] = useState(false);
  const form = useFormErrors();

  const save = async () => {
    setBusy(true);
    try {
      const body = { responseTargetMinutes: minutes.trim() === '' ? null : Number(minutes), businessHours: { days, start: start.trim(), end: end.trim() } };
      onSaved(await apiRequest<RoutingState>('PUT', '/api/admin/lead-routing', body));
      form.setErrors({});
      toast({ title: text.targetSaved });
    } catch (failure) {
      form.showFailure(failure);
      toast({ title: text.targetFailed, description: apiMessage(failure) ?? '', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const hoursError = form.errors.businessHours;
  return (
    <form
      className="card staff-section lead-target"
      aria-labelledby="target-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 id="target-heading">{text.targetHeading}</h2>
      <p>{text.targetIntro(initial.timeZone)}</p>
      <div className="staff-field">
        <label htmlFor={form.fieldId('responseTargetMinutes')}>{text.targetMinutes}</label>
        <input
          {...form.inputProps('responseTargetMinutes', true)}
          type="number"
          inputMode="numeric"
          min={1}
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
        />
        <p className="staff-hint" id={`${form.fieldId('responseTargetMinutes')}-hint`}>
          {text.targetHint}
        </p>
        {form.errorOf('responseTargetMinutes')}
      </div>
      <fieldset className="lead-settings-days" aria-describedby={form.errors['businessHours.days'] ? `${form.fieldId('businessHours.days')}-error` : undefined}>
        <legend>{text.days}</legend>
        {text.dayNames.map((name, index) => (
          <label key={name} className="lead-settings-day">
            <input
              type="checkbox"
              id={index === 0 ? form.fieldId('businessHours.days') : undefined}
              checked={days.includes(index + 1)}
              onChange={(event) => setDays(event.target.checked ? [...days, index + 1].sort((a, b) => a - b) : days.filter((day) => day !== index + 1))}
            />
            {name}
          </label>
        ))}
        {form.errorOf('businessHours.days')}
      </fieldset>
      <div className="lead-settings-hours">
        {(
          [
            ['businessHours.start', text.start, start, setStart],
            ['businessHours.end', text.end, end, setEnd],
          ] as const
        ).map(([name, label, value, set]) => (
          <div key={name} className="staff-field">
            <label htmlFor={form.fieldId(name)}>{label}</label>
            <input
              {...form.inputProps(name)}
              inputMode="numeric"
              placeholder="HH:MM"
              maxLength={5}
              value={value}
              onChange={(event) => set(event.target.value)}
            />
            {form.errorOf(name)}
          </div>
        ))}
      </div>
      {hoursError && <p className="field-error">{hoursError}</p>}
      <div className="staff-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {text.saveTarget}
        </button>
      </div>
    </form>
  );
}
