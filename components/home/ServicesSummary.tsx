import { servicesSummary } from '#content/home.ts';
import { CheckList } from '../CheckList.tsx';
import { Icon } from '../Icon.tsx';
import { SectionHeading } from '../SectionHeading.tsx';
import { serviceIconFor } from '../service-icons.ts';
import './services-summary.css';

/** Six service cards, each leading to its page. */
export function ServicesSummary() {
  return (
    <section id={servicesSummary.id} className="section section-muted" aria-labelledby="services-heading">
      <div className="container">
        <SectionHeading id="services-heading" eyebrow="Services" heading={servicesSummary.heading} intro={servicesSummary.intro} />
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
              <CheckList items={card.features} />
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
