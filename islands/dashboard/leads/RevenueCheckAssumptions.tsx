/**
 * The revenue check's benchmarks, for owners (docs/product/revenue-check.md#benchmarks): per measure a typical
 * practice (median), top performers, our target and the source visitors see; and the share of denied dollars
 * never reworked. Saved all at once through PUT /api/admin/revenue-check (audited).
 */
import { useEffect, useState } from 'react';
import { revenueCheckAssumptionsText as text } from '#content/dashboard-leads.ts';
import { measureName, revenueCheckCopy } from '#content/revenue-check.ts';
import { revenueCheckAssumptionLimits } from '#shared/revenue-check-form.ts';
import { rateFields, type RateField, type RevenueCheckAssumptions as Assumptions } from '#shared/revenue-check.ts';
import { apiRequest } from '../api.ts';
import { useAction } from './use-action.ts';
import '#components/text-field.css';

const figureKeys = ['median', 'topPerformers', 'target'] as const;
type Values = { neverReworkedShare: { value: string; source: string } } & Record<RateField, Record<(typeof figureKeys)[number] | 'source', string>>;

function flatten(assumptions: Assumptions): Values {
  const values = { neverReworkedShare: { value: String(assumptions.neverReworkedShare.value), source: assumptions.neverReworkedShare.source } } as Values;
  for (const field of rateFields) {
    const { median, topPerformers, target, source } = assumptions.benchmarks[field];
    values[field] = { median: String(median), topPerformers: String(topPerformers), target: target === null ? '' : String(target), source };
  }
  return values;
}

/** The form's text as the API's body; a figure that is not a number is sent as text, so the server names it. */
function unflatten(values: Values): unknown {
  const number = (value: string) => (value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value);
  return {
    neverReworkedShare: { value: number(values.neverReworkedShare.value), source: values.neverReworkedShare.source },
    benchmarks: Object.fromEntries(
      rateFields.map((field) => {
        const { median, topPerformers, target, source } = values[field];
        return [field, { median: number(median), topPerformers: number(topPerformers), target: target.trim() === '' ? null : number(target), source }];
      }),
    ),
  };
}

function Field({ id, label, value, onChange, long }: { id: string; label: string; value: string; onChange: (next: string) => void; long?: boolean }) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {long ? (
        <textarea
          className="text-field"
          id={id}
          rows={2}
          maxLength={revenueCheckAssumptionLimits.source}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input className="text-field" id={id} inputMode="decimal" value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </>
  );
}

export function RevenueCheckAssumptions() {
  const [values, setValues] = useState<Values | null>(null);
  const [busy, run] = useAction();

  useEffect(() => {
    apiRequest<{ assumptions: Assumptions }>('GET', '/api/admin/revenue-check')
      .then((loaded) => setValues(flatten(loaded.assumptions)))
      .catch(() => setValues(null));
  }, []);

  if (!values) return null;
  const change = <K extends keyof Values>(key: K, part: keyof Values[K], next: string) => setValues({ ...values, [key]: { ...values[key], [part]: next } });
  const save = () =>
    run(
      async () => setValues(flatten((await apiRequest<{ assumptions: Assumptions }>('PUT', '/api/admin/revenue-check', unflatten(values))).assumptions)),
      text.saved,
      text.saveFailed,
    );
  return (
    <section className="card lead-alerts revenue-check-assumptions" aria-labelledby="revenue-check-assumptions-heading">
      <h2 id="revenue-check-assumptions-heading">{text.heading}</h2>
      <p>{text.intro}</p>
      <form
        className="lead-alerts-form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {rateFields.map((field) => (
          <fieldset key={field} className="revenue-check-assumption">
            <legend>{measureName(field)}</legend>
            {figureKeys.map((key) => (
              <Field key={key} id={`rca-${field}-${key}`} label={text[key]} value={values[field][key]} onChange={(next) => change(field, key, next)} />
            ))}
            <Field id={`rca-${field}-source`} label={text.source} value={values[field].source} onChange={(next) => change(field, 'source', next)} long />
          </fieldset>
        ))}
        <fieldset className="revenue-check-assumption">
          <legend>{revenueCheckCopy.neverReworkedLabel}</legend>
          <Field
            id="rca-neverReworkedShare-value"
            label={text.value}
            value={values.neverReworkedShare.value}
            onChange={(next) => change('neverReworkedShare', 'value', next)}
          />
          <Field
            id="rca-neverReworkedShare-source"
            label={text.source}
            value={values.neverReworkedShare.source}
            onChange={(next) => change('neverReworkedShare', 'source', next)}
            long
          />
        </fieldset>
        <div className="lead-filter-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {text.save}
          </button>
        </div>
      </form>
    </section>
  );
}
