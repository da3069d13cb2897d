import { kpis } from '#content/home.ts';
import { KpiCounters } from '#islands/kpis/KpiCounters.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { SectionHeading } from '../SectionHeading.tsx';

/** The KPI counters (docs/product/pages.md#home-page). */
export function ResultsSection() {
  return (
    <section id={kpis.id} className="section section-muted" aria-labelledby="results-heading">
      <div className="container">
        <SectionHeading id="results-heading" eyebrow="Results" heading={kpis.heading} intro={kpis.intro} />
        <Island name="KpiCounters" component={KpiCounters} id="kpis" props={{}} />
      </div>
    </section>
  );
}
