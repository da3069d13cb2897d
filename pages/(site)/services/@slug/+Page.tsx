// https://vike.dev/Page: a service page (docs/product/pages.md#service-pages).
import { Breadcrumb } from '#components/Breadcrumb.tsx';
import { CallToActionBand } from '#components/CallToActionBand.tsx';
import { FlowDiagram } from '#components/illustrations/FlowDiagram.tsx';
import { PageHeader } from '#components/PageHeader.tsx';
import { serviceIcons } from '#components/service-icons.ts';
import { ProofSections } from '#components/proof/ProofSections.tsx';
import { ServiceSection } from '#components/sections/ServiceSection.tsx';
import { serviceDiagrams } from '#content/illustrations.ts';
import { serviceClosingCta, serviceHeaderLinks } from '#content/services/closing-cta.ts';
import { serviceBreadcrumbs } from '#content/services/index.ts';
import { usePageContext } from '#renderer/page-context.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { service } = usePageContext().data as Data;
  const diagram = serviceDiagrams[service.slug];
  return (
    <>
      <PageHeader
        eyebrow="Services"
        heading={service.title}
        intro={service.intro}
        before={<Breadcrumb items={serviceBreadcrumbs(service)} />}
        media={diagram && <FlowDiagram id="service-diagram" diagram={diagram} icon={serviceIcons[service.slug]} />}
      >
        <div className="page-header-actions">
          <a className="button button-primary" href={serviceHeaderLinks.contact.href}>
            {serviceHeaderLinks.contact.label}
          </a>
          {service.path !== serviceHeaderLinks.assessment.href && (
            <a className="button button-secondary" href={serviceHeaderLinks.assessment.href}>
              {serviceHeaderLinks.assessment.label}
            </a>
          )}
        </div>
      </PageHeader>
      {service.sections.map((section, index) => (
        <ServiceSection key={section.heading} section={section} muted={index % 2 === 1} />
      ))}
      <ProofSections where={{ page: 'service', slug: service.slug }} />
      <CallToActionBand cta={serviceClosingCta} secondaryLink={serviceClosingCta.secondaryLink} />
    </>
  );
}
