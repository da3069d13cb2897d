// https://vike.dev/Page: RCM solutions (docs/product/pages.md#solutions-page).
import { CallToActionBand } from '#components/CallToActionBand.tsx';
import { CheckList } from '#components/CheckList.tsx';
import { Icon, type IconName } from '#components/Icon.tsx';
import { ChainDiagram } from '#components/illustrations/ChainDiagram.tsx';
import { HubDiagram } from '#components/illustrations/HubDiagram.tsx';
import { PageHeader } from '#components/PageHeader.tsx';
import { headingId } from '#components/sections/ServiceSection.tsx';
import { solutions, type SolutionCard } from '#content/solutions.ts';
import './solutions.css';

const icons: Record<string, IconName> = {
  'Dedicated Teams': 'users',
  'Custom Workflows': 'workflow',
  'Performance Optimization': 'chart',
  'EHR Integration': 'link',
  '24/7 Claims Monitoring': 'clock',
};

/** A solution's title, text and features beside its diagram; every other row puts the diagram first on a wide screen. */
function SolutionRow({ solution, index }: { solution: SolutionCard; index: number }) {
  const id = `solution-${headingId(solution.title)}`;
  const diagram = solutions.diagrams[solution.title];
  return (
    <section className={`section solution-row${index % 2 === 1 ? ' solution-row-flipped section-muted' : ''}`} aria-labelledby={id}>
      <div className="container solution-row-grid">
        <div className="solution-row-text">
          <span className="icon-tile">
            <Icon name={icons[solution.title] ?? 'check'} />
          </span>
          <h2 id={id}>{solution.title}</h2>
          <p>{solution.text}</p>
          <CheckList items={solution.features} />
        </div>
        {diagram && (
          <div className="solution-row-media">
            <ChainDiagram id={`${id}-diagram`} diagram={diagram} />
          </div>
        )}
      </div>
    </section>
  );
}

/** The solution about results, as a full-width band naming the measures and which way each should move. */
function MeasuresBand({ solution }: { solution: SolutionCard }) {
  const id = `solution-${headingId(solution.title)}`;
  return (
    <section className="section solution-band" aria-labelledby={id}>
      <div className="container solution-band-grid">
        <div>
          <h2 id={id}>{solution.title}</h2>
          <p>{solution.text}</p>
          <CheckList items={solution.features} />
        </div>
        <div>
          <p className="eyebrow">{solutions.band.measuresHeading}</p>
          <ul className="solution-measures">
            {solutions.band.measures.map((measure) => (
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

export default function Page() {
  let row = 0;
  return (
    <>
      <PageHeader
        eyebrow="Solutions"
        heading={solutions.heading}
        intro={solutions.intro}
        media={<HubDiagram labels={solutions.cards.map((card) => card.title)} />}
      />
      {solutions.cards.map((solution) =>
        solution.title === solutions.band.title ? (
          <MeasuresBand key={solution.title} solution={solution} />
        ) : (
          <SolutionRow key={solution.title} solution={solution} index={row++} />
        ),
      )}
      <CallToActionBand cta={solutions.closingCta} secondaryLink={solutions.secondaryLink} />
    </>
  );
}
