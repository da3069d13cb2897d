import { company } from '../company.ts';
import type { ServicePage } from '../types.ts';

export const reportingAnalytics: ServicePage = {
  slug: 'reporting-analytics',
  path: '/services/reporting-analytics',
  title: 'Reporting & Analytics',
  shortTitle: 'Reporting & Analytics',
  metaTitle: `Revenue Cycle Reporting & Analytics | ${company.name}`,
  metaDescription:
    'Revenue cycle reporting for medical practices: days in A/R, collection and denial rates, first-pass acceptance, executive dashboards and provider scorecards.',
  keywords: ['revenue cycle reporting', 'RCM analytics', 'days in A/R', 'denial rate', 'first-pass acceptance rate', 'provider scorecards'],
  intro:
    'You cannot manage what you cannot see. We turn the data in your practice management system into clear, regular reports that show how your revenue cycle is performing, where money is slipping and what to do about it.',
  sections: [
    {
      kind: 'list',
      heading: 'Metrics We Track',
      table: ['Metric', 'What it tells you'],
      items: [
        {
          title: 'Days in A/R',
          text: 'How long it takes, on average, to turn a charge into cash, overall and by payer.',
        },
        {
          title: 'Collection Rates',
          text: 'Net collection rate against allowed amounts, showing how much collectible revenue you actually receive.',
        },
        {
          title: 'Denial Rates',
          text: 'Denials as a share of claims, broken down by payer, reason code and provider.',
        },
        {
          title: 'First-Pass Acceptance',
          text: 'The share of claims accepted by the clearinghouse and payer on first submission, a direct measure of front-end and coding quality.',
        },
        {
          title: 'Charge Lag',
          text: 'The time from date of service to charge entry and claim submission.',
        },
        {
          title: 'Payer Mix & Reimbursement',
          text: 'Volume and payment by payer, with allowed amounts compared against your contracted rates.',
        },
      ],
    },
    {
      kind: 'list',
      heading: 'Custom Reports',
      intro: 'Standard reports come with every engagement; we build the rest around how your practice is run.',
      items: [
        {
          title: 'Executive Dashboards',
          text: 'A one-page view of collections, A/R and denial trends for owners and administrators.',
        },
        {
          title: 'Provider Scorecards',
          text: 'Visit volume, E/M level distribution, charges and collections for each provider.',
        },
        {
          title: 'Payer Performance Reports',
          text: 'Payment speed, denial patterns and underpayments by payer, ready for contract negotiations.',
        },
        {
          title: 'Month-End Financial Summaries',
          text: 'Charges, payments, adjustments and write-offs that reconcile to your deposits and general ledger.',
        },
      ],
    },
    {
      kind: 'callout',
      heading: 'Numbers With Context',
      text: 'Every report comes with a short review of what changed and why, and the actions we are taking in response.',
    },
  ],
};
