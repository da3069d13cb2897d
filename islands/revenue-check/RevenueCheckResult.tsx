/**
 * The revenue check's result (docs/product/revenue-check.md#the-page): two headline figures side by side and
 * never added (recoverable each year; cash freed once), each with how it adds up one tap away (a <details>,
 * which works without JavaScript); then the analysis request (`children`), then the comparison with typical
 * practices and top performers, and how the figures were worked out. Every text that depends on the inputs
 * carries `data-rc="key"` (the keys of revenueCheckDisplay), so the island updates the same markup.
 */
import type { ReactNode } from 'react';
import { bookCallLink, bookCallPrompt } from '#content/booking.ts';
import { announcement, measureName, partLabels, rateUnits, revenueCheckCopy, revenueCheckDisplay } from '#content/revenue-check.ts';
import { rateFields, type RevenueCheckAssumptions, type RevenueCheckResult as Result } from '#shared/revenue-check.ts';
import { RevenueCheckMethod } from './RevenueCheckMethod.tsx';

export const yearlyParts = [
  ['collectionGap', false],
  ['deniedNeverReworked', true],
] as const;
export const oneTimeParts = ['arOver90AboveBenchmark', 'otherArAboveBenchmark'] as const;

function Part({ label, amountKey, ofWhich, text }: { label: string; amountKey: string; ofWhich?: boolean; text: (key: string) => ReactNode }) {
  return (
    <div className={`rc-part${ofWhich ? ' rc-of-which' : ''}`}>
      <dt>{label}</dt>
      <dd>
        <strong>{text(amountKey)}</strong>
        <span className="rc-formula">{text(`${amountKey}Formula`)}</span>
      </dd>
    </div>
  );
}

export function RevenueCheckResult({ result, assumptions, children }: { result: Result | null; assumptions: RevenueCheckAssumptions; children?: ReactNode }) {
  const display = result ? revenueCheckDisplay(result, assumptions) : {};
  const text = (key: string) => <span data-rc={key}>{display[key] ?? ''}</span>;
  const copy = revenueCheckCopy;
  const labels = partLabels(assumptions);
  const { benchmarks } = assumptions;
  return (
    <div className="rc-result">
      {/* Announced politely as it changes: the two headlines only, not every figure on each keystroke. */}
      <p className="visually-hidden rc-announce" aria-live="polite">
        {result ? announcement(display) : ''}
      </p>
      <p className="rc-prompt" hidden={result !== null}>
        {copy.promptNoResult}
      </p>
      <div className="rc-figures rc-when-result" hidden={result === null}>
        <h2 id="rc-result-heading" tabIndex={-1}>
          {copy.resultHeading}
        </h2>
        <div className="rc-headlines">
          <section className="rc-headline card" aria-labelledby="rc-yearly-heading">
            <h3 id="rc-yearly-heading">{copy.yearly.heading}</h3>
            <p className="rc-amount">{text('yearlyTotal')}</p>
            <p className="rc-headline-note">{text('yearlyShare')}</p>
            <details className="rc-how">
              <summary>{copy.howThisAddsUp}</summary>
              <dl>
                {yearlyParts.map(([key, ofWhich]) => (
                  <Part key={key} label={labels[key]!} amountKey={key} ofWhich={ofWhich} text={text} />
                ))}
              </dl>
            </details>
          </section>
          <section className="rc-headline card" aria-labelledby="rc-one-time-heading">
            <h3 id="rc-one-time-heading">{copy.oneTime.heading}</h3>
            <p className="rc-amount">{text('oneTimeTotal')}</p>
            <p className="rc-headline-note">{copy.oneTime.note}</p>
            <details className="rc-how">
              <summary>{copy.howThisAddsUp}</summary>
              <dl>
                {oneTimeParts.map((key) => (
                  <Part key={key} label={labels[key]!} amountKey={key} text={text} />
                ))}
              </dl>
              <p className="rc-formula">{text('oneTimeFormula')}</p>
            </details>
          </section>
        </div>
        <p className="rc-note">{copy.apart}</p>
      </div>
      {children}
      {/* Six columns scroll sideways on a phone: the region takes the focus so a keyboard can scroll it. */}
      <section className="rc-table-wrap rc-when-result" hidden={result === null} aria-labelledby="rc-compare-heading" tabIndex={0}>
        {/* A heading, not a caption: a caption is as wide as the table and would scroll away with it on a phone. */}
        <h2 id="rc-compare-heading">{copy.compareHeading}</h2>
        <table className="rc-compare" aria-labelledby="rc-compare-heading">
          <thead>
            <tr>
              <th scope="col">{copy.compareColumns.measure}</th>
              <th scope="col">{copy.compareColumns.yours}</th>
              <th scope="col">{copy.compareColumns.status}</th>
              <th scope="col">{copy.compareColumns.median}</th>
              <th scope="col">{copy.compareColumns.topPerformers}</th>
              <th scope="col">{copy.compareColumns.target}</th>
            </tr>
          </thead>
          <tbody>
            {rateFields.map((field) => (
              <tr key={field}>
                <th scope="row">{measureName(field)}</th>
                <td>{text(`${field}Yours`)}</td>
                <td>{text(`${field}Status`)}</td>
                <td>{rateUnits[field](benchmarks[field].median)}</td>
                <td>{rateUnits[field](benchmarks[field].topPerformers)}</td>
                <td>{benchmarks[field].target === null ? copy.noTarget : rateUnits[field](benchmarks[field].target)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="rc-book">
        {bookCallPrompt} <a href={bookCallLink.href}>{bookCallLink.label}</a>
      </p>
      <RevenueCheckMethod assumptions={assumptions} />
    </div>
  );
}
