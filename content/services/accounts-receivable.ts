import { company } from '../company.ts';
import type { ServicePage } from '../types.ts';

export const accountsReceivable: ServicePage = {
  slug: 'accounts-receivable',
  path: '/services/accounts-receivable',
  title: 'Accounts Receivable Management',
  shortTitle: 'Accounts Receivable',
  metaTitle: `Accounts Receivable Management | ${company.name}`,
  metaDescription:
    'Insurance and patient A/R follow-up by aging bucket, from payer outreach and claim resubmission to statements and payment plans, so balances do not age out.',
  keywords: ['accounts receivable management', 'medical A/R follow-up', 'A/R aging', 'days in A/R', 'patient collections', 'payment plans'],
  intro:
    'Every open balance is money your practice has already earned. We work insurance and patient accounts receivable systematically, oldest and largest first, with the goal of keeping days in A/R at 30 or fewer.',
  sections: [
    {
      kind: 'workflows',
      heading: 'Insurance and Patient A/R, Worked Together',
      columns: [
        {
          heading: 'Insurance A/R',
          steps: [
            {
              title: 'Aging Bucket Follow-Up',
              text: 'Open claims are worked by age at 30, 60, 90 and 120+ days, with the oldest and highest-value balances handled before timely filing or appeal limits expire.',
            },
            {
              title: 'Payer Outreach',
              text: 'Our specialists check claim status through payer portals and 276/277 inquiries and call payers when needed, documenting every contact in your system.',
            },
            {
              title: 'Missing Claim Resubmission',
              text: 'When a payer has no record of a claim, we resubmit it promptly with proof of timely filing, such as the clearinghouse acceptance report.',
            },
            {
              title: 'Pended Claim Resolution',
              text: 'Requests for medical records, coordination of benefits updates or itemized bills are answered quickly so pended claims move to payment.',
            },
          ],
        },
        {
          heading: 'Patient A/R',
          steps: [
            {
              title: 'Patient Statements',
              text: 'Clear, easy-to-read statements go out on a regular cycle, explaining each balance and offering convenient ways to pay.',
            },
            {
              title: 'Payment Plans',
              text: 'Patients who need more time can agree a payment plan on terms your practice approves.',
            },
            {
              title: 'Hardship Programs',
              text: 'Patients facing financial hardship are screened against your financial assistance or hardship policy and treated with respect.',
            },
            {
              title: 'Collection Agency Placement',
              text: 'Accounts that remain unpaid after the full statement cycle are placed with a collection agency only with your approval and according to your policy.',
            },
          ],
        },
      ],
    },
    {
      kind: 'callout',
      heading: 'Aging Reports You Can Act On',
      text: 'Each month you receive A/R aging by payer and bucket, the actions taken on the largest balances and the accounts that need a decision from your practice.',
      link: { label: 'See our reporting', href: '/services/reporting-analytics' },
    },
  ],
};
