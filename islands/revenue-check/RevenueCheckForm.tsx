/**
 * The revenue check's form and result (docs/product/revenue-check.md). Without JavaScript the form is a GET
 * to the same page, which the server answers with the result; the island (revenue-check.client.ts) computes
 * as the visitor types. The visitor's values come from the server's state, never from the island's props.
 */
import { rateUnits, revenueCheckCopy, specialtyNames } from '#content/revenue-check.ts';
import type { FieldError } from '#shared/field-error.ts';
import { checkRevenueCheckValues, revenueCheckValuesOf, type AnalysisFormState, type RevenueCheckText } from '#shared/revenue-check-form.ts';
import {
  computeRevenueCheck,
  rateFields,
  revenueCheckRanges,
  revenueCheckSpecialties,
  type NumericField,
  type RevenueCheckAssumptions,
  type RevenueCheckResult as Result,
} from '#shared/revenue-check.ts';
import { AnalysisForm } from './AnalysisForm.tsx';
import { RevenueCheckResult } from './RevenueCheckResult.tsx';
import './revenue-check.css';

export interface RevenueCheckProps {
  /** The owners' assumptions (the client computes with them); no visitor value. */
  assumptions: RevenueCheckAssumptions;
}

export interface RevenueCheckState {
  text: RevenueCheckText;
  /** The server's field messages for the query string (none for an untouched form). */
  errors: FieldError[];
  analysis?: AnalysisFormState | undefined;
}

/** The result for valid text, else null. */
export function resultOf(text: RevenueCheckText, assumptions: RevenueCheckAssumptions): Result | null {
  const checked = checkRevenueCheckValues(revenueCheckValuesOf(text));
  return checked.ok ? computeRevenueCheck(checked.inputs, assumptions) : null;
}

export function RevenueCheckForm({ assumptions, state }: RevenueCheckProps & { state: RevenueCheckState }) {
  const { text, errors } = state;
  const copy = revenueCheckCopy;
  const errorOf = (field: string) => errors.find((error) => error.field === field)?.message;
  const numberField = (field: NumericField, hint: string) => {
    const error = errorOf(field);
    const range = revenueCheckRanges[field];
    return (
      <div className={`form-field rc-field${error ? ' has-error' : ''}`} key={field}>
        <label htmlFor={`rc-${field}`}>{copy.fields[field].label}</label>
        <p className="rc-hint" id={`rc-${field}-hint`}>
          {hint}
        </p>
        <input
          className="text-field"
          id={`rc-${field}`}
          name={field}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={text[field] ?? ''}
          required={field === 'providers' || field === 'collections'}
          aria-invalid={error ? true : undefined}
          aria-describedby={`rc-${field}-hint rc-${field}-error`}
          data-min={range.min}
          data-max={range.max}
        />
        <p className="field-error" id={`rc-${field}-error`} hidden={!error}>
          {error ?? ''}
        </p>
      </div>
    );
  };
  const period = text.collectionsPeriod === 'monthly' ? 'monthly' : 'annual';
  const result = errors.length === 0 ? resultOf(text, assumptions) : null;
  return (
    <div className="rc">
      <form className="rc-form card" method="get" action="/revenue-check" noValidate>
        {errors.length > 0 && (
          <div className="form-error-summary" role="alert" tabIndex={-1} id="rc-errors">
            <p className="form-error-summary-title">{copy.errorSummary}</p>
            <ul>
              {errors.map((error) => (
                <li key={error.field}>
                  <a href={`#rc-${error.field}`}>{error.message}</a>
                </li>
              ))}
            </ul>
          </div>
        )}
        <p className="rc-privacy">{copy.privacy}</p>
        <div className="grid form-row">
          <div className="form-field rc-field">
            <label htmlFor="rc-specialty">{copy.fields.specialty.label}</label>
            <p className="rc-hint" id="rc-specialty-hint">
              {copy.fields.specialty.hint}
            </p>
            <select
              className="text-field"
              id="rc-specialty"
              name="specialty"
              defaultValue={text.specialty ?? revenueCheckSpecialties[0]}
              aria-describedby="rc-specialty-hint"
            >
              {revenueCheckSpecialties.map((specialty) => (
                <option key={specialty} value={specialty}>
                  {specialtyNames[specialty]}
                </option>
              ))}
            </select>
          </div>
          {numberField('providers', copy.fields.providers.hint)}
        </div>
        {numberField('collections', copy.fields.collections.hint)}
        <fieldset className="rc-period">
          <legend>{copy.fields.collectionsPeriod.label}</legend>
          {(['annual', 'monthly'] as const).map((value) => (
            <label key={value}>
              <input type="radio" name="collectionsPeriod" value={value} defaultChecked={period === value} /> {copy.fields.collectionsPeriod[value]}
            </label>
          ))}
        </fieldset>
        <div className="grid form-row">
          {rateFields.map((field) =>
            numberField(field, `${copy.fields[field].hint} ${copy.unknownHint(rateUnits[field](assumptions.benchmarks[field].median))}`),
          )}
        </div>
        <button type="submit" className="button button-primary">
          {copy.submit}
        </button>
      </form>
      <RevenueCheckResult result={result} assumptions={assumptions}>
        <AnalysisForm text={text} hasResult={result !== null} state={state.analysis} />
      </RevenueCheckResult>
    </div>
  );
}
