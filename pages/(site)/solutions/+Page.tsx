// https://vike.dev/Page: RCM solutions (docs/product/pages.md#solutions-page).
import { CallToActionBand } from '#components/CallToActionBand.tsx';
import type { IconName } from '#components/Icon.tsx';
import { IconCards } from '#components/IconCards.tsx';
import { HubDiagram } from '#components/illustrations/HubDiagram.tsx';
import { PageHeader } from '#components/PageHeader.tsx';
import { solutions } from '#content/solutions.ts';
import './solutions.css';

const cardIcons: IconName[] = ['users', 'workflow', 'chart', 'link', 'clock'];

export default function Page() {
  return (
    <>
      <PageHeader
        eyebrow="Solutions"
        heading={solutions.heading}
        intro={solutions.intro}
        media={<HubDiagram labels={solutions.cards.map((card) => card.title)} />}
      />
      <section className="section" aria-label="Our solutions">
        <div className="container">
          <IconCards items={solutions.cards} icons={cardIcons} headingLevel="h2" className="solution-cards" />
        </div>
      </section>
      <CallToActionBand cta={solutions.closingCta} secondaryLink={solutions.secondaryLink} />
    </>
  );
}
