// Section kinds for the body of a page: the home sections and the service-page building blocks.
import { eyebrow, headed, list, select, text, textarea, textItem, titledItem, url } from './fields.ts';
import type { SectionKindSpec } from './specs.ts';
import { maxPickedProof } from '../proof-items.ts';

const starter = { anchor: '', heading: 'A heading for this section', intro: '' };
const twoItems = () => [
  { title: 'First item', text: 'A sentence or two about it.' },
  { title: 'Second item', text: 'A sentence or two about it.' },
];

export const about: SectionKindSpec<'about'> = {
  type: 'about',
  label: 'About pillars',
  description: 'A heading and intro over two to four pillars, each a title and a paragraph.',
  fields: [eyebrow, ...headed(), list('pillars', 'Pillars', titledItem(40, 240), 2, 4)],
  example: () => ({ id: '', type: 'about', ...starter, pillars: twoItems() }),
};

export const kpis: SectionKindSpec<'kpis'> = {
  type: 'kpis',
  label: 'KPI counters',
  description: 'Animated counters, each a target with a suffix, a title and a description. Targets, not results.',
  fields: [
    eyebrow,
    ...headed(),
    list(
      'items',
      'Counters',
      [
        { name: 'target', label: 'Target', kind: 'number', required: true, min: 0, max: 9999 },
        text('suffix', 'Suffix', 3),
        { name: 'lowerIsBetter', label: 'Lower is better (counts down)', kind: 'boolean' },
        text('title', 'Title', 30, { required: true }),
        textarea('description', 'Description', 120, { required: true }),
      ],
      1,
      4,
    ),
  ],
  example: () => ({
    id: '',
    type: 'kpis',
    ...starter,
    items: [{ target: 30, suffix: '', lowerIsBetter: true, title: 'Days in A/R', description: 'Average number of days from date of service to payment.' }],
  }),
};

export const platforms: SectionKindSpec<'platforms'> = {
  type: 'platforms',
  label: 'Platform grid',
  description: 'A grid of platform names with their wordmarks, and a trademark note.',
  fields: [
    eyebrow,
    ...headed(),
    list('items', 'Platforms', [text('name', 'Name', 30, { required: true }), { name: 'logo', label: 'Wordmark', kind: 'image', required: true }], 1, 16),
    textarea('disclaimer', 'Trademark note', 200),
  ],
  example: () => ({
    id: '',
    type: 'platforms',
    ...starter,
    items: [{ name: 'Epic', logo: { src: '/logos/epic.svg', alt: 'Epic', decorative: false } }],
    disclaimer: 'Product names are trademarks of their respective owners and are used for identification only.',
  }),
};

export const servicesSummary: SectionKindSpec<'servicesSummary'> = {
  type: 'servicesSummary',
  label: 'Services summary',
  description: 'Cards linking to service pages, each with a summary and up to four features.',
  fields: [
    eyebrow,
    ...headed(),
    list(
      'cards',
      'Cards',
      [
        text('title', 'Title', 40, { required: true }),
        url('href', 'Link', { required: true }),
        textarea('summary', 'Summary', 140, { required: true }),
        list('features', 'Features', textItem('Feature', 44), 0, 4),
      ],
      1,
      12,
    ),
  ],
  example: () => ({
    id: '',
    type: 'servicesSummary',
    ...starter,
    cards: [
      { title: 'RCM Assessment', href: '/services/rcm-assessment', summary: 'A review of your revenue cycle with a prioritized action plan.', features: [] },
    ],
  }),
};

const titledList = (max: number) => list('items', 'Items', titledItem(70, 420), 1, max);

export const benefits: SectionKindSpec<'benefits'> = {
  type: 'benefits',
  label: 'Benefit cards',
  description: 'A split row: the heading beside a ruled list of titled benefits.',
  fields: [...headed(), titledList(8)],
  example: () => ({ id: '', type: 'benefits', ...starter, items: twoItems() }),
};

export const process: SectionKindSpec<'process'> = {
  type: 'process',
  label: 'Two-column process list',
  description: 'Phases side by side, each a list of numbered steps.',
  fields: [
    ...headed(),
    list('columns', 'Phases', [text('heading', 'Phase', 60, { required: true }), list('steps', 'Steps', textItem('Step', 200), 1, 10)], 1, 3),
  ],
  example: () => ({
    id: '',
    type: 'process',
    ...starter,
    columns: [{ heading: 'First phase', steps: [{ text: 'The first step' }, { text: 'The next step' }] }],
  }),
};

export const workflows: SectionKindSpec<'workflows'> = {
  type: 'workflows',
  label: 'ERA and manual workflows',
  description: 'Two column cards, each with an intro and titled steps (such as the ERA and the manual posting workflows).',
  fields: [
    ...headed(),
    list(
      'columns',
      'Columns',
      [text('heading', 'Heading', 60, { required: true }), textarea('intro', 'Intro', 240), list('steps', 'Steps', titledItem(60, 300), 1, 8)],
      1,
      2,
    ),
  ],
  example: () => ({ id: '', type: 'workflows', ...starter, columns: [{ heading: 'A workflow', intro: '', steps: twoItems() }] }),
};

export const listKind: SectionKindSpec<'list'> = {
  type: 'list',
  label: 'Item grid or table',
  description: 'Titled items in a grid, or, with both column headings set, a two-column table.',
  fields: [...headed(), titledList(12), text('tableFirst', 'Table: first column heading', 30), text('tableSecond', 'Table: second column heading', 30)],
  example: () => ({ id: '', type: 'list', ...starter, items: twoItems(), tableFirst: '', tableSecond: '' }),
};

export const steps: SectionKindSpec<'steps'> = {
  type: 'steps',
  label: 'Steps',
  description: 'Titled items shown as a numbered sequence.',
  fields: [...headed(), titledList(8)],
  example: () => ({ id: '', type: 'steps', ...starter, items: twoItems() }),
};

export const callout: SectionKindSpec<'callout'> = {
  type: 'callout',
  label: 'Callout',
  description: 'A highlighted paragraph under a heading, with an optional link.',
  fields: [
    text('anchor', 'Anchor (fragment id)', 40),
    text('heading', 'Heading', 80, { required: true }),
    textarea('text', 'Text', 500, { required: true }),
    text('linkLabel', 'Link label', 48),
    url('linkHref', 'Link'),
  ],
  example: () => ({
    id: '',
    type: 'callout',
    anchor: '',
    heading: 'A heading for this callout',
    text: 'A sentence or two to highlight.',
    linkLabel: '',
    linkHref: '',
  }),
};

export const proof: SectionKindSpec<'proof'> = {
  type: 'proof',
  label: 'Proof: testimonials, case studies, logos',
  description: 'Proof items picked for this page, or else those placed on a page in the dashboard’s Proof list; nothing shows while none is picked or placed.',
  fields: [
    select('placement', 'Show the items placed on', [
      { value: 'home', label: 'Home page' },
      { value: 'uswha', label: 'Member program' },
      ...[
        'insurance-verification',
        'medical-coding',
        'claims-submission',
        'denial-management',
        'payment-posting',
        'accounts-receivable',
        'reporting-analytics',
        'consulting-optimization',
        'technology-integration',
        'rcm-assessment',
      ].map((slug) => ({ value: `service:${slug}`, label: `Service: ${slug}` })),
    ]),
    {
      name: 'items',
      label: 'Items for this page',
      kind: 'proofItems',
      maxItems: maxPickedProof,
      help: 'Pick items to show only these here, each kind under its heading, in the order picked, instead of the items placed on the page above.',
    },
  ],
  example: () => ({ id: '', type: 'proof', placement: 'home', items: [] }),
};
