/**
 * A lead sent from the revenue check: the figures it was shown, labelled with the model's version, the
 * inputs and the benchmarks they were computed with (docs/product/revenue-check.md#leads-and-the-models-version).
 */
import { leadRevenueCheckText as text } from '#content/dashboard-leads.ts';
import { measureName, rateUnits, revenueCheckCopy, specialtyNames } from '#content/revenue-check.ts';
import type { LeadDetail } from '#shared/contact-fields.ts';
import { formatDollars, isModelV2, rateFields, type LabelledPart, type StoredRevenueCheck } from '#shared/revenue-check.ts';

const modelOneKeys = ['deniedNeverReworked', 'arBeyondTarget', 'collectionShortfall', 'total'] as const;

function inputRows(check: StoredRevenueCheck): [string, string][] {
  const { inputs } = check;
  const fields = revenueCheckCopy.fields;
  const typical = (field: (typeof rateFields)[number]) =>
    isModelV2(check) ? check.assumptions.benchmarks[field].median : check.assumptions.medians[field]?.value;
  return [
    [fields.specialty.label, specialtyNames[inputs.specialty]],
    [fields.providers.label, String(inputs.providers)],
    [fields.collections.label, `${formatDollars(inputs.collections)} ${fields.collectionsPeriod[inputs.collectionsPeriod]}`],
    ...rateFields
      .filter((field) => field in inputs)
      .map((field): [string, string] => {
        const value = (inputs as unknown as Partial<Record<string, number | null>>)[field] ?? null;
        const used = value ?? typical(field);
        return [
          fields[field].label,
          value === null ? `${used === undefined ? '' : rateUnits[field](used)} (${revenueCheckCopy.medianUsed})` : rateUnits[field](value),
        ];
      }),
  ];
}

function figureRows(check: StoredRevenueCheck): [string, string][] {
  if (!isModelV2(check)) return modelOneKeys.map((key) => [text.modelOneOutputs[key], formatDollars(check.outputs[key])]);
  const parts = (list: LabelledPart[]): [string, string][] => list.flatMap((part) => [[part.label, formatDollars(part.amount)], ...parts(part.ofWhich ?? [])]);
  return [
    [revenueCheckCopy.yearly.heading, formatDollars(check.yearly.total)],
    ...parts(check.yearly.parts),
    [revenueCheckCopy.oneTime.heading, formatDollars(check.oneTime.total)],
    ...parts(check.oneTime.parts),
  ];
}

function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <tbody>
      {rows.map(([label, value]) => (
        <tr key={label}>
          <th scope="row">{label}</th>
          <td>{value}</td>
        </tr>
      ))}
    </tbody>
  );
}

export function LeadRevenueCheck({ lead }: { lead: LeadDetail }) {
  const check = lead.revenueCheck;
  if (!check) return null;
  const version = check.modelVersion ?? 1;
  return (
    <section className="card lead-page-section lead-revenue-check" aria-labelledby="lead-revenue-check">
      <h2 id="lead-revenue-check">
        {revenueCheckCopy.heading} · {text.model(version)}
      </h2>
      <p>{text.modelNote[version]}</p>
      <table className="lead-revenue-table">
        <caption>{revenueCheckCopy.resultHeading}</caption>
        <Rows rows={figureRows(check)} />
      </table>
      <table className="lead-revenue-table">
        <caption>{text.inputs}</caption>
        <Rows rows={[...inputRows(check), [revenueCheckCopy.neverReworkedLabel, `${check.assumptions.neverReworkedShare.value}%`]]} />
      </table>
      {isModelV2(check) && (
        <table className="lead-revenue-table">
          <caption>{text.benchmarks}</caption>
          <Rows
            rows={check.benchmarks.map((row): [string, string] => [
              measureName(row.measure),
              `${revenueCheckCopy.standing[row.standing]} · ${revenueCheckCopy.compareColumns.median} ${rateUnits[row.measure](row.median)} · ${revenueCheckCopy.compareColumns.topPerformers} ${rateUnits[row.measure](row.topPerformers)}`,
            ])}
          />
        </table>
      )}
    </section>
  );
}
