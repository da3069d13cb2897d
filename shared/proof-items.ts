/**
 * Proof items managed in the dashboard (docs/product/company.md#proof-items): testimonials, case studies,
 * certifications and memberships, and client logos, each placed on the home
 * page, chosen service pages and /uswha. The shape the API answers and pages
 * render, and the limits the form and the server share.
 */

export const proofKinds = ['testimonial', 'case-study', 'certification', 'client-logo'] as const;
export type ProofKind = (typeof proofKinds)[number];

export const proofKindLabels: Record<ProofKind, string> = {
  testimonial: 'Testimonial',
  'case-study': 'Case study',
  certification: 'Certification or membership',
  'client-logo': 'Client logo',
};

export interface ProofImage {
  id: number;
  url: string;
  width: number;
  height: number;
}

export interface Placement {
  home: boolean;
  uswha: boolean;
  /** Slugs of the service pages (`medical-coding`). */
  services: string[];
}

export interface TestimonialFields {
  kind: 'testimonial';
  quote: string;
  person: string;
  role: string;
  practice: string;
  photo: ProofImage | null;
  /** The person agreed to be quoted: required, with the date they did. */
  permissionGiven: true;
  /** YYYY-MM-DD. */
  permissionDate: string;
}

export interface CaseFigure {
  label: string;
  before: string;
  after: string;
}

export interface CaseStudyFields {
  kind: 'case-study';
  practiceType: string;
  problem: string;
  whatWasDone: string;
  figures: CaseFigure[];
}

export interface CertificationFields {
  kind: 'certification';
  name: string;
  issuer: string;
  logo: ProofImage | null;
  /** An https URL, or empty. */
  link: string;
}

export interface ClientLogoFields {
  kind: 'client-logo';
  /** The client's name: the logo's text alternative. */
  name: string;
  logo: ProofImage;
  link: string;
}

export type ProofFields = TestimonialFields | CaseStudyFields | CertificationFields | ClientLogoFields;

/** One item as the API answers it. */
export type ProofItem = ProofFields & {
  id: number;
  position: number;
  placement: Placement;
  /** Sample content from demo mode (`npm run seed:demo`, `DEMO_CONTENT=1`). */
  demo: boolean;
  createdAt: string;
  updatedAt: string;
};

export const proofLimits = {
  quote: 600,
  person: 80,
  role: 80,
  practice: 120,
  practiceType: 80,
  problem: 600,
  whatWasDone: 800,
  figureLabel: 60,
  figureValue: 30,
  figures: 4,
  name: 100,
  issuer: 100,
  link: 300,
  /** Items in all: the dashboard lists them on one page. */
  items: 200,
} as const;

/** Where a proof section can appear. */
export type ProofPage = { page: 'home' } | { page: 'uswha' } | { page: 'service'; slug: string };

/** The page a proof section's `placement` names (`home`, `uswha` or `service:{slug}`). */
export const proofPageOf = (placement: string): ProofPage =>
  placement === 'home' || placement === 'uswha' ? { page: placement } : { page: 'service', slug: placement.replace(/^service:/, '') };

export function isPlacedOn(placement: Placement, where: ProofPage): boolean {
  if (where.page === 'home') return placement.home;
  if (where.page === 'uswha') return placement.uswha;
  return placement.services.includes(where.slug);
}

/** How many items a proof section may pick for its page. */
export const maxPickedProof = 24;

/**
 * The items a proof section shows: those picked for its page (in the order picked), or, when none is picked,
 * those placed on its `placement`; a client logo whose image was removed shows nothing.
 */
export function proofItemsOf<T extends ProofItem>(items: readonly T[], placement: string, picked: readonly number[] = []): T[] {
  const where = proofPageOf(placement);
  const chosen = picked.length > 0 ? picked.flatMap((id) => items.filter((item) => item.id === id)) : items.filter((item) => isPlacedOn(item.placement, where));
  return chosen.filter((item) => item.kind !== 'client-logo' || item.logo);
}
