import { company } from '../company.ts';
import type { ServicePage } from '../types.ts';

export const claimsSubmission: ServicePage = {
  slug: 'claims-submission',
  path: '/services/claims-submission',
  title: 'Claims Submission & Scrubbing',
  shortTitle: 'Claims Submission',
  metaTitle: `Claims Submission & Scrubbing | ${company.name}`,
  metaDescription:
    'Clean electronic 837P claims, scrubbed against clearinghouse and payer edits and tracked from submission to acknowledgment, for faster medical reimbursement.',
  keywords: ['medical claims submission', 'claim scrubbing', '837P claims', 'clearinghouse', 'clean claim rate', 'timely filing'],
  intro:
    'A claim that goes out clean gets paid faster. We prepare, scrub and submit your claims electronically, watch every acknowledgment, and correct rejections before they cost you time against the payer’s filing limit.',
  sections: [
    {
      kind: 'benefits',
      heading: 'What Clean Claims Do for You',
      items: [
        {
          title: 'Clean Claims, First Time',
          text: 'Claims are scrubbed for demographic, coding and payer-specific errors before release, working toward a 98% clean claim rate.',
        },
        {
          title: 'Faster Reimbursement',
          text: 'Charges are billed promptly once coded, electronically wherever the payer accepts it, so cash arrives sooner and nothing drifts toward the timely filing deadline.',
        },
        {
          title: 'Full Visibility',
          text: 'Every claim is tracked from submission through clearinghouse and payer acknowledgment, so you always know where each dollar stands.',
        },
      ],
    },
    {
      kind: 'process',
      heading: 'Our Claims Process',
      columns: [
        {
          heading: 'Preparation & Scrubbing',
          steps: [
            'Reconcile charges against the appointment schedule so no visit goes unbilled',
            'Validate patient demographics, subscriber IDs and payer IDs',
            'Apply clearinghouse and payer-specific edits before release',
            'Include authorization numbers, referring providers and NPI and taxonomy details',
            'Bill secondary and tertiary payers with the primary payer’s adjudication detail',
          ],
        },
        {
          heading: 'Submission & Tracking',
          steps: [
            'Send 837P professional claims electronically, using CMS-1500 paper claims only where a payer requires them',
            'Review 999 and 277CA acknowledgments for every batch',
            'Correct and resubmit rejected claims promptly',
            'Monitor each payer’s timely filing limit',
            'Follow up on claims that receive no payer response',
          ],
        },
      ],
    },
  ],
};
