// The extra section the technology-integration page includes
// (docs/product/pages.md#service-pages). The original site left it hidden; we show it.

import type { Section } from '../types.ts';

export const sharedExtraSection: Section = {
  kind: 'list',
  heading: 'Why Practices Choose Us',
  intro: 'Outsourcing your revenue cycle means trusting a partner with patient data and with your cash flow. We take both seriously.',
  items: [
    {
      title: 'HIPAA Compliance and a Signed BAA',
      text: 'We sign a business associate agreement before we touch protected health information, limit access to the minimum necessary for each task, and train every team member on HIPAA privacy and security rules.',
    },
    {
      title: 'Secure Access to Your Systems',
      text: 'We work inside your EHR and practice management system with named, individual user accounts, never shared logins, and remove access promptly when roles change.',
    },
    {
      title: "Women's Health Expertise",
      text: 'Our billers and coders know OB-GYN workflows, from global maternity packages and antepartum-only billing to ultrasound, in-office procedures and preventive well-woman visits.',
    },
    {
      title: 'Transparent Reporting',
      text: 'You see the same numbers we do: clean claim rate, days in A/R, collection rate and denial rate, reported on a regular schedule with the detail behind them.',
    },
  ],
};
