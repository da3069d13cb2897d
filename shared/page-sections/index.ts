// The typed page sections shared by the server and the page editor (docs/product/pages.md#sections).
export type * from './types.ts';
export type * from './types-forms.ts';
export type * from './specs.ts';
export { sectionKinds, sectionTypes, isSectionType } from './registry.ts';
export {
  validatePage,
  validateSection,
  internalLinks,
  headingOutline,
  linkPath,
  maxPageBytes,
  maxSections,
  jsonBytes,
  type PageCheckOptions,
} from './validate.ts';
export { type CheckMode } from './validate-fields.ts';
export { iconNames } from './fields.ts';
export { guideIdsIn, mediaIdsIn, richTextsIn } from './media-ids.ts';
