// Headings of the proof sections (components/proof/ProofSections.tsx). The items
// themselves are the company's own, entered in the dashboard; none ship with the site.

import type { ProofKind } from '#shared/proof-items.ts';

export const proofSectionCopy: Record<ProofKind, { id: string; eyebrow: string; heading: string }> = {
  testimonial: { id: 'testimonials', eyebrow: 'Testimonials', heading: 'What Practices Say' },
  'case-study': { id: 'case-studies', eyebrow: 'Case studies', heading: 'Results From Practices We Work With' },
  certification: { id: 'certifications', eyebrow: 'Credentials', heading: 'Certifications and Memberships' },
  'client-logo': { id: 'clients', eyebrow: 'Clients', heading: 'Practices That Work With Us' },
};

export const caseStudyLabels = {
  practiceType: 'Practice',
  problem: 'The problem',
  whatWasDone: 'What we did',
  figure: 'Measure',
  before: 'Before',
  after: 'After',
} as const;
