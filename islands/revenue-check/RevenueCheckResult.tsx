/**
 * The revenue check's result: each figure with its formula, the total, the comparison with the site's
 * targets and the assumptions with their sources. Every text that depends on the inputs carries
 * `data-rc="key"` (the keys of revenueCheckDisplay), so the island updates the same markup as the visitor types.
 */
import { bookCallLink, bookCallPrompt } from '#content/booking.ts';
import { rateUnits, revenueCheckCopy, revenueCheckDisplay, revenueCheckTargets } from '#content/revenue-check.ts';
import { rateFields, type RevenueCheckAssumptions, type RevenueCheckResult as Result } from '#shared/revenue-check.ts';

const outputKeys = ['deniedNeverReworked', 'arBeyondTarget', 'collectionShortfall'] as const;

export function outputLabel(key: (typeof outputKeys)[number] | 'total'): string {
  const { outputs } = revenueCheckCopy;
  if (key === 'arBeyondTarget') return outputs.arBeyondTarget(revenueCheckTargets.daysInAR);
  if (key === 'collectionShortfall') return outputs.collectionShortfall(revenueCheckTargets.netCollectionRate);
  return outputs[key];
}

export function RevenueCheckResult({ result, assumptions }: { result: Result | null; assumptions: RevenueCheckAssumptions }) {
  const display = result ? revenueCheckDisplay(result, assumptions.neverReworkedShare.value, revenueCheckTargets) : {};
  const text = (key: string) => <span data-rc={key}>{display[key] ?? ''}</span>;
  const copy = revenueCheckCopy;
  return (
    <div className="rc-result">
      {/* Announced politely as it changes: the total only, not every figure on each keystroke. */}
      <p className="visually-hidden rc-announce" aria-live="polite">
        {result ? `${copy.outputs.total}: ${display.total}` : ''}
      </p>
      <p className="rc-prompt" hidden={result !== null}>
        {copy.promptNoResult}
      </p>
      <div className="rc-figures" hidden={result === null}>
        <h2 id="rc-result-heading" tabIndex={-1}>
          {copy.resultHeading}
        </h2>
        <dl className="rc-outputs">
          {outputKeys.map((key) => (
            <div className="rc-output" key={key}>
              <dt>{outputLabel(key)}</dt>
              <dd>
                <strong className="rc-amount">{text(key)}</strong>
                <span className="rc-formula">{text(`${key}Formula`)}</span>
              </dd>
            </div>
          ))}
          <div className="rc-output rc-total">
            <dt>{copy.outputs.total}</dt>
            <dd>
              <strong className="rc-amount">{text('total')}</strong>
              <span className="rc-formula">{text('totalFormula')}</span>
            </dd>
          </div>
        </dl>
        <p className="rc-note">{copy.totalNote}</p>
        <div className="rc-table-wrap">
          <table className="rc-compare">
            <caption>{copy.compareHeading}</caption>
            <thead>
              <tr>
                <th scope="col">{copy.compareColumns.measure}</th>
                <th scope="col">{copy.compareColumns.yours}</th>
                <th scope="col">{copy.compareColumns.target}</th>
                <th scope="col">{copy.compareColumns.status}</th>
              </tr>
            </thead>
            <tbody>
              {rateFields.map((field) => (
                <tr key={field}>
                  <th scope="row">{copy.fields[field].label.replace(/ \(%\)$/, '')}</th>
                  <td>{text(`${field}Yours`)}</td>
                  <td>{rateUnits[field](revenueCheckTargets[field])}</td>
                  <td>{text(`${field}Status`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <p className="rc-book">
        {bookCallPrompt} <a href={bookCallLink.href}>{bookCallLink.label}</a>
      </p>
      <Assumptions assumptions={assumptions} />
    </div>
  );
}

function Assumptions({ assumptions }: { assumptions: RevenueCheckAssumptions }) {
  const copy = revenueCheckCopy;
  return (
    <section className="rc-assumptions" aria-labelledby="rc-assumptions-heading">
      <h2 id="rc-assumptions-heading">{copy.assumptionsHeading}</h2>
      <p>{copy.assumptionsNote}</p>
      <ul>
        <li>
          <strong>
            {copy.neverReworkedLabel}: {assumptions.neverReworkedShare.value}%.
          </strong>{' '}
          {assumptions.neverReworkedShare.source}
        </li>
        {rateFields.map((field) => (
          <li key={field}>
            <strong>
              {copy.medianLabel(copy.fields[field].label)}: {rateUnits[field](assumptions.medians[field].value)}.
            </strong>{' '}
            {assumptions.medians[field].source}
          </li>
        ))}
        <li>{copy.targetsSource}</li>
      </ul>
    </section>
  );
}
