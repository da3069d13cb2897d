// The field specs of the section kinds, and a page's content: what the page editor draws its forms from.
import type { Section, SectionOf, SectionType } from './types.ts';

/**
 * `image`: a typed path (the platform grid's wordmarks); `mediaImage`: an image of the media library
 * (`{mediaId, alt, decorative?}`); `mediaImages`: a list of them (`minItems` to `maxItems`); `proofItems`: ids of
 * proof items, in order (at most `maxItems`); `choices`: some of `options` (a checkbox each, at least `minItems` to publish);
 * `guide`: the id of one guide of the Guides list, or none (the editor offers the guides by title).
 */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'richText'
  | 'url'
  | 'image'
  | 'mediaImage'
  | 'mediaImages'
  | 'proofItems'
  | 'guide'
  | 'number'
  | 'boolean'
  | 'select'
  | 'choices'
  | 'list';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  /** Characters, for text, textarea, richText (its visible text) and url. */
  maxLength?: number;
  /** For number. */
  min?: number;
  max?: number;
  /** For list and choices. */
  minItems?: number;
  maxItems?: number;
  /** For select and choices. */
  options?: { value: string; label: string }[];
  /** For list: the fields of each item. */
  of?: FieldSpec[];
  help?: string;
}

export interface SectionKindSpec<T extends SectionType = SectionType> {
  type: T;
  label: string;
  description: string;
  fields: FieldSpec[];
  /** A valid new section, as the editor inserts it. */
  example(): SectionOf<T>;
}

/** The SEO fields of a page. */
export interface PageSeo {
  metaTitle: string;
  metaDescription: string;
  /** An image URL for social cards; empty for the site's default card. */
  socialImage: string;
  noindex: boolean;
  /** Empty for the page's own address. */
  canonicalUrl: string;
}

/** What a page's content is: its path, title, SEO fields and sections (the API's page body, without status). */
export interface PageContent extends PageSeo {
  path: string;
  title: string;
  sections: Section[];
}
