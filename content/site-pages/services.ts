// The ten service pages as typed sections, from content/services/*.ts: the defaults a new database is
// seeded with (docs/product/pages.md#pages-as-data).
import type { PageContent, Section as PageSection } from '#shared/page-sections/index.ts';
import { serviceDiagrams } from '../illustrations.ts';
import { pageMeta } from '../meta.ts';
import { serviceClosingCta, serviceHeaderLinks } from '../services/closing-cta.ts';
import { serviceIconNames as icons } from '../services/icons.ts';
import { services } from '../services/index.ts';
import type { Section, ServicePage } from '../types.ts';
import { lineBreaksAsText, seoOf } from './seo.ts';

/** A service-page block as a section; the old pages shaded every other block, starting with the second. */
function bodySection(section: Section, index: number): PageSection {
  const common = { id: `block-${index + 1}`, anchor: '', intro: section.kind === 'callout' ? '' : (section.intro ?? ''), muted: index % 2 === 1 };
  switch (section.kind) {
    case 'benefits':
    case 'steps':
      return { ...common, type: section.kind, heading: section.heading, items: section.items };
    case 'list':
      return {
        ...common,
        type: 'list',
        heading: section.heading,
        items: section.items,
        tableFirst: section.table?.[0] ?? '',
        tableSecond: section.table?.[1] ?? '',
      };
    case 'process':
      return {
        ...common,
        type: 'process',
        heading: section.heading,
        columns: section.columns.map((column) => ({ heading: column.heading, steps: column.steps.map((text) => ({ text })) })),
      };
    case 'workflows':
      return {
        ...common,
        type: 'workflows',
        heading: section.heading,
        columns: section.columns.map((column) => ({ heading: column.heading, intro: column.intro ?? '', steps: column.steps })),
      };
    case 'callout':
      return {
        id: common.id,
        type: 'callout',
        anchor: '',
        heading: section.heading,
        text: section.text,
        linkLabel: section.link?.label ?? '',
        linkHref: section.link?.href ?? '',
      };
  }
}

function servicePage(service: ServicePage): PageContent {
  const diagram = serviceDiagrams[service.slug];
  return {
    path: service.path,
    title: service.shortTitle,
    ...seoOf(pageMeta[service.slug]),
    sections: [
      {
        id: 'header',
        type: 'pageHeader',
        eyebrow: 'Services',
        heading: service.title,
        intro: service.intro,
        breadcrumbHref: '/#services',
        breadcrumbLabel: service.shortTitle,
        buttons:
          service.path === serviceHeaderLinks.assessment.href ? [serviceHeaderLinks.contact] : [serviceHeaderLinks.contact, serviceHeaderLinks.assessment],
        stats: [],
        flowDiagram: diagram ? [{ ...diagram, steps: diagram.steps.map(lineBreaksAsText), icon: icons[service.slug] }] : [],
        hubLabels: [],
      },
      ...service.sections.map(bodySection),
      { id: 'proof', type: 'proof', placement: `service:${service.slug}` },
      {
        id: 'next-step',
        type: 'ctaBand',
        anchor: 'next-step',
        heading: serviceClosingCta.heading,
        text: serviceClosingCta.text,
        buttonLabel: serviceClosingCta.label,
        buttonHref: serviceClosingCta.href,
        secondaryLabel: serviceClosingCta.secondaryLink.label,
        secondaryHref: serviceClosingCta.secondaryLink.href,
      },
    ],
  };
}

export const servicePages = (): PageContent[] => services.map(servicePage);
