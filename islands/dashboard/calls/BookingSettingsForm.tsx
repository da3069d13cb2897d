/**
 * The company's booking settings (owners; docs/product/booking.md#availability): call length, buffer, minimum
 * notice and how far ahead, saved by PUT /api/admin/booking-settings with each refusal beside its field.
 */
import { useEffect, useState } from 'react';
import { callsText as text } from '#content/dashboard-calls.ts';
import { callMethods, type BookingSettings, type CallMethod } from '#shared/booking.ts';
import { toast } from '../../toast/toast.ts';
import { apiMessage, apiRequest } from '../api.ts';
import { useFormErrors } from '../use-form-errors.tsx';

const fields = [
  { name: 'callMinutes', label: text.callMinutes, step: 5 },
  { name: 'bufferMinutes', label: text.bufferMinutes, step: 5 },
  { name: 'noticeHours', label: text.noticeHours, step: 1, hint: text.noticeHint },
  { name: 'horizonDays', label: text.horizonDays, step: 1 },
] as const;

export function BookingSettingsForm() {
  const [values, setValues] = useState<Record<keyof BookingSettings, string> | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useFormErrors();

  const show = (settings: BookingSettings) =>
    setValues(Object.fromEntries(Object.entries(settings).map(([name, value]) => [name, String(value)])) as Record<keyof BookingSettings, string>);

  useEffect(() => {
    apiRequest<BookingSettings>('GET', '/api/admin/booking-settings').then(show, () => setFailed(true));
  }, []);

  const save = async () => {
    if (!values) return;
    setBusy(true);
    try {
      const body = Object.fromEntries(
        Object.entries(values).map(([name, value]) => [name, name === 'callMethod' ? value : value.trim() === '' ? null : Number(value)]),
      );
      show(await apiRequest<BookingSettings>('PUT', '/api/admin/booking-settings', body));
      form.setErrors({});
      toast({ title: text.settingsSaved });
    } catch (failure) {
      form.showFailure(failure);
      toast({ title: text.settingsFailed, description: apiMessage(failure) ?? '', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="card staff-section calls-settings"
      aria-labelledby="booking-settings-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 id="booking-settings-heading">{text.settingsHeading}</h2>
      <p>{text.settingsIntro}</p>
      {failed && <p>{text.loadFailed}</p>}
      {!failed && !values && <p>{text.loading}</p>}
      {values && (
        <>
          <div className="calls-settings-fields">
            {fields.map((field) => (
              <div key={field.name} className="staff-field">
                <label htmlFor={form.fieldId(field.name)}>{field.label}</label>
                <input
                  {...form.inputProps(field.name, 'hint' in field)}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={field.step}
                  value={values[field.name]}
                  onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
                />
                {'hint' in field && (
                  <p className="staff-hint" id={`${form.fieldId(field.name)}-hint`}>
                    {field.hint}
                  </p>
                )}
                {form.errorOf(field.name)}
              </div>
            ))}
            <div className="staff-field">
              <label htmlFor={form.fieldId('callMethod')}>{text.callMethod}</label>
              <select
                {...form.inputProps('callMethod', true)}
                value={values.callMethod}
                onChange={(event) => setValues({ ...values, callMethod: event.target.value as CallMethod })}
              >
                {callMethods.map((method) => (
                  <option key={method} value={method}>
                    {text.callMethods[method]}
                  </option>
                ))}
              </select>
              <p className="staff-hint" id={`${form.fieldId('callMethod')}-hint`}>
                {text.callMethodHint}
              </p>
              {form.errorOf('callMethod')}
            </div>
          </div>
          <div className="staff-actions">
            <button type="submit" className="button button-primary" disabled={busy}>
              {text.saveSettings}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
