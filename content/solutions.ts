// Copy for /solutions (docs/product/pages.md#solutions-page).

import type { CallToAction, TitledText } from './types.ts';

export interface SolutionCard extends TitledText {
  features: string[];
}

/** A chain of steps drawn beside a solution (components/illustrations/ChainDiagram.tsx), in words from its copy. */
export interface ChainDiagramContent {
  /** The SVG's accessible name and description. */
  title: string;
  description: string;
  /** Top to bottom; an array is a row of several boxes. Keep each box's text short (about 24 characters, 9 in a row of three). */
  steps: (string | string[])[];
  /** The step drawn filled, in the brand colour. */
  highlight: number;
}

/** A measure the Performance Optimization band names, and which way is better (no figures). */
export interface TrackedMeasure {
  name: string;
  better: 'higher' | 'lower';
}

export const solutions: {
  heading: string;
  intro: string;
  cards: SolutionCard[];
  /** Drawn beside the solutions shown as rows, by the solution's title. */
  diagrams: Record<string, ChainDiagramContent>;
  /** The solution shown as a full-width band instead of a row, and the measures it names. */
  band: { title: string; measuresHeading: string; measures: TrackedMeasure[] };
  closingCta: CallToAction;
  secondaryLink: { label: string; href: string };
} = {
  heading: 'RCM Solutions Built Around Your Practice',
  intro:
    'No two practices bill the same way. We shape our team, workflows and technology around your specialty, your payers and your systems, then keep improving the results month after month.',
  cards: [
    {
      title: 'Dedicated Teams',
      text: 'A named account manager leads a consistent team of coders, billers and A/R specialists who learn your providers, payers and preferences.',
      features: ['One point of contact', 'Specialists assigned to your practice', 'Regular performance reviews'],
    },
    {
      title: 'Custom Workflows',
      text: 'We adapt to how your practice runs, from front-desk handoffs to approval rules for write-offs, refunds and collection placements.',
      features: ['Documented procedures', 'Your policies, applied consistently', 'Clear handoffs with your staff'],
    },
    {
      title: 'Performance Optimization',
      text: 'We track clean claim rate, days in A/R, collection rate and denial rate, find the causes behind the numbers and fix them.',
      features: ['KPI dashboards', 'Denial root-cause analysis', 'Continuous process improvement'],
    },
    {
      title: 'EHR Integration',
      text: 'Our team works directly in your EHR and practice management system, including athenahealth, eClinicalWorks and Epic, with no new software for your staff to learn.',
      features: ['athenahealth, eClinicalWorks and Epic', '30+ supported platforms', 'Clearinghouse connectivity'],
    },
    {
      title: '24/7 Claims Monitoring',
      text: 'Claim acknowledgments, rejections and remittances are monitored around the clock, so problems are flagged as soon as they appear instead of at month-end.',
      features: ['Rejection alerts', 'Acknowledgment tracking', 'Timely filing safeguards'],
    },
  ],
  diagrams: {
    'Dedicated Teams': {
      title: 'One team for your practice',
      description: 'Your practice works with one named account manager, who leads the same coders, billers and A/R specialists.',
      steps: ['Your practice', 'Named account manager', ['Coders', 'Billers', 'A/R']],
      highlight: 0,
    },
    'Custom Workflows': {
      title: 'Your rules, applied every time',
      description:
        'Your policies become documented procedures, with clear handoffs to your staff, and approval rules for write-offs, refunds and collection placements.',
      steps: ['Your policies', 'Documented procedures', 'Handoffs with your staff', ['Write-offs', 'Refunds', 'Collections']],
      highlight: 0,
    },
    'EHR Integration': {
      title: 'Working inside your systems',
      description:
        'Our team works in your EHR and practice management system, such as athenahealth, eClinicalWorks or Epic, and sends claims through your clearinghouse to the payers.',
      steps: ['Your EHR and PM system', 'Our team, working in it', 'Your clearinghouse', 'Payers'],
      highlight: 1,
    },
    '24/7 Claims Monitoring': {
      title: 'Problems flagged as they appear',
      description:
        'After a claim is submitted, its acknowledgment, any rejection and its remittance are watched around the clock; a rejection is flagged at once, well before the filing limit.',
      steps: ['Claim submitted', ['Acknowledged', 'Rejected'], 'Flagged at once', 'Remittance checked'],
      highlight: 2,
    },
  },
  band: {
    title: 'Performance Optimization',
    measuresHeading: 'The measures we track',
    measures: [
      { name: 'Clean claim rate', better: 'higher' },
      { name: 'Days in A/R', better: 'lower' },
      { name: 'Collection rate', better: 'higher' },
      { name: 'Denial rate', better: 'lower' },
    ],
  },
  closingCta: {
    heading: 'Ready to See What Your Revenue Cycle Could Do?',
    text: 'Tell us about your practice and we will recommend the right starting point, whether that is full-service RCM or help with a single part of the cycle.',
    label: 'Contact Us',
    href: '/#contact',
  },
  secondaryLink: { label: 'Start with an RCM assessment', href: '/services/rcm-assessment' },
};
