// Section kinds for feature pages, legal pages and free content: icon cards, feature rows with their
// illustrations, the measures band, the revenue check, legal documents, rich text and FAQ.
import { anchor, eyebrow, headed, iconField, list, select, text, textarea, textItem } from './fields.ts';
import type { SectionKindSpec } from './specs.ts';

export const iconCards: SectionKindSpec<'iconCards'> = {
  type: 'iconCards',
  label: 'Icon cards',
  description: 'A three-column grid of cards, each with an icon, a title and a sentence or two.',
  fields: [
    eyebrow,
    ...headed(),
    list('items', 'Cards', [iconField(), text('title', 'Title', 40, { required: true }), textarea('text', 'Text', 240, { required: true })], 1, 9),
  ],
  example: () => ({
    id: '',
    type: 'iconCards',
    anchor: '',
    heading: 'A heading for these cards',
    intro: '',
    items: [{ icon: 'check', title: 'A card', text: 'A sentence or two about it.' }],
  }),
};

export const featureRow: SectionKindSpec<'featureRow'> = {
  type: 'featureRow',
  label: 'Feature row with illustration',
  description: 'A feature’s heading, text and checks beside a chain diagram; consecutive rows alternate sides.',
  fields: [
    iconField(),
    text('heading', 'Heading', 60, { required: true }),
    textarea('text', 'Text', 320, { required: true }),
    list('features', 'Checks', textItem('Check', 44), 0, 5),
    list(
      'diagram',
      'Chain diagram',
      [
        text('title', 'Diagram title', 44, { required: true }),
        textarea('description', 'Description (for screen readers)', 300, { required: true }),
        list('steps', 'Steps', textItem('Step (a row of boxes: "A | B | C")', 60), 2, 5),
        { name: 'highlight', label: 'Highlighted step (from 0)', kind: 'number', min: 0, max: 4 },
      ],
      0,
      1,
    ),
  ],
  example: () => ({ id: '', type: 'featureRow', icon: 'check', heading: 'A feature', text: 'A sentence or two about it.', features: [], diagram: [] }),
};

export const measuresBand: SectionKindSpec<'measuresBand'> = {
  type: 'measuresBand',
  label: 'Measures band',
  description: 'A full-width band: a feature beside the measures it moves, each marked higher or lower is better. No figures.',
  fields: [
    text('heading', 'Heading', 60, { required: true }),
    textarea('text', 'Text', 320, { required: true }),
    list('features', 'Checks', textItem('Check', 44), 0, 5),
    text('measuresHeading', 'Measures heading', 40, { required: true }),
    list(
      'measures',
      'Measures',
      [
        text('name', 'Measure', 30, { required: true }),
        select('better', 'Better when', [
          { value: 'higher', label: 'Higher' },
          { value: 'lower', label: 'Lower' },
        ]),
      ],
      1,
      6,
    ),
  ],
  example: () => ({
    id: '',
    type: 'measuresBand',
    heading: 'A feature',
    text: 'A sentence or two about it.',
    features: [],
    measuresHeading: 'The measures we track',
    measures: [{ name: 'Days in A/R', better: 'lower' }],
  }),
};

export const revenueCheck: SectionKindSpec<'revenueCheck'> = {
  type: 'revenueCheck',
  label: 'Revenue check',
  description: 'The revenue check form with its heading and intro (its copy and assumptions are set under Settings).',
  fields: [],
  example: () => ({ id: '', type: 'revenueCheck' }),
};

export const guide: SectionKindSpec<'guide'> = {
  type: 'guide',
  label: 'Guide to download',
  description: 'A guide from the Guides list: its cover, title and description, and a form that emails the visitor a link to the PDF.',
  fields: [
    anchor,
    { name: 'guideId', label: 'Guide', kind: 'guide', help: 'The guide the section offers, from the Guides list. Without one the section shows nothing.' },
    { name: 'muted', label: 'Muted background', kind: 'boolean' },
  ],
  example: () => ({ id: '', type: 'guide', anchor: '' }),
};

export const legal: SectionKindSpec<'legal'> = {
  type: 'legal',
  label: 'Legal document',
  description: 'A policy with its h1, date, intro and numbered parts. {companyName}, {legalName}, {email} and {phone} are filled from the company details.',
  fields: [
    text('title', 'Title (h1)', 60, { required: true }),
    text('lastUpdated', 'Last updated', 30, { required: true }),
    textarea('intro', 'Intro', 1200, { required: true }),
    list(
      'parts',
      'Parts',
      [
        text('anchor', 'Anchor (fragment id)', 60, { required: true }),
        text('heading', 'Heading', 80, { required: true }),
        list('paragraphs', 'Paragraphs', [textarea('text', 'Paragraph', 1500, { required: true })], 0, 8),
        list('list', 'Bullet list', [textarea('text', 'Item', 1000, { required: true })], 0, 12),
      ],
      1,
      30,
    ),
  ],
  example: () => ({
    id: '',
    type: 'legal',
    title: 'Policy',
    lastUpdated: 'Month Year',
    intro: 'What this policy covers.',
    parts: [{ anchor: 'scope', heading: 'Scope', paragraphs: [{ text: 'What this part says.' }], list: [] }],
  }),
};

export const richText: SectionKindSpec<'richText'> = {
  type: 'richText',
  label: 'Rich text',
  description: 'Formatted text: paragraphs, headings from h2 down, bold, italic, links, lists and quotes.',
  fields: [{ name: 'html', label: 'Text', kind: 'richText', required: true, maxLength: 6000 }],
  // Empty, not sample words: the editor shows its placeholder, and a publish refuses it until written.
  example: () => ({ id: '', type: 'richText', html: '' }),
};

export const faq: SectionKindSpec<'faq'> = {
  type: 'faq',
  label: 'FAQ',
  description: 'Questions and answers; search engines receive them as FAQPage structured data.',
  fields: [
    text('heading', 'Heading', 80, { required: true }),
    list('items', 'Questions', [text('question', 'Question', 160, { required: true }), textarea('answer', 'Answer', 1000, { required: true })], 1, 20),
  ],
  example: () => ({ id: '', type: 'faq', heading: 'Frequently Asked Questions', items: [{ question: 'A question visitors ask?', answer: 'The answer.' }] }),
};
