import { company } from '../company.ts';
import type { ServicePage } from '../types.ts';

export const paymentPosting: ServicePage = {
  slug: 'payment-posting',
  path: '/services/payment-posting',
  title: 'Payment Posting & Remittance Processing',
  shortTitle: 'Payment Posting',
  metaTitle: `Payment Posting & ERA Processing | ${company.name}`,
  metaDescription:
    'Accurate posting of 835 ERAs, paper EOBs and patient payments, with adjustment code review and daily deposit reconciliation for a clean, reliable ledger.',
  keywords: ['payment posting', 'remittance processing', '835 ERA posting', 'EOB posting', 'deposit reconciliation', 'credit balance resolution'],
  intro:
    'Payment posting is where your revenue cycle tells the truth. We post every insurance and patient payment accurately and promptly, read each adjustment for what it means, and reconcile to the bank every day, so patient balances are right and denials and underpayments reach follow-up immediately.',
  sections: [
    {
      kind: 'workflows',
      heading: 'Two Workflows, One Reconciled Ledger',
      columns: [
        {
          heading: 'ERA Workflow',
          intro: 'For payers that send 835 electronic remittance advice.',
          steps: [
            {
              title: 'Automated ERA Download',
              text: '835 files are retrieved from your clearinghouse and payer portals each business day and matched to their EFT deposits by trace number.',
            },
            {
              title: 'Matching Payments to Claims',
              text: 'Each payment is matched to its claim and service line, with partial payments, recoupments and takebacks identified rather than posted blindly.',
            },
            {
              title: 'Adjustment & Denial Code Interpretation',
              text: 'CARC and RARC codes and their group codes (CO, PR, OA, PI) are read line by line, so contractual adjustments, patient responsibility and denials each land where they belong.',
            },
            {
              title: 'Batch Posting',
              text: 'Payments post in balanced batches that tie to the deposit total, and denials and underpayments are routed straight to follow-up.',
            },
          ],
        },
        {
          heading: 'Manual Workflow',
          intro: 'For paper remittances and payments from patients.',
          steps: [
            {
              title: 'Paper EOB & Check Entry',
              text: 'Paper explanations of benefits and payer checks are keyed line by line, including adjustments and patient responsibility, and reviewed before the batch closes.',
            },
            {
              title: 'Patient Payment Allocation',
              text: 'Copays, time-of-service collections, online payments and mailed checks are applied to the right visits instead of sitting as unapplied credits.',
            },
            {
              title: 'Credit Balance Resolution',
              text: 'Overpayments and duplicate payments are researched and refunded or otherwise resolved in line with payer requirements and your policies.',
            },
            {
              title: 'Daily Deposit Reconciliation',
              text: 'Each day’s postings are reconciled to bank deposits, so discrepancies surface right away and month-end closes cleanly.',
            },
          ],
        },
      ],
    },
    {
      kind: 'list',
      heading: 'What Accurate Posting Gives You',
      items: [
        {
          title: 'Correct Patient Balances',
          text: 'Statements reflect what patients actually owe after insurance, which means fewer billing calls and faster patient payments.',
        },
        {
          title: 'Underpayment Detection',
          text: 'Allowed amounts are compared with your contracted rates, so short payments are appealed instead of silently written off.',
        },
        {
          title: 'Reliable Financial Reporting',
          text: 'Collections, adjustments and write-offs are categorized consistently, giving you numbers you can manage by.',
        },
      ],
    },
  ],
};
