/**
 * "Get my free A/R analysis": a short form that becomes a lead with the revenue check's inputs
 * (docs/product/revenue-check.md#the-analysis-request). It posts to /revenue-check/analysis (with or without
 * JavaScript); the inputs travel as hidden fields the island keeps in step with the form above.
 */
import { analysisCopy, revenueCheckAnalysisPath } from '#content/revenue-check.ts';
import { contactMaxLengths, honeypotField } from '#shared/contact-fields.ts';
import { analysisBestTimes } from '#shared/revenue-check-form.ts';
import { revenueCheckFields } from '#shared/revenue-check.ts';
import type { AnalysisFormState, RevenueCheckText } from '#shared/revenue-check-form.ts';
import { SubscribeOption } from '#components/subscribe/SubscribeOption.tsx';

const inputs = {
  fullName: { type: 'text', autoComplete: 'name', required: true },
  email: { type: 'email', autoComplete: 'email', required: true },
  company: { type: 'text', autoComplete: 'organization', required: true },
  phone: { type: 'tel', autoComplete: 'tel', required: false },
} as const;

export function AnalysisForm({ text, hasResult, state }: { text: RevenueCheckText; hasResult: boolean; state?: AnalysisFormState | undefined }) {
  const errorOf = (field: string) => state?.errors.find((error) => error.field === field)?.message;
  const summary = state && (state.errors.length > 0 || state.formError);
  return (
    <section className="rc-analysis card" aria-labelledby="rc-analysis-heading">
      <h2 id="rc-analysis-heading">{analysisCopy.heading}</h2>
      <p>{analysisCopy.intro}</p>
      <p className="rc-need-result" hidden={hasResult}>
        {analysisCopy.needResult}
      </p>
      <form method="post" action={revenueCheckAnalysisPath} className="rc-analysis-form">
        {summary && (
          <div className="form-error-summary" role="alert" tabIndex={-1} autoFocus id="rc-analysis-errors">
            <ul>
              {state.formError && <li>{state.formError}</li>}
              {state.errors.map((error) => (
                <li key={error.field}>
                  {error.field in inputs || error.field === 'bestTime' ? <a href={`#rc-a-${error.field}`}>{error.message}</a> : error.message}
                </li>
              ))}
            </ul>
          </div>
        )}
        {revenueCheckFields.map((field) => (
          <input key={field} type="hidden" name={field} value={text[field] ?? ''} data-rc-input={field} />
        ))}
        <div className="grid form-row">
          {(Object.keys(inputs) as (keyof typeof inputs)[]).map((field) => {
            const error = errorOf(field);
            return (
              <div className={`form-field${error ? ' has-error' : ''}`} key={field}>
                <label htmlFor={`rc-a-${field}`}>{analysisCopy.fields[field].label}</label>
                <input
                  className="text-field"
                  id={`rc-a-${field}`}
                  name={field}
                  type={inputs[field].type}
                  autoComplete={inputs[field].autoComplete}
                  required={inputs[field].required}
                  maxLength={contactMaxLengths[field]}
                  defaultValue={state?.values[field] ?? ''}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `rc-a-${field}-error` : undefined}
                />
                {error && (
                  <p className="field-error" id={`rc-a-${field}-error`}>
                    {error}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        <div className="form-field">
          <label htmlFor="rc-a-bestTime">{analysisCopy.fields.bestTime.label}</label>
          <select className="text-field" id="rc-a-bestTime" name="bestTime" defaultValue={state?.values.bestTime ?? 'any'}>
            {analysisBestTimes.map((time) => (
              <option key={time} value={time}>
                {analysisCopy.bestTimes[time]}
              </option>
            ))}
          </select>
        </div>
        <div className="contact-honeypot" aria-hidden="true">
          <label htmlFor="rc-a-website">Website</label>
          <input type="text" id="rc-a-website" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <SubscribeOption id="rc-a-subscribe" ticked={state?.subscribe} />
        <button type="submit" className="button button-primary">
          {analysisCopy.submit}
        </button>
      </form>
    </section>
  );
}
