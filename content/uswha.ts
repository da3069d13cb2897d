// Copy for /uswha, the US Women's Health Alliance member program
// (docs/product/pages.md#member-program-page).

import type { CallToAction, SectionHeader, Stat, TitledText } from './types.ts';

export const uswha: {
  heading: string;
  intro: string;
  stats: Stat[];
  features: SectionHeader & { items: TitledText[] };
  assessmentCta: CallToAction;
  contact: SectionHeader;
  /** Sent as `subject` with the member form's contact message (docs/product/contact.md#fields-and-limits). */
  contactSubject: string;
} = {
  heading: 'Revenue Cycle Management for USWHA Members',
  intro:
    'An exclusive program for practices in the US Women’s Health Alliance: revenue cycle management built specifically for OB-GYN and women’s health, at member rates.',
  stats: [
    { value: '5,000+', label: 'Providers in the alliance' },
    { value: '10 Million', label: 'Women served' },
  ],
  features: {
    id: 'member-benefits',
    heading: 'Member Program Benefits',
    intro: 'Everything your practice needs to get paid accurately for the care you provide to women.',
    items: [
      {
        title: 'Exclusive Member Rates',
        text: 'Preferred pricing on our revenue cycle services, available only to USWHA member practices.',
      },
      {
        title: 'Comprehensive RCM',
        text: 'Eligibility, coding, claims, payment posting, denials and A/R handled end to end, or only the parts you need.',
      },
      {
        title: 'OB/GYN Billing Expertise',
        text: 'Coders who know global maternity packages such as 59400 and 59510, split-care billing, obstetric ultrasound and well-woman visits.',
      },
      {
        title: 'Financial Insights',
        text: 'Regular reporting on collections, days in A/R, denial trends and payer performance, explained in plain language.',
      },
      {
        title: 'Dedicated Support Team',
        text: 'A named account manager and a consistent team that knows your providers, payers and workflows.',
      },
      {
        title: 'Works with Any EHR',
        text: 'We work in the system you already use, with more than 30 EHR and practice management platforms supported.',
      },
    ],
  },
  assessmentCta: {
    heading: 'Start With a Complimentary RCM Assessment',
    text: 'USWHA members receive a complimentary revenue cycle assessment: a review of your data and workflows with a prioritized action plan, delivered within 2-3 weeks.',
    label: 'Learn About the Assessment',
    href: '/services/rcm-assessment',
  },
  contact: {
    id: 'contact',
    heading: 'Talk to Our Member Program Team',
    intro: 'Tell us about your practice and we will reply within 24 hours with next steps for your assessment.',
  },
  contactSubject: 'USWHA Member Program Inquiry',
};
