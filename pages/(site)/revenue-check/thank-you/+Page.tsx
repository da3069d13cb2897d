// https://vike.dev/Page: after an analysis request from the revenue check: the visitor's figures (from the
// page address, the inputs only) and what happens next. No script.
import { bookCallLink, bookCallPrompt } from '#content/booking.ts';
import { Icon } from '#components/Icon.tsx';
import { revenueCheckDisplay, revenueCheckTargets, revenueCheckThankYouCopy } from '#content/revenue-check.ts';
import { outputLabel } from '#islands/revenue-check/RevenueCheckResult.tsx';
import { usePageContext } from '#renderer/page-context.tsx';
import { computeRevenueCheck } from '#shared/revenue-check.ts';
import type { Data } from './+data.ts';
import '#islands/revenue-check/revenue-check.css';

const rows = ['deniedNeverReworked', 'arBeyondTarget', 'collectionShortfall', 'total'] as const;

export default function Page() {
  const { assumptions, inputs, mailSent, bookHref } = usePageContext().data as Data;
  const copy = revenueCheckThankYouCopy;
  const display = inputs
    ? revenueCheckDisplay(computeRevenueCheck(inputs, assumptions, revenueCheckTargets), assumptions.neverReworkedShare.value, revenueCheckTargets)
    : null;
  return (
    <section className="section">
      <div className="container rc-container">
        <span className="icon-tile icon-tile-large">
          <Icon name="check" />
        </span>
        <h1>{copy.heading}</h1>
        <p className="lead">{copy.message}</p>
        {display && (
          <div className="rc-table-wrap">
            <table className="rc-compare rc-thank-you-figures">
              <caption>Your figures</caption>
              <tbody>
                {rows.map((key) => (
                  <tr key={key}>
                    <th scope="row">{outputLabel(key)}</th>
                    <td>
                      <strong>{display[key]}</strong>
                      <br />
                      <span className="rc-formula">{display[`${key}Formula`]}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <h2>{copy.nextStepsHeading}</h2>
        <ol>
          {copy.nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>{mailSent ? copy.emailNote : copy.keepNote}</p>
        <p>
          {bookCallPrompt} <a href={bookHref}>{bookCallLink.label}</a>
        </p>
        <a className="button button-primary" href={copy.backLink.href}>
          {copy.backLink.label}
        </a>
      </div>
    </section>
  );
}
