// Shapes of the marketing copy in `content/`. Pages import these types and
// render the data; no module in `content/` renders anything itself.

/** Per-page metadata (docs/product/pages.md#page-metadata). */
export interface PageMeta {
  title: string;
  description: string;
  keywords: string[];
  robots: string;
  ogType: 'website' | 'article';
}

export interface Link {
  label: string;
  href: string;
}

export interface CallToAction {
  heading: string;
  text: string;
  label: string;
  href: string;
}

/** Heading block shared by page sections; `id` is the fragment id. */
export interface SectionHeader {
  id: string;
  heading: string;
  intro: string;
}

export interface Hero {
  tagline: string;
  subheading: string;
  primaryCta: Link;
  secondaryCta: Link;
  /** The revenue check, a second secondary action. */
  revenueCheckCta: Link;
}

export interface TitledText {
  title: string;
  text: string;
}

/** One stage of the home-page workflow strip (docs/product/pages.md#home-page). */
export interface WorkflowStage {
  number: number;
  title: string;
  details: string[];
}

/** One animated counter; the page shows `target` followed by `suffix`. */
export interface KpiItem {
  target: number;
  suffix: string;
  /** A measure where lower is better (days in A/R, denial rate): its counter counts down to the target. */
  lowerIsBetter?: boolean;
  title: string;
  description: string;
}

export interface Platform {
  name: string;
  logoUrl: string;
}

export interface ServiceCard {
  title: string;
  href: string;
  summary: string;
  features: string[];
}

export interface Pillar {
  title: string;
  text: string;
}

export interface Stat {
  value: string;
  label: string;
}

export type ServiceSlug =
  | 'insurance-verification'
  | 'medical-coding'
  | 'claims-submission'
  | 'denial-management'
  | 'payment-posting'
  | 'accounts-receivable'
  | 'reporting-analytics'
  | 'consulting-optimization'
  | 'technology-integration'
  | 'rcm-assessment';

export interface ProcessColumn {
  heading: string;
  steps: string[];
}

export interface WorkflowColumn {
  heading: string;
  intro?: string;
  steps: TitledText[];
}

/**
 * The building blocks of a service page, rendered generically by `kind`:
 * - `benefits`: a split row: the heading beside a ruled list.
 * - `process`: phases of numbered steps.
 * - `workflows`: two columns, each a list of titled steps.
 * - `list`: titled items shown as a grid, or, with `table`, as a two-column table under those headings.
 * - `steps`: titled items shown as a numbered sequence.
 * - `callout`: a highlighted paragraph, optionally with a link.
 */
export type Section =
  | { kind: 'benefits'; heading: string; intro?: string; items: TitledText[] }
  | { kind: 'process'; heading: string; intro?: string; columns: ProcessColumn[] }
  | { kind: 'workflows'; heading: string; intro?: string; columns: WorkflowColumn[] }
  | { kind: 'list'; heading: string; intro?: string; items: TitledText[]; table?: [string, string] }
  | { kind: 'steps'; heading: string; intro?: string; items: TitledText[] }
  | { kind: 'callout'; heading: string; text: string; link?: Link };

export type SectionKind = Section['kind'];

export interface ServicePage {
  slug: ServiceSlug;
  /** Route, always `/services/<slug>`. */
  path: string;
  /** Page heading (h1). */
  title: string;
  /** Label for the Services menu and the breadcrumb. */
  shortTitle: string;
  /** Document title, about 50-60 characters, company name included. */
  metaTitle: string;
  /** 120-160 characters. */
  metaDescription: string;
  keywords: string[];
  intro: string;
  sections: Section[];
}

export interface LegalSection {
  /** Fragment id for in-page links, e.g. `information-we-collect`. */
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  title: string;
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}

/** Every page that has an entry in `pageMeta` (content/meta.ts). */
export type PageKey =
  | 'home'
  | ServiceSlug
  | 'solutions'
  | 'uswha'
  | 'blog'
  | 'privacy-policy'
  | 'terms-of-service'
  | 'thank-you'
  | 'book'
  | 'book-manage'
  | 'subscribe'
  | 'guide-request'
  | 'revenue-check'
  | 'revenue-check-thank-you'
  | 'search'
  | 'login'
  | 'invite'
  | 'login-verify'
  | 'security'
  | 'dashboard'
  | 'dashboard-posts'
  | 'dashboard-proof'
  | 'dashboard-settings'
  | 'dashboard-leads'
  | 'dashboard-media'
  | 'dashboard-staff'
  | 'dashboard-audit'
  | 'dashboard-backups'
  | 'dashboard-import'
  | 'dashboard-calls'
  | 'dashboard-lead-settings'
  | 'dashboard-redirects'
  | 'dashboard-newsletters'
  | 'dashboard-newsletter'
  | 'dashboard-subscribers'
  | 'dashboard-guides'
  | 'dashboard-site-health'
  | 'dashboard-profile'
  | 'not-found';
