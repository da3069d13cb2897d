/** Warnings the page editor shows before a publish (islands/dashboard/site-pages/ProofWarnings.tsx); they do not block it. */
export const pageWarningsCopy = {
  heading: 'Before you publish',
  emptyProof: (position: number) =>
    `Section ${position} (Proof) shows nothing: no testimonial, case study, certification or client logo is picked for it or placed on its page. Visitors see nothing there until one is.`,
  placeItems: 'Place items in Proof',
} as const;

/** The proof items a proof section picks (islands/dashboard/site-pages/ProofItemsInput.tsx). */
export const pageProofCopy = {
  manage: 'Manage the items in Proof',
  loading: 'Loading the proof items…',
  loadFailed: 'The proof items could not be loaded. Reload the page to try again.',
  none: 'There is no proof item yet: add testimonials, case studies, certifications or client logos in Proof.',
  sample: '(sample)',
  testimonialName: (person: string, practice: string) => `${person}, ${practice}`,
  removed: (id: number) => `Item ${id}, removed from Proof (uncheck to remove it here)`,
} as const;
