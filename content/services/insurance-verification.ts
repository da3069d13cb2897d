import { company } from '../company.ts';
import type { ServicePage } from '../types.ts';

export const insuranceVerification: ServicePage = {
  slug: 'insurance-verification',
  path: '/services/insurance-verification',
  title: 'Insurance Verification & Prior Authorization',
  shortTitle: 'Insurance Verification',
  metaTitle: `Insurance Verification Services | ${company.name}`,
  metaDescription:
    'Eligibility checks, benefits verification and prior authorizations done before every visit, so claims go to the right payer and patients know what they owe.',
  keywords: [
    'insurance verification',
    'eligibility verification',
    'benefits verification',
    'prior authorization',
    '270/271 eligibility',
    'OB-GYN insurance verification',
  ],
  intro:
    'Many claim denials start before the patient arrives. Our team confirms active coverage, benefits and authorization requirements for every scheduled visit, so your front desk can collect with confidence and each claim goes to the right payer the first time.',
  sections: [
    {
      kind: 'benefits',
      heading: 'Why Verify Before the Visit',
      items: [
        {
          title: 'Fewer Front-End Denials',
          text: 'Eligibility, coordination-of-benefits and missing-authorization denials are among the most preventable. We catch inactive coverage, terminated plans and wrong payer IDs before the claim exists.',
        },
        {
          title: 'Accurate Patient Estimates',
          text: 'We record deductibles, remaining out-of-pocket amounts, copays and coinsurance so patients know what to expect and your staff can collect at check-in.',
        },
        {
          title: 'Authorizations in Place',
          text: 'Ultrasounds, imaging, surgical procedures and planned deliveries are checked against each payer’s rules, and authorizations are requested, tracked and recorded before the date of service.',
        },
      ],
    },
    {
      kind: 'process',
      heading: 'Our Verification Process',
      columns: [
        {
          heading: 'Eligibility & Benefits',
          steps: [
            'Review upcoming appointments ahead of each clinic day, flagging new patients and coverage changes',
            'Run electronic eligibility checks (X12 270/271) through your clearinghouse or payer portals',
            'Confirm plan type, network status, effective dates and primary or secondary order',
            'Record copays, deductibles, coinsurance and visit limits in your practice management system',
            'Call the payer when electronic responses are incomplete or unclear',
          ],
        },
        {
          heading: 'Prior Authorization & Follow-Up',
          steps: [
            'Identify services that need precertification or a referral under each payer’s policy',
            'Submit requests with supporting clinical documentation by portal, phone or X12 278',
            'Track pending requests and escalate well before the scheduled date',
            'Attach authorization numbers and valid date ranges to the encounter',
            'Alert your team to self-pay balances, missing referrals or coverage gaps',
          ],
        },
      ],
    },
  ],
};
