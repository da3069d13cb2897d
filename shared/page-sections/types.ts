// The typed sections a page is built from (docs/product/pages.md#sections). Shared by the server, which
// checks every section against its kind's fields, and by the page editor, which draws a form from them.
import type { SubscribeSection } from './types-forms.ts';
import type { GuideSection } from '../guides.ts';
/** An image field's value: a stored image or a file under public/, its alt text, or marked decorative. */
export interface ImageValue {
  src: string;
  alt: string;
  decorative: boolean;
}

/**
 * An image of the media library in a section (docs/product/pages.md#images): its id, its alt text, or marked
 * decorative. `mediaId` null: none chosen yet (a draft may leave a required image empty).
 */
export interface MediaImageValue {
  mediaId: number | null;
  alt: string;
  decorative?: boolean;
}

export interface LinkItem {
  label: string;
  href: string;
}
export interface TextItem {
  text: string;
}
export interface TitledItem {
  title: string;
  text: string;
}

/** Every section has an id (unique in its page, stable across edits) and may be hidden without being deleted. */
interface SectionBase {
  id: string;
  hidden?: boolean;
}

/** The home hero: brand, eyebrow, the h1, the buttons (the first is the primary one) and the workflow strip. */
export interface HeroSection extends SectionBase {
  type: 'hero';
  eyebrow: string;
  heading: string;
  subheading: string;
  buttons: LinkItem[];
  stages: { title: string; details: TextItem[] }[];
  /** Beside the heading on a wide screen, under it on a phone; the workflow strip follows. */
  image?: MediaImageValue;
}

/** A four-step flow diagram with the loop back (components/illustrations/FlowDiagram.tsx). */
export interface FlowDiagramValue {
  title: string;
  description: string;
  steps: TextItem[];
  loop: string;
  icon: string;
}

/** The header of an inner page: eyebrow, the h1, intro, buttons, figures and an illustration. */
export interface PageHeaderSection extends SectionBase {
  type: 'pageHeader';
  eyebrow: string;
  heading: string;
  intro: string;
  /** Shows "Home › {eyebrow} › {heading}" above the heading; the eyebrow links to `breadcrumbHref`. */
  breadcrumbHref: string;
  /** The breadcrumb's last item, this page's short name; the heading when empty. */
  breadcrumbLabel?: string;
  buttons: LinkItem[];
  stats: { value: string; label: string }[];
  /** At most one: the flow diagram beside the heading. */
  flowDiagram: FlowDiagramValue[];
  /** The hub diagram's labels (the Solutions page); used when there is no flow diagram. */
  hubLabels: { label: string }[];
  /** A photo beside the heading; shown instead of the diagrams. */
  image?: MediaImageValue;
}

interface HeadedSection extends SectionBase {
  /** The fragment id (`#about`); empty to derive it from the heading. */
  anchor: string;
  /** The small line above the heading; optional. */
  eyebrow?: string;
  heading: string;
  intro: string;
  /** Drawn on the shaded background (alternate them down a page). */
  muted?: boolean;
}

export interface AboutSection extends HeadedSection {
  type: 'about';
  pillars: TitledItem[];
}

export interface KpiSection extends HeadedSection {
  type: 'kpis';
  items: { target: number; suffix: string; lowerIsBetter: boolean; title: string; description: string }[];
}

export interface PlatformsSection extends HeadedSection {
  type: 'platforms';
  items: { name: string; logo: ImageValue }[];
  disclaimer: string;
}

export interface ServicesSummarySection extends HeadedSection {
  type: 'servicesSummary';
  cards: { title: string; href: string; summary: string; features: TextItem[] }[];
}

export interface BenefitsSection extends HeadedSection {
  type: 'benefits';
  items: TitledItem[];
}

export interface ProcessSection extends HeadedSection {
  type: 'process';
  columns: { heading: string; steps: TextItem[] }[];
}

export interface WorkflowsSection extends HeadedSection {
  type: 'workflows';
  columns: { heading: string; intro: string; steps: TitledItem[] }[];
}

/** Titled items as a grid, or, when both column headings are set, as a two-column table. */
export interface ListSection extends HeadedSection {
  type: 'list';
  items: TitledItem[];
  tableFirst: string;
  tableSecond: string;
}

export interface StepsSection extends HeadedSection {
  type: 'steps';
  items: TitledItem[];
}

export interface CalloutSection extends SectionBase {
  type: 'callout';
  anchor: string;
  heading: string;
  text: string;
  linkLabel: string;
  linkHref: string;
}

/** A grid of cards with an icon each (the member benefits). */
export interface IconCardsSection extends HeadedSection {
  type: 'iconCards';
  items: { icon: string; title: string; text: string }[];
}

/** A chain diagram beside a solution (components/illustrations/ChainDiagram.tsx); a step "A | B" is a row of boxes. */
export interface ChainDiagramValue {
  title: string;
  description: string;
  steps: TextItem[];
  highlight: number;
}

/** A feature beside its illustration (a Solutions row); every other row is drawn flipped. */
export interface FeatureRowSection extends SectionBase {
  type: 'featureRow';
  icon: string;
  heading: string;
  text: string;
  features: TextItem[];
  diagram: ChainDiagramValue[];
}

/** A full-width band: a feature and the measures it moves, each higher or lower is better. */
export interface MeasuresBandSection extends SectionBase {
  type: 'measuresBand';
  heading: string;
  text: string;
  features: TextItem[];
  measuresHeading: string;
  measures: { name: string; better: 'higher' | 'lower' }[];
}

export interface CtaBandSection extends SectionBase {
  type: 'ctaBand';
  anchor: string;
  heading: string;
  text: string;
  buttonLabel: string;
  buttonHref: string;
  secondaryLabel: string;
  secondaryHref: string;
}

/** The contact form (id "contact"); `subject` is sent with each message (the member program's inquiry). */
export interface ContactSection extends SectionBase {
  type: 'contact';
  heading: string;
  intro: string;
  subject: string;
}

/**
 * Proof items (testimonials, case studies, certifications, client logos): those picked for this page in `items`
 * (proof item ids, in order), or, when none is picked, those placed on `placement` in the Proof list.
 */
export interface ProofSection extends SectionBase {
  type: 'proof';
  placement: string;
  items?: number[];
}

/** The revenue check form (components/revenue-check), with its heading and intro. */
export interface RevenueCheckSection extends SectionBase {
  type: 'revenueCheck';
}

/** A legal document; `{companyName}`, `{legalName}`, `{email}` and `{phone}` are filled from the company settings. */
export interface LegalSection extends SectionBase {
  type: 'legal';
  title: string;
  lastUpdated: string;
  intro: string;
  parts: { anchor: string; heading: string; paragraphs: TextItem[]; list: TextItem[] }[];
}

/** A short centred message with an icon, the h1 and one button (the thank-you page). */
export interface MessageSection extends SectionBase {
  type: 'message';
  heading: string;
  message: string;
  followUp: string;
  buttonLabel: string;
  buttonHref: string;
}

/** Formatted text: the post editor's inline formatting, links, lists and headings h2 to h4. */
export interface RichTextSection extends SectionBase {
  type: 'richText';
  html: string;
}

/** An image beside formatted text (the h2 `heading`, then `html`), the image on the left or right. */
export interface ImageTextSection extends SectionBase {
  type: 'imageText';
  anchor: string;
  heading: string;
  html: string;
  image: MediaImageValue;
  imageSide: 'left' | 'right';
  muted?: boolean;
}

/** Logos of the media library in a row under the h2 `heading` (clients, partners, platforms). */
export interface LogoStripSection extends SectionBase {
  type: 'logoStrip';
  anchor: string;
  heading: string;
  logos: MediaImageValue[];
  muted?: boolean;
}

/** Questions and answers, with FAQPage structured data. */
export interface FaqSection extends SectionBase {
  type: 'faq';
  heading: string;
  items: { question: string; answer: string }[];
}

export type Section =
  | HeroSection
  | PageHeaderSection
  | AboutSection
  | KpiSection
  | PlatformsSection
  | ServicesSummarySection
  | BenefitsSection
  | ProcessSection
  | WorkflowsSection
  | ListSection
  | StepsSection
  | CalloutSection
  | IconCardsSection
  | FeatureRowSection
  | MeasuresBandSection
  | CtaBandSection
  | ContactSection
  | ProofSection
  | RevenueCheckSection
  | LegalSection
  | MessageSection
  | RichTextSection
  | ImageTextSection
  | LogoStripSection
  | SubscribeSection
  | GuideSection
  | FaqSection;

export type SectionType = Section['type'];
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;
