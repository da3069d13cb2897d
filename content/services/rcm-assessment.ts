import { company } from '../company.ts';
import type { ServicePage } from '../types.ts';

export const rcmAssessment: ServicePage = {
  slug: 'rcm-assessment',
  path: '/services/rcm-assessment',
  title: 'Revenue Cycle Management Assessment',
  shortTitle: 'RCM Assessment',
  metaTitle: `RCM Assessment for Medical Practices | ${company.name}`,
  metaDescription:
    'A structured revenue cycle assessment for medical practices: data review, KPI analysis and a prioritized action plan, delivered within 2-3 weeks.',
  keywords: ['RCM assessment', 'revenue cycle assessment', 'medical billing audit', 'practice revenue analysis', 'OB-GYN billing assessment'],
  intro:
    'Find out exactly where your practice is losing revenue. Our RCM assessment reviews your data, workflows and payer results against clear benchmarks and ends with a practical, prioritized plan. The assessment is delivered within 2-3 weeks.',
  sections: [
    {
      kind: 'steps',
      heading: 'Our Four-Step Assessment Process',
      items: [
        {
          title: 'Data Collection',
          text: 'With read-only access or standard reports from your practice management system, we gather A/R aging, denial and remittance data, charge and payment history, fee schedules and payer contracts.',
        },
        {
          title: 'Analysis',
          text: 'We measure key performance indicators, review a sample of coded encounters and posted payments, and trace denials and delays to their root causes.',
        },
        {
          title: 'Reporting',
          text: 'You receive a written report and a walkthrough meeting covering findings, benchmarks, revenue opportunities and recommendations.',
        },
        {
          title: 'Implementation',
          text: 'We help you act on the plan, with your own team or ours, and measure results against the baseline.',
        },
      ],
    },
    {
      kind: 'list',
      heading: 'Key Performance Areas',
      items: [
        { title: 'Patient Access & Eligibility', text: 'Registration accuracy, eligibility checks, prior authorizations and time-of-service collections.' },
        { title: 'Charge Capture & Coding', text: 'Charge lag, missed charges, E/M distribution, modifier use and global OB billing.' },
        { title: 'Claims & Denials', text: 'First-pass acceptance, rejection and denial rates, and denial reasons by payer.' },
        { title: 'Payment Posting', text: 'Posting timeliness and accuracy, unapplied payments and credit balances.' },
        { title: 'Accounts Receivable', text: 'Days in A/R, aging by bucket and payer, and patient balance collection.' },
        { title: 'Payer Reimbursement', text: 'Payments compared against contracted rates and fee schedule currency.' },
      ],
    },
    {
      kind: 'list',
      heading: 'Common Issues We Find',
      items: [
        { title: 'Authorization Gaps', text: 'Services performed without a required authorization, denied and often written off.' },
        { title: 'Missed & Late Charges', text: 'Procedures, supplies and ultrasounds documented but never billed, or billed late.' },
        { title: 'Global OB Errors', text: 'Maternity care split incorrectly when a patient changes insurance or practice mid-pregnancy.' },
        { title: 'Unworked Denials', text: 'Denials that sit without appeal until the deadline passes.' },
        { title: 'Aged A/R', text: 'Balances past 120 days and claims at risk of missing timely filing limits.' },
        { title: 'Unapplied Payments & Credits', text: 'Payments not posted to visits and credit balances awaiting refund.' },
      ],
    },
    {
      kind: 'list',
      heading: 'What Your Report Includes',
      items: [
        { title: 'Executive Summary', text: 'The main findings and the size of the opportunity, in plain language.' },
        {
          title: 'KPI Benchmarks',
          text: 'Your results against targets such as a 98% clean claim rate, 30 days in A/R, a 99% collection rate and a 3% denial rate.',
        },
        { title: 'Revenue Opportunities', text: 'Recoverable A/R and the recurring revenue lost to preventable issues.' },
        { title: 'Prioritized Action Plan', text: 'Specific recommendations ranked by impact and effort, with owners and next steps.' },
      ],
    },
    {
      kind: 'callout',
      heading: 'Delivered Within 2-3 Weeks',
      text: 'Your completed assessment is delivered within 2-3 weeks of receiving the data we need, with a walkthrough of the findings for your team.',
      link: { label: 'Request your assessment', href: '/#contact' },
    },
  ],
};
