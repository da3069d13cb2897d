/**
 * "How we worked this out" (docs/product/revenue-check.md#the-model): the model in plain words and every
 * benchmark with its source, behind a <details> below the analysis request (it opens without JavaScript).
 */
import { measureName, rateUnits, revenueCheckCopy } from '#content/revenue-check.ts';
import { rateFields, type RevenueCheckAssumptions } from '#shared/revenue-check.ts';

export function RevenueCheckMethod({ assumptions }: { assumptions: RevenueCheckAssumptions }) {
  const copy = revenueCheckCopy;
  const { benchmarks, neverReworkedShare } = assumptions;
  return (
    <details className="rc-assumptions" id="rc-method">
      <summary>{copy.assumptionsHeading}</summary>
      <p>{copy.assumptionsNote}</p>
      <ol className="rc-model-steps">
        {copy.modelSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <h3>{copy.sourcesLabel}</h3>
      <ul>
        {rateFields.map((field) => {
          const { median, topPerformers, source } = benchmarks[field];
          return (
            <li key={field}>
              <strong>
                {measureName(field)}: {copy.compareColumns.median.toLowerCase()} {rateUnits[field](median)}, {copy.compareColumns.topPerformers.toLowerCase()}{' '}
                {rateUnits[field](topPerformers)}.
              </strong>{' '}
              {source}
            </li>
          );
        })}
        <li>
          <strong>
            {copy.neverReworkedLabel}: {neverReworkedShare.value}%.
          </strong>{' '}
          {neverReworkedShare.source}
        </li>
        <li>{copy.targetsSource}</li>
      </ul>
    </details>
  );
}
