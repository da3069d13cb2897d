// https://vike.dev/Page: after an analysis request from the revenue check: the visitor's figures (from the
// page address, the inputs only), what happens next, and a time for the call picked right here.
import { inlineBookingText } from '#content/booking.ts';
import { Icon } from '#components/Icon.tsx';
import { partLabels, revenueCheckCopy, revenueCheckDisplay, revenueCheckThankYouCopy } from '#content/revenue-check.ts';
import { oneTimeParts, yearlyParts } from '#islands/revenue-check/RevenueCheckResult.tsx';
import { usePageContext } from '#renderer/page-context.tsx';
import { computeRevenueCheck } from '#shared/revenue-check.ts';
import type { Data } from './+data.ts';
import { ThankYouBooking } from '../../book/ThankYouBooking.tsx';
import '#islands/revenue-check/revenue-check.css';

export default function Page() {
  const { assumptions, inputs, mailSent, lead } = usePageContext().data as Data;
  const copy = revenueCheckThankYouCopy;
  const display = inputs ? revenueCheckDisplay(computeRevenueCheck(inputs, assumptions), assumptions) : null;
  const labels = partLabels(assumptions);
  // The two headlines, each followed by its parts; never a row that adds them together.
  const rows: [label: string, key: string, headline: boolean][] = [
    [revenueCheckCopy.yearly.heading, 'yearlyTotal', true],
    ...yearlyParts.map(([key]): [string, string, boolean] => [labels[key]!, key, false]),
    [revenueCheckCopy.oneTime.heading, 'oneTimeTotal', true],
    ...oneTimeParts.map((key): [string, string, boolean] => [labels[key]!, key, false]),
  ];
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
                {rows.map(([label, key, headline]) => (
                  <tr key={key} className={headline ? 'rc-thank-you-headline' : undefined}>
                    <th scope="row">{label}</th>
                    <td>
                      <strong>{display[key]}</strong>
                      {display[`${key}Formula`] && (
                        <>
                          <br />
                          <span className="rc-formula">{display[`${key}Formula`]}</span>
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {display && <p className="rc-note">{revenueCheckCopy.apart}</p>}
        {/* The success state's next steps: what follows a sent analysis request (docs/product/revenue-check.md#the-analysis-request). */}
        <h2>{copy.nextStepsHeading}</h2>
        <ol>
          {copy.nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>{mailSent ? copy.emailNote : copy.keepNote}</p>
        <h2>{inlineBookingText.heading}</h2>
        <ThankYouBooking lead={lead} mailSent={mailSent} />
        <a className="button button-secondary" href={copy.backLink.href}>
          {copy.backLink.label}
        </a>
      </div>
    </section>
  );
}
