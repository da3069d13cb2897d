// https://vike.dev/Page: the member program (docs/product/pages.md#member-program-page).
import { ContactSection } from '#components/contact/ContactSection.tsx';
import type { IconName } from '#components/Icon.tsx';
import { IconCards } from '#components/IconCards.tsx';
import { FlowDiagram } from '#components/illustrations/FlowDiagram.tsx';
import { PageHeader } from '#components/PageHeader.tsx';
import { ProofSections } from '#components/proof/ProofSections.tsx';
import { CalloutSection } from '#components/sections/CalloutSection.tsx';
import { SectionHeading } from '#components/SectionHeading.tsx';
import { memberProgramDiagram } from '#content/illustrations.ts';
import { uswha } from '#content/uswha.ts';
import './uswha.css';

const featureIcons: IconName[] = ['tag', 'workflow', 'heart', 'chart', 'users', 'link'];

export default function Page() {
  const { features, assessmentCta } = uswha;
  return (
    <>
      <PageHeader
        eyebrow="USWHA Member Program"
        heading={uswha.heading}
        intro={uswha.intro}
        media={<FlowDiagram id="member-diagram" diagram={memberProgramDiagram} icon="heart" />}
      >
        <dl className="member-stats">
          {uswha.stats.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </PageHeader>
      <section id={features.id} className="section" aria-labelledby="member-benefits-heading">
        <div className="container">
          <SectionHeading id="member-benefits-heading" heading={features.heading} intro={features.intro} />
          <IconCards items={features.items} icons={featureIcons} />
        </div>
      </section>
      <CalloutSection
        id="complimentary-assessment"
        section={{ kind: 'callout', heading: assessmentCta.heading, text: assessmentCta.text, link: { label: assessmentCta.label, href: assessmentCta.href } }}
      />
      <ProofSections where={{ page: 'uswha' }} />
      <ContactSection variant="uswha" />
    </>
  );
}
