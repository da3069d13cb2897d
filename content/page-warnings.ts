/** Warnings the page editor shows before a publish (islands/dashboard/site-pages/ProofWarnings.tsx); they do not block it. */
export const pageWarningsCopy = {
  heading: 'Before you publish',
  emptyProof: (position: number) =>
    `Section ${position} (Proof) shows nothing: no testimonial, case study, certification or client logo is placed on it. Visitors see nothing there until one is.`,
  placeItems: 'Place items in Proof',
} as const;
