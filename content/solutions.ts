// Copy for /solutions (docs/product/pages.md#solutions-page).

import type { CallToAction, TitledText } from './types.ts';

export interface SolutionCard extends TitledText {
  features: string[];
}

export const solutions: {
  heading: string;
  intro: string;
  cards: SolutionCard[];
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
  closingCta: {
    heading: 'Ready to See What Your Revenue Cycle Could Do?',
    text: 'Tell us about your practice and we will recommend the right starting point, whether that is full-service RCM or help with a single part of the cycle.',
    label: 'Contact Us',
    href: '/#contact',
  },
  secondaryLink: { label: 'Start with an RCM assessment', href: '/services/rcm-assessment' },
};
