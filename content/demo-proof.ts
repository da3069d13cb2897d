// Demo mode's sample proof (`npm run seed:demo`, DEMO_CONTENT=1): for screenshots and
// tests only. Every text says it is a sample; none of it is a fact about the company
// or anyone else, and nothing here is shown unless demo mode put it in the database.

import type { CaseFigure, Placement } from '#shared/proof-items.ts';

interface DemoTestimonial {
  kind: 'testimonial';
  quote: string;
  person: string;
  role: string;
  practice: string;
  permissionGiven: true;
  permissionDate: string;
}

interface DemoCaseStudy {
  kind: 'case-study';
  practiceType: string;
  problem: string;
  whatWasDone: string;
  figures: CaseFigure[];
}

interface DemoCertification {
  kind: 'certification';
  name: string;
  issuer: string;
  link: string;
}

export type DemoProofItem = (DemoTestimonial | DemoCaseStudy | DemoCertification) & { placement: Placement };

const everywhere: Placement = { home: true, uswha: true, services: ['denial-management', 'accounts-receivable', 'rcm-assessment'] };

export const demoProofItems: DemoProofItem[] = [
  {
    kind: 'testimonial',
    quote:
      'Sample testimonial for demo mode, not a real client: this is where a practice describes, in its own words, what changed after working with the team.',
    person: 'Sample Person (demo)',
    role: 'Sample role: practice manager',
    practice: 'Sample Women’s Health Practice',
    permissionGiven: true,
    permissionDate: '2026-01-01',
    placement: everywhere,
  },
  {
    kind: 'testimonial',
    quote: 'Second sample testimonial for demo mode, not a real client: a short quote about billing that is easier to follow.',
    person: 'Another Sample Person (demo)',
    role: 'Sample role: physician owner',
    practice: 'Sample OB-GYN Group',
    permissionGiven: true,
    permissionDate: '2026-01-01',
    placement: { home: true, uswha: false, services: [] },
  },
  {
    kind: 'case-study',
    practiceType: 'Sample case study (demo): an OB-GYN practice',
    problem: 'Sample text, not a real client: the problem the practice had, in a sentence or two.',
    whatWasDone: 'Sample text, not a real client: what the team did about it, in a few sentences.',
    figures: [
      { label: 'Sample measure A (demo)', before: 'Sample 1', after: 'Sample 2' },
      { label: 'Sample measure B (demo)', before: 'Sample 3', after: 'Sample 4' },
    ],
    placement: everywhere,
  },
  {
    kind: 'certification',
    name: 'Sample membership (demo)',
    issuer: 'Sample issuing body, not a real certification',
    link: '',
    placement: everywhere,
  },
];
