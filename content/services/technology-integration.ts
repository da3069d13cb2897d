import { company } from '../company.ts';
import type { ServicePage } from '../types.ts';
import { sharedExtraSection } from './shared-extra.ts';

export const technologyIntegration: ServicePage = {
  slug: 'technology-integration',
  path: '/services/technology-integration',
  title: 'Technology Integration & EMR/EHR Management',
  shortTitle: 'Technology Integration',
  metaTitle: `EHR & Technology Integration | ${company.name}`,
  metaDescription:
    'EMR/EHR management for medical practices: clinical documentation templates, system administration, clearinghouse connections and secure billing workflows.',
  keywords: ['EHR integration', 'EMR management', 'practice management system', 'clearinghouse integration', 'EHR system administration'],
  intro:
    'Your EHR and practice management system should make billing easier, not harder. We work inside the systems you already use, configure them so clean claims are the default, and keep the connections to clearinghouses and payers running smoothly.',
  sections: [
    {
      kind: 'workflows',
      heading: 'EMR/EHR Management',
      columns: [
        {
          heading: 'Clinical Documentation',
          intro: 'Documentation that supports the codes, captured the way your providers work.',
          steps: [
            {
              title: 'Template Optimization',
              text: 'Visit, procedure and obstetric templates that prompt for the elements coding and payers require.',
            },
            {
              title: 'Charge Capture Rules',
              text: 'Order sets, superbills and charge mappings that connect each documented service to the correct code.',
            },
            {
              title: 'Provider Workflow Support',
              text: 'Help for providers with note completion, sign-off queues and coding queries, so charts close promptly.',
            },
          ],
        },
        {
          heading: 'System Administration',
          intro: 'The configuration behind every clean claim.',
          steps: [
            {
              title: 'Payer & Fee Schedule Setup',
              text: 'Payer records, contracted fee schedules and claim edits maintained and kept current.',
            },
            {
              title: 'User Access Management',
              text: 'Role-based accounts for your staff and ours, reviewed regularly and removed promptly when roles change.',
            },
            {
              title: 'Clearinghouse Connectivity',
              text: 'Enrollment and monitoring for 837 claims, 835 remittances and 270/271 eligibility transactions.',
            },
          ],
        },
      ],
    },
    {
      kind: 'list',
      heading: 'Connected Across Your Revenue Cycle',
      items: [
        {
          title: 'Works in Your Systems',
          text: 'We support more than 30 EHR and practice management platforms, including Epic, athenahealth, eClinicalWorks and NextGen.',
        },
        {
          title: 'Interfaces & Data Flow',
          text: 'Lab, ultrasound and scheduling interfaces checked so charges and results reach the right encounter.',
        },
        {
          title: 'System Transitions',
          text: 'Planning and support when you change platforms, including fee schedule migration and working down legacy A/R.',
        },
      ],
    },
    sharedExtraSection,
  ],
};
