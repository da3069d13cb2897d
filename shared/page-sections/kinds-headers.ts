// Section kinds that open a page (the h1) or close it: hero, page header, message, call-to-action band, contact.
import { iconField, linkItem, list, text, textarea, textItem, url } from './fields.ts';
import { headerImage } from './kinds-images.ts';
import type { SectionKindSpec } from './specs.ts';

export const hero: SectionKindSpec<'hero'> = {
  type: 'hero',
  label: 'Hero with workflow strip',
  description: 'The home page opening: the brand, the page’s h1, a lead paragraph, up to three buttons and the animated workflow strip.',
  fields: [
    text('eyebrow', 'Eyebrow', 60),
    text('heading', 'Heading (h1)', 70, { required: true }),
    textarea('subheading', 'Lead paragraph', 280, { required: true }),
    list('buttons', 'Buttons', linkItem, 1, 3, { help: 'The first is the primary button.' }),
    headerImage,
    list('stages', 'Workflow stages', [text('title', 'Stage', 40, { required: true }), list('details', 'Details', textItem('Detail', 40), 1, 4)], 6, 6, {
      help: 'Six stages: the strip’s animation is timed for six.',
    }),
  ],
  example: () => ({
    id: '',
    type: 'hero',
    eyebrow: 'Revenue cycle management for medical practices',
    heading: 'The page heading',
    subheading: 'One or two sentences that say what the visitor gets here.',
    buttons: [{ label: 'Contact Us', href: '/#contact' }],
    stages: ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth'].map((ordinal) => ({
      title: `${ordinal} stage`,
      details: [{ text: 'What happens in it' }],
    })),
  }),
};

const flowDiagram = [
  text('title', 'Diagram title', 44, { required: true }),
  textarea('description', 'Description (for screen readers)', 300, { required: true }),
  list('steps', 'Steps', textItem('Step (a line break with \\n, 13 characters a line)', 28), 4, 4),
  text('loop', 'The loop back', 50, { required: true }),
  iconField(),
];

export const pageHeader: SectionKindSpec<'pageHeader'> = {
  type: 'pageHeader',
  label: 'Page header',
  description: 'The opening of an inner page: an eyebrow, the page’s h1, an intro, buttons or figures, and an illustration.',
  fields: [
    text('eyebrow', 'Eyebrow', 40),
    text('heading', 'Heading (h1)', 80, { required: true }),
    textarea('intro', 'Intro', 420),
    url('breadcrumbHref', 'Breadcrumb: the eyebrow’s link', { help: 'Set it to show Home › eyebrow › this page above the heading.' }),
    text('breadcrumbLabel', 'Breadcrumb: this page’s short name', 40, { help: 'The heading when empty.' }),
    list('buttons', 'Buttons', linkItem, 0, 2),
    list('stats', 'Figures', [text('value', 'Figure', 12, { required: true }), text('label', 'Label', 40, { required: true })], 0, 3),
    list('flowDiagram', 'Flow diagram', flowDiagram, 0, 1),
    list('hubLabels', 'Hub diagram labels', [text('label', 'Label', 26, { required: true })], 0, 6, {
      help: 'Drawn when there is no flow diagram.',
    }),
    headerImage,
  ],
  example: () => ({
    id: '',
    type: 'pageHeader',
    eyebrow: '',
    heading: 'The page heading',
    intro: 'One or two sentences that say what this page is about.',
    breadcrumbHref: '',
    buttons: [{ label: 'Talk to Our Team', href: '/#contact' }],
    stats: [],
    flowDiagram: [],
    hubLabels: [],
  }),
};

export const message: SectionKindSpec<'message'> = {
  type: 'message',
  label: 'Message',
  description: 'A short centred message with a check icon, the page’s h1 and one button, as on the thank-you page.',
  fields: [
    text('heading', 'Heading (h1)', 60, { required: true }),
    text('message', 'Message', 120, { required: true }),
    textarea('followUp', 'Follow-up', 240),
    text('buttonLabel', 'Button label', 32, { required: true }),
    url('buttonHref', 'Button link', { required: true }),
  ],
  example: () => ({
    id: '',
    type: 'message',
    heading: 'Thank You!',
    message: 'Your message has been sent.',
    followUp: '',
    buttonLabel: 'Back to Home',
    buttonHref: '/',
  }),
};

export const ctaBand: SectionKindSpec<'ctaBand'> = {
  type: 'ctaBand',
  label: 'Call-to-action band',
  description: 'A closing band: a heading, a sentence, the main button and an optional second link.',
  fields: [
    text('anchor', 'Anchor (fragment id)', 40),
    text('heading', 'Heading', 80, { required: true }),
    textarea('text', 'Text', 300, { required: true }),
    text('buttonLabel', 'Button label', 32, { required: true }),
    url('buttonHref', 'Button link', { required: true }),
    text('secondaryLabel', 'Second link label', 48),
    url('secondaryHref', 'Second link'),
  ],
  example: () => ({
    id: '',
    type: 'ctaBand',
    anchor: 'next-step',
    heading: 'Ready to Talk?',
    text: 'Tell us about your practice and we will reply with a recommended starting point.',
    buttonLabel: 'Contact Us',
    buttonHref: '/#contact',
    secondaryLabel: '',
    secondaryHref: '',
  }),
};

export const contact: SectionKindSpec<'contact'> = {
  type: 'contact',
  label: 'Contact form',
  description: 'The contact section (#contact): a heading, an intro, the company’s contact details and the form.',
  fields: [
    text('heading', 'Heading', 80, { required: true }),
    textarea('intro', 'Intro', 300),
    text('subject', 'Subject sent with each message', 100, { help: 'Leave empty for a general inquiry.' }),
  ],
  example: () => ({ id: '', type: 'contact', heading: 'Let’s Talk About Your Revenue Cycle', intro: '', subject: '' }),
};
