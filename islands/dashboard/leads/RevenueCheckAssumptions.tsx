/**
 * The revenue check's assumptions, for owners (docs/product/revenue-check.md#assumptions): each a value and
 * the source visitors see beside it. Saved all at once through PUT /api/admin/revenue-check (audited).
 */
import { useEffect, useState } from 'react';
import { revenueCheckAssumptionsText as text } from '#content/dashboard-leads.ts';
import { revenueCheckCopy } from '#content/revenue-check.ts';
import { revenueCheckAssumptionLimits } from '#shared/revenue-check-form.ts';
import { rateFields, type Assumption, type RateField, type RevenueCheckAssumptions as Assumptions } from '#shared/revenue-check.ts';
import { apiRequest } from '../api.ts';
import { useAction } from './use-action.ts';
import '#components/text-field.css';

type Key = 'neverReworkedShare' | RateField;
const keys: Key[] = ['neverReworkedShare', ...rateFields];

const labelOf = (key: Key) =>
  key === 'neverReworkedShare' ? revenueCheckCopy.neverReworkedLabel : revenueCheckCopy.medianLabel(revenueCheckCopy.fields[key].label);

function flatten(assumptions: Assumptions): Record<Key, { value: string; source: string }> {
  const entry = (assumption: Assumption) => ({ value: String(assumption.value), source: assumption.source });
  return Object.fromEntries(
    keys.map((key) => [key, entry(key === 'neverReworkedShare' ? assumptions.neverReworkedShare : assumptions.medians[key])]),
  ) as Record<Key, { value: string; source: string }>;
}

function unflatten(values: Record<Key, { value: string; source: string }>): Assumptions {
  const entry = (key: Key) => ({ value: Number(values[key].value), source: values[key].source });
  return {
    neverReworkedShare: entry('neverReworkedShare'),
    medians: Object.fromEntries(rateFields.map((field) => [field, entry(field)])) as Assumptions['medians'],
  };
}

export function RevenueCheckAssumptions() {
  const [values, setValues] = useState<Record<Key, { value: string; source: string }> | null>(null);
  const [busy, run] = useAction();

  useEffect(() => {
    apiRequest<{ assumptions: Assumptions }>('GET', '/api/admin/revenue-check')
      .then((loaded) => setValues(flatten(loaded.assumptions)))
      .catch(() => setValues(null));
  }, []);

  if (!values) return null;
  const change = (key: Key, part: 'value' | 'source', next: string) => setValues({ ...values, [key]: { ...values[key], [part]: next } });
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
        {keys.map((key) => (
          <fieldset key={key} className="revenue-check-assumption">
            <legend>{labelOf(key)}</legend>
            <label htmlFor={`rca-${key}-value`}>{text.value}</label>
            <input
              className="text-field"
              id={`rca-${key}-value`}
              inputMode="decimal"
              value={values[key].value}
              onChange={(event) => change(key, 'value', event.target.value)}
            />
            <label htmlFor={`rca-${key}-source`}>{text.source}</label>
            <textarea
              className="text-field"
              id={`rca-${key}-source`}
              rows={2}
              maxLength={revenueCheckAssumptionLimits.source}
              value={values[key].source}
              onChange={(event) => change(key, 'source', event.target.value)}
            />
          </fieldset>
        ))}
        <div className="lead-filter-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {text.save}
          </button>
        </div>
      </form>
    </section>
  );
}
