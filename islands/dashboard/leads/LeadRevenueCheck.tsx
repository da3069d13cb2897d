/**
 * A lead sent from the revenue check: the visitor's inputs and the figures the server computed, as a table,
 * with the assumptions they were computed with (docs/product/revenue-check.md#the-analysis-request).
 */
import { rateUnits, revenueCheckCopy, specialtyNames } from '#content/revenue-check.ts';
import type { LeadDetail } from '#shared/contact-fields.ts';
import { formatDollars, rateFields, type StoredRevenueCheck } from '#shared/revenue-check.ts';
import { outputLabel } from '../../revenue-check/RevenueCheckResult.tsx';

const outputKeys = ['deniedNeverReworked', 'arBeyondTarget', 'collectionShortfall', 'total'] as const;

function inputRows(check: StoredRevenueCheck): [string, string][] {
  const { inputs, assumptions } = check;
  const fields = revenueCheckCopy.fields;
  return [
    [fields.specialty.label, specialtyNames[inputs.specialty]],
    [fields.providers.label, String(inputs.providers)],
    [fields.collections.label, `${formatDollars(inputs.collections)} ${fields.collectionsPeriod[inputs.collectionsPeriod]}`],
    ...rateFields.map((field): [string, string] => {
      const value = inputs[field];
      return [
        fields[field].label,
        value === null ? `${rateUnits[field](assumptions.medians[field].value)} (${revenueCheckCopy.medianUsed})` : rateUnits[field](value),
      ];
    }),
  ];
}

export function LeadRevenueCheck({ lead }: { lead: LeadDetail }) {
  const check = lead.revenueCheck;
  if (!check) return null;
  return (
    <section className="card lead-page-section lead-revenue-check" aria-labelledby="lead-revenue-check">
      <h2 id="lead-revenue-check">{revenueCheckCopy.heading}</h2>
      <table className="lead-revenue-table">
        <caption>{revenueCheckCopy.resultHeading}</caption>
        <tbody>
          {outputKeys.map((key) => (
            <tr key={key}>
              <th scope="row">{outputLabel(key)}</th>
              <td>{formatDollars(check.outputs[key])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="lead-revenue-table">
        <caption>Inputs</caption>
        <tbody>
          {inputRows(check).map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{revenueCheckCopy.neverReworkedLabel}</th>
            <td>{check.assumptions.neverReworkedShare.value}%</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
