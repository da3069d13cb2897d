// The section registry (docs/product/pages.md#sections): every kind a page can be built from, by type.
import { about, benefits, callout, kpis, listKind, platforms, process, proof, servicesSummary, steps, workflows } from './kinds-body.ts';
import { contact, ctaBand, hero, message, pageHeader } from './kinds-headers.ts';
import { faq, featureRow, guide, iconCards, legal, measuresBand, revenueCheck, richText } from './kinds-more.ts';
import { imageText, logoStrip } from './kinds-images.ts';
import { subscribe } from './kinds-subscribe.ts';
import type { SectionKindSpec } from './specs.ts';
import type { SectionType } from './types.ts';

/** Every kind, by type, in the order the editor's "Add section" menu lists them. */
export const sectionKinds: { [T in SectionType]: SectionKindSpec<T> } = {
  pageHeader,
  hero,
  richText,
  faq,
  imageText,
  logoStrip,
  contact,
  subscribe,
  ctaBand,
  callout,
  benefits,
  steps,
  process,
  workflows,
  list: listKind,
  iconCards,
  featureRow,
  measuresBand,
  about,
  kpis,
  platforms,
  servicesSummary,
  proof,
  revenueCheck,
  guide,
  legal,
  message,
};

export const sectionTypes = Object.keys(sectionKinds) as SectionType[];

export const isSectionType = (value: unknown): value is SectionType => typeof value === 'string' && Object.hasOwn(sectionKinds, value);
