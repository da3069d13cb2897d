import type { ServicesSummarySection } from '#shared/page-sections/index.ts';
import { CheckList } from '../CheckList.tsx';
import { Icon } from '../Icon.tsx';
import { SectionHeading } from '../SectionHeading.tsx';
import { serviceIconFor } from '../service-icons.ts';
import './services-summary.css';

/** Six service cards, each leading to its page. */
export function ServicesSummary({ section: servicesSummary, id }: { section: ServicesSummarySection; id: string }) {
  return (
    <section id={id} className={`section${servicesSummary.muted ? ' section-muted' : ''}`} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <SectionHeading id={`${id}-heading`} eyebrow={servicesSummary.eyebrow} heading={servicesSummary.heading} intro={servicesSummary.intro} />
        <ul className="grid card-grid card-grid-3">
          {servicesSummary.cards.map((card) => (
            <li key={card.href} className="card service-card">
              <span className="icon-tile">
                <Icon name={serviceIconFor(card.href)} />
              </span>
              <h3>
                {/* The link covers the whole card (see .service-card a::after). */}
                <a href={card.href}>{card.title}</a>
              </h3>
              <p>{card.summary}</p>
              <CheckList items={card.features.map((feature) => feature.text)} />
              <span className="service-card-more" aria-hidden="true">
                Learn more <span className="arrow">→</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
