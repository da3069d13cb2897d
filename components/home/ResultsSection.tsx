import { KpiCounters } from '#islands/kpis/KpiCounters.tsx';
import { Island } from '#renderer/Island.server.tsx';
import type { KpiSection } from '#shared/page-sections/index.ts';
import { SectionHeading } from '../SectionHeading.tsx';

/** The KPI counters (docs/product/pages.md#home-page). */
export function ResultsSection({ section: kpis, id }: { section: KpiSection; id: string }) {
  const Counters = () => <KpiCounters items={kpis.items} />;
  return (
    <section id={id} className={`section${kpis.muted ? ' section-muted' : ''}`} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <SectionHeading id={`${id}-heading`} eyebrow={kpis.eyebrow} heading={kpis.heading} intro={kpis.intro} />
        <Island name="KpiCounters" component={Counters} id="kpis" props={{}} />
      </div>
    </section>
  );
}
