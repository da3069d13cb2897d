/**
 * The featureRow and measuresBand sections (the Solutions page): a feature beside its chain diagram,
 * every other row flipped on a wide screen and shaded; and a full-width band naming the measures a
 * feature moves and which way each should go.
 */
import { CheckList } from '#components/CheckList.tsx';
import { Icon, type IconName } from '#components/Icon.tsx';
import { ChainDiagram } from '#components/illustrations/ChainDiagram.tsx';
import { headingId } from '#components/sections/ServiceSection.tsx';
import type { FeatureRowSection, MeasuresBandSection } from '#shared/page-sections/index.ts';
import './features.css';

export function FeatureRow({ section, index }: { section: FeatureRowSection; index: number }) {
  const id = `solution-${headingId(section.heading)}`;
  const [diagram] = section.diagram;
  return (
    <section className={`section solution-row${index % 2 === 1 ? ' solution-row-flipped section-muted' : ''}`} aria-labelledby={id}>
      <div className="container solution-row-grid">
        <div className="solution-row-text">
          <span className="icon-tile">
            <Icon name={section.icon as IconName} />
          </span>
          <h2 id={id}>{section.heading}</h2>
          <p>{section.text}</p>
          <CheckList items={section.features.map((feature) => feature.text)} />
        </div>
        {diagram && (
          <div className="solution-row-media">
            <ChainDiagram
              id={`${id}-diagram`}
              diagram={{
                title: diagram.title,
                description: diagram.description,
                steps: diagram.steps.map((step) => (step.text.includes(' | ') ? step.text.split(' | ') : step.text)),
                highlight: diagram.highlight,
              }}
            />
          </div>
        )}
      </div>
    </section>
  );
}

export function MeasuresBand({ section }: { section: MeasuresBandSection }) {
  const id = `solution-${headingId(section.heading)}`;
  return (
    <section className="section solution-band" aria-labelledby={id}>
      <div className="container solution-band-grid">
        <div>
          <h2 id={id}>{section.heading}</h2>
          <p>{section.text}</p>
          <CheckList items={section.features.map((feature) => feature.text)} />
        </div>
        <div>
          <p className="eyebrow">{section.measuresHeading}</p>
          <ul className="solution-measures">
            {section.measures.map((measure) => (
              <li key={measure.name}>
                <span className="solution-measure-arrow" aria-hidden="true">
                  {measure.better === 'higher' ? '↑' : '↓'}
                </span>
                <strong>{measure.name}</strong>
                <span>{measure.better === 'higher' ? 'Higher is better' : 'Lower is better'}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
