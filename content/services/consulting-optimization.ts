import { company } from '../company.ts';
import type { ServicePage } from '../types.ts';

export const consultingOptimization: ServicePage = {
  slug: 'consulting-optimization',
  path: '/services/consulting-optimization',
  title: 'RCM Consulting & Optimization',
  shortTitle: 'Consulting & Optimization',
  metaTitle: `RCM Consulting & Optimization | ${company.name}`,
  metaDescription:
    'Revenue cycle consulting for medical practices: workflow assessment, payer and coding review, and hands-on implementation support that makes changes stick.',
  keywords: ['revenue cycle consulting', 'RCM optimization', 'medical billing consulting', 'practice workflow assessment', 'OB-GYN practice consulting'],
  intro:
    'Sometimes the billing team is not the problem; the process around it is. Our consultants look at your revenue cycle end to end, from scheduling to final payment, then stay with you to put the improvements in place.',
  sections: [
    {
      kind: 'process',
      heading: 'How We Work With You',
      columns: [
        {
          heading: 'Assessment',
          steps: [
            'Interview front desk, billing staff, providers and practice leadership',
            'Map patient access, charge capture, billing and follow-up workflows',
            'Review key metrics, A/R aging and denial patterns',
            'Audit a sample of coded encounters and posted remittances',
            'Compare payer reimbursement against your contracted rates',
          ],
        },
        {
          heading: 'Implementation Support',
          steps: [
            'Agree a prioritized plan with owners and dates for each change',
            'Redesign workflows and write clear procedures for your staff',
            'Configure EHR and practice management settings, templates and claim edits',
            'Train your team on new processes and documentation practices',
            'Track results against baseline metrics and adjust as needed',
          ],
        },
      ],
    },
    {
      kind: 'list',
      heading: 'Where We Help Most',
      items: [
        {
          title: 'Patient Access',
          text: 'Scheduling, registration, eligibility and time-of-service collection practices that prevent downstream denials.',
        },
        {
          title: 'Charge Capture & Documentation',
          text: 'Making sure every service, supply and procedure reaches a claim with documentation that supports it.',
        },
        {
          title: 'Payer Contracts & Fee Schedules',
          text: 'Fee schedules that are current, contracted rates that are loaded correctly, and payments that match them.',
        },
        {
          title: 'Staffing & Workflow Design',
          text: 'Clear roles, workqueues and handoffs between your staff and ours, so nothing falls between the cracks.',
        },
      ],
    },
    {
      kind: 'callout',
      heading: 'Start With an Assessment',
      text: 'Our structured RCM assessment gives you a data-backed picture of your revenue cycle and a prioritized action plan.',
      link: { label: 'Learn about the RCM assessment', href: '/services/rcm-assessment' },
    },
  ],
};
