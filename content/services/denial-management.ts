import { company } from '../company.ts';
import type { ServicePage } from '../types.ts';

export const denialManagement: ServicePage = {
  slug: 'denial-management',
  path: '/services/denial-management',
  title: 'Denial Management & Appeals',
  shortTitle: 'Denial Management',
  metaTitle: `Denial Management & Appeals | ${company.name}`,
  metaDescription:
    'Every denial worked by CARC and RARC code, corrected or appealed before the deadline, and traced to its root cause so the same denial does not come back.',
  keywords: ['denial management', 'claim denials', 'insurance appeals', 'CARC RARC codes', 'denial prevention', 'underpayment recovery'],
  intro:
    'A denied claim is revenue on hold, and every day it waits brings it closer to an appeal deadline. We work each denial quickly, recover what is owed and fix the cause upstream, working toward a denial rate of 3% or lower.',
  sections: [
    {
      kind: 'benefits',
      heading: 'Recover Today, Prevent Tomorrow',
      items: [
        {
          title: 'Recovered Revenue',
          text: 'Denied and underpaid claims are corrected, resubmitted or appealed with the documentation each payer needs, before appeal deadlines pass.',
        },
        {
          title: 'Root-Cause Prevention',
          text: 'We group denials by payer, code, provider and reason to fix what causes them, whether that is a missing authorization, a registration error or a coding pattern.',
        },
        {
          title: 'Fewer Write-Offs',
          text: 'A balance is written off only after every avenue is exhausted, and each write-off is categorized so you can see what was lost and why.',
        },
      ],
    },
    {
      kind: 'process',
      heading: 'Our Denial Management Process',
      columns: [
        {
          heading: 'Analysis & Correction',
          steps: [
            'Review every denial from 835 remittances and payer correspondence',
            'Interpret CARC and RARC codes to find the real reason behind each denial',
            'Prioritize by dollar value and appeal deadline',
            'Correct and resubmit claims with coding, modifier or demographic errors',
            'Flag underpayments against your contracted fee schedules',
          ],
        },
        {
          heading: 'Appeals & Prevention',
          steps: [
            'Write appeal letters with supporting records and the payer’s own policy language',
            'Pursue reconsideration and higher appeal levels when the facts support it',
            'Track every appeal through to resolution',
            'Report denial trends by payer, reason code and provider',
            'Work with your front desk, coders and providers to stop repeat denials',
          ],
        },
      ],
    },
  ],
};
