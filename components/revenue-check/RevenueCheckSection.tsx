/**
 * The revenue check as a page section (docs/product/revenue-check.md): its heading, intro and the island.
 * A page places it with the owners' assumptions and the visitor's state from its +data.
 */
import { revenueCheckCopy } from '#content/revenue-check.ts';
import { RevenueCheckForm, type RevenueCheckState } from '#islands/revenue-check/RevenueCheckForm.tsx';
import { Island } from '#renderer/Island.server.tsx';
import type { RevenueCheckAssumptions } from '#shared/revenue-check.ts';

export function RevenueCheckSection({
  assumptions,
  state,
  headingLevel = 1,
}: {
  assumptions: RevenueCheckAssumptions;
  state: RevenueCheckState;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  // The visitor's values reach the markup through this closure, not the island's props (which the page keeps as data).
  const Form = () => <RevenueCheckForm assumptions={assumptions} state={state} />;
  return (
    <section className="section revenue-check-section" aria-labelledby="revenue-check-heading">
      <div className="container rc-container">
        <Heading id="revenue-check-heading">{revenueCheckCopy.heading}</Heading>
        <p className="lead">{revenueCheckCopy.intro}</p>
        <Island name="RevenueCheck" component={Form} id="revenue-check" props={{ assumptions }} />
      </div>
    </section>
  );
}
