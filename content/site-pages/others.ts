// /solutions, /uswha, the legal pages and /thank-you as typed sections, from their content/*.ts: the
// defaults a new database is seeded with (docs/product/pages.md#pages-as-data).
import type { PageContent, Section } from '#shared/page-sections/index.ts';
import { memberProgramDiagram } from '../illustrations.ts';
import { privacyPolicy, termsOfService } from '../legal.ts';
import { pageMeta } from '../meta.ts';
import { solutions } from '../solutions.ts';
import { thankYou } from '../thank-you.ts';
import type { LegalDocument, PageKey } from '../types.ts';
import { uswha } from '../uswha.ts';
import { lineBreaksAsText, seoOf } from './seo.ts';
import { thankYouNextSteps } from './next-steps.ts';

/** The Solutions page's icons, by solution (as the page drew them). */
const solutionIcons: Record<string, string> = {
  'Dedicated Teams': 'users',
  'Custom Workflows': 'workflow',
  'Performance Optimization': 'chart',
  'EHR Integration': 'link',
  '24/7 Claims Monitoring': 'clock',
};

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function solutionSection(card: (typeof solutions.cards)[number]): Section {
  const features = card.features.map((text) => ({ text }));
  if (card.title === solutions.band.title) {
    return {
      id: slugOf(card.title),
      type: 'measuresBand',
      heading: card.title,
      text: card.text,
      features,
      measuresHeading: solutions.band.measuresHeading,
      measures: solutions.band.measures,
    };
  }
  const diagram = solutions.diagrams[card.title];
  return {
    id: slugOf(card.title),
    type: 'featureRow',
    icon: solutionIcons[card.title] ?? 'check',
    heading: card.title,
    text: card.text,
    features,
    diagram: diagram
      ? [
          {
            title: diagram.title,
            description: diagram.description,
            steps: diagram.steps.map((step) => ({ text: typeof step === 'string' ? step : step.join(' | ') })),
            highlight: diagram.highlight,
          },
        ]
      : [],
  };
}

function solutionsPage(): PageContent {
  return {
    path: '/solutions',
    title: 'Solutions',
    ...seoOf(pageMeta.solutions),
    sections: [
      {
        id: 'header',
        type: 'pageHeader',
        eyebrow: 'Solutions',
        heading: solutions.heading,
        intro: solutions.intro,
        breadcrumbHref: '',
        buttons: [],
        stats: [],
        flowDiagram: [],
        hubLabels: solutions.cards.map((card) => ({ label: card.title })),
      },
      ...solutions.cards.map(solutionSection),
      {
        id: 'next-step',
        type: 'ctaBand',
        anchor: 'next-step',
        heading: solutions.closingCta.heading,
        text: solutions.closingCta.text,
        buttonLabel: solutions.closingCta.label,
        buttonHref: solutions.closingCta.href,
        secondaryLabel: solutions.secondaryLink.label,
        secondaryHref: solutions.secondaryLink.href,
      },
    ],
  };
}

function uswhaPage(): PageContent {
  const { features, assessmentCta } = uswha;
  return {
    path: '/uswha',
    title: 'Member Program',
    ...seoOf(pageMeta.uswha),
    sections: [
      {
        id: 'header',
        type: 'pageHeader',
        eyebrow: 'USWHA Member Program',
        heading: uswha.heading,
        intro: uswha.intro,
        breadcrumbHref: '',
        buttons: [],
        stats: uswha.stats,
        flowDiagram: [{ ...memberProgramDiagram, steps: memberProgramDiagram.steps.map(lineBreaksAsText), icon: 'heart' }],
        hubLabels: [],
      },
      {
        id: 'member-benefits',
        type: 'iconCards',
        anchor: features.id,
        heading: features.heading,
        intro: features.intro,
        items: features.items.map((item, index) => ({ icon: ['tag', 'workflow', 'heart', 'chart', 'users', 'link'][index] ?? 'check', ...item })),
      },
      {
        id: 'complimentary-assessment',
        type: 'callout',
        anchor: 'complimentary-assessment',
        heading: assessmentCta.heading,
        text: assessmentCta.text,
        linkLabel: assessmentCta.label,
        linkHref: assessmentCta.href,
      },
      { id: 'proof', type: 'proof', placement: 'uswha' },
      { id: 'contact', type: 'contact', heading: uswha.contact.heading, intro: uswha.contact.intro, subject: uswha.contactSubject },
    ],
  };
}

/** The company's details stay live in a legal text: the page fills these from the dashboard's settings. */
const companyTokens = { name: '{companyName}', legalName: '{legalName}', email: '{email}', phone: '{phone}' };

function legalPage(path: string, key: PageKey, document: LegalDocument): PageContent {
  return {
    path,
    title: document.title,
    ...seoOf(pageMeta[key]),
    sections: [
      {
        id: 'document',
        type: 'legal',
        title: document.title,
        lastUpdated: document.lastUpdated,
        intro: document.intro,
        parts: document.sections.map((part) => ({
          anchor: part.id,
          heading: part.heading,
          paragraphs: part.paragraphs.map((text) => ({ text })),
          list: (part.list ?? []).map((text) => ({ text })),
        })),
      },
    ],
  };
}

function thankYouPage(): PageContent {
  return {
    path: '/thank-you',
    title: 'Thank You',
    ...seoOf(pageMeta['thank-you']),
    sections: [
      {
        id: 'message',
        type: 'message',
        heading: thankYou.heading,
        message: thankYou.message,
        followUp: thankYou.followUp,
        buttonLabel: thankYou.homeLink.label,
        buttonHref: thankYou.homeLink.href,
      },
      thankYouNextSteps,
    ],
  };
}

export const otherPages = (): PageContent[] => [
  solutionsPage(),
  uswhaPage(),
  legalPage('/privacy-policy', 'privacy-policy', privacyPolicy(companyTokens)),
  legalPage('/terms-of-service', 'terms-of-service', termsOfService(companyTokens)),
  thankYouPage(),
];
