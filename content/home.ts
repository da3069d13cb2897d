// Home page copy, in page order (docs/product/pages.md#home-page).

import type { Hero, KpiItem, Pillar, Platform, SectionHeader, ServiceCard, WorkflowStage } from './types.ts';

export const hero: Hero = {
  tagline: 'Optimize Your Healthcare Practice Revenue',
  subheading:
    'End-to-end revenue cycle management for medical practices, with specialized expertise in women’s health and OB-GYN. We handle eligibility, coding, claims, denials and collections so your team can focus on patients.',
  primaryCta: { label: 'Get Started', href: '#contact' },
  secondaryCta: { label: 'Solutions', href: '/solutions' },
  revenueCheckCta: { label: 'Check Your Revenue', href: '/revenue-check' },
};

/** The six stages of the animated workflow strip, in order (docs/product/pages.md#home-page). */
export const workflowStages: readonly WorkflowStage[] = [
  {
    number: 1,
    title: 'Pre-service',
    details: ['Eligibility verification', 'Prior authorizations', 'Patient cost estimates', 'Registration review'],
  },
  {
    number: 2,
    title: 'Charge Capture & Coding',
    details: ['CPT, HCPCS & ICD-10-CM coding', 'Modifier review', 'Global OB tracking', 'Charge reconciliation'],
  },
  {
    number: 3,
    title: 'Claim Generation',
    details: ['Claim scrubbing', '837P electronic submission', 'Acknowledgment tracking', 'Rejection correction'],
  },
  {
    number: 4,
    title: 'Payment Posting',
    details: ['835 ERA posting', 'Paper EOB entry', 'Patient payments', 'Deposit reconciliation'],
  },
  {
    number: 5,
    title: 'A/R & Denials',
    details: ['Aging bucket follow-up', 'Denial appeals', 'Payer outreach', 'Patient statements'],
  },
  {
    number: 6,
    title: 'Reporting & Process Improvement',
    details: ['KPI dashboards', 'Denial trend analysis', 'Provider scorecards', 'Workflow improvements'],
  },
];

export const about: SectionHeader & { pillars: Pillar[] } = {
  id: 'about',
  heading: 'Your Partner in Revenue Cycle Performance',
  intro:
    'We are a revenue cycle management team built for medical practices, with deep roots in women’s health. We combine experienced people, proven processes and specialty knowledge to get you paid accurately and on time.',
  pillars: [
    {
      title: 'Skilled Professionals',
      text: 'Certified coders, billers and A/R specialists who know OB-GYN and women’s health billing, from global maternity packages to in-office procedures.',
    },
    {
      title: 'Robust Processes',
      text: 'Documented, checklist-driven workflows with quality review at every stage, from eligibility checks to the final payment.',
    },
    {
      title: 'Proprietary Knowledge',
      text: 'Payer rules, denial patterns and specialty coding guidance gathered across the practices we serve and applied to yours from day one.',
    },
  ],
};

export const kpis: SectionHeader & { items: KpiItem[] } = {
  id: 'results',
  heading: 'The Numbers We Hold Ourselves To',
  intro: 'Clear targets for the measures that matter most, reported to you on a regular schedule.',
  items: [
    {
      target: 98,
      suffix: '%',
      title: 'Clean Claim Rate',
      description: 'Claims accepted on first submission, with no rejection or rework.',
    },
    {
      target: 30,
      suffix: '',
      lowerIsBetter: true,
      title: 'Days in A/R',
      description: 'Average number of days from date of service to payment.',
    },
    {
      target: 99,
      suffix: '%',
      title: 'Collection Rate',
      description: 'Net collections as a share of the amount that can be collected.',
    },
    {
      target: 3,
      suffix: '%',
      lowerIsBetter: true,
      title: 'Denial Rate',
      description: 'Share of claims denied, kept low by preventing errors upstream.',
    },
  ],
};

export const platforms: SectionHeader & { items: Platform[]; disclaimer: string } = {
  id: 'platforms',
  heading: 'Integrated With 30+ EMR and Billing Platforms',
  intro: 'We work inside the systems you already use. Here are some of the platforms our team supports every day.',
  items: [
    { name: 'Epic', logoUrl: '/logos/epic.svg' },
    { name: 'athenahealth', logoUrl: '/logos/athenahealth.svg' },
    { name: 'eClinicalWorks', logoUrl: '/logos/eclinicalworks.svg' },
    { name: 'NextGen', logoUrl: '/logos/nextgen.svg' },
    { name: 'Cerner (Oracle Health)', logoUrl: '/logos/cerner-oracle-health.svg' },
    { name: 'Allscripts (Veradigm)', logoUrl: '/logos/allscripts-veradigm.svg' },
    { name: 'Greenway', logoUrl: '/logos/greenway.svg' },
    { name: 'AdvancedMD', logoUrl: '/logos/advancedmd.svg' },
    { name: 'Kareo (Tebra)', logoUrl: '/logos/kareo-tebra.svg' },
    { name: 'DrChrono', logoUrl: '/logos/drchrono.svg' },
    { name: 'Practice Fusion', logoUrl: '/logos/practice-fusion.svg' },
    { name: 'ModMed', logoUrl: '/logos/modmed.svg' },
  ],
  /** The tiles are our own wordmarks, not the vendors' logos. */
  disclaimer: 'Product names are trademarks of their respective owners and are used for identification only.',
};

export const servicesSummary: SectionHeader & { cards: ServiceCard[] } = {
  id: 'services',
  heading: 'Comprehensive RCM Services',
  intro: 'Take the whole revenue cycle off your plate, or start with the part that hurts most.',
  cards: [
    {
      title: 'Insurance Verification',
      href: '/services/insurance-verification',
      summary: 'Coverage, benefits and authorizations confirmed before every visit.',
      features: ['Electronic eligibility checks', 'Prior authorization management', 'Patient cost estimates'],
    },
    {
      title: 'Medical Coding',
      href: '/services/medical-coding',
      summary: 'Certified coders who turn your documentation into accurate, compliant claims.',
      features: ['OB-GYN specialty coding', 'Global OB package tracking', 'NCCI and modifier review'],
    },
    {
      title: 'Claims Submission',
      href: '/services/claims-submission',
      summary: 'Clean electronic claims, scrubbed and tracked from submission to acknowledgment.',
      features: ['Pre-submission scrubbing', 'Electronic 837P submission', 'Rejection correction'],
    },
    {
      title: 'Denial Management',
      href: '/services/denial-management',
      summary: 'Denials worked quickly, appealed when warranted and prevented at the source.',
      features: ['CARC and RARC analysis', 'Appeals before deadlines', 'Root-cause prevention'],
    },
    {
      title: 'Payment Posting',
      href: '/services/payment-posting',
      summary: 'Every insurance and patient payment posted accurately and reconciled daily.',
      features: ['835 ERA and paper EOB posting', 'Underpayment detection', 'Daily deposit reconciliation'],
    },
    {
      title: 'Accounts Receivable',
      href: '/services/accounts-receivable',
      summary: 'Systematic follow-up on insurance and patient balances before they age out.',
      features: ['Follow-up by aging bucket', 'Payer outreach', 'Patient statements and payment plans'],
    },
  ],
};
