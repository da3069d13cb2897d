// Validates a section and a page against the registry: field shapes and limits, and, for a publish, the
// guardrails (docs/product/pages.md#guardrails): required fields, alt text, one h1 and headings in order,
// internal links that resolve.
import type { FieldError } from '../field-error.ts';
import { isSectionType, sectionKinds } from './registry.ts';
import type { FieldSpec } from './specs.ts';
import type { Section } from './types.ts';
import { anchorPattern, checkField, checkFields, type CheckMode } from './validate-fields.ts';

export interface PageCheckOptions {
  /** 'draft' checks shapes and limits only; 'publish' (the default) every guardrail. */
  mode?: CheckMode;
  /** Whether a path of this site answers; the server passes its routes, pages and posts. Links go unchecked without it. */
  pathExists?: (path: string) => boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
export const maxSections = 40;
/**
 * A page's content (title, SEO fields and sections) as JSON, in UTF-8 bytes, at most this (decision 087): its
 * fields' own limits allow pages far larger than any request may be (one legal document at its limits is about
 * 720,000 characters), so the page itself is bounded. With the rest of a save (path, status, versions: under
 * 2 KB) it stays under the pages API's body limit of 512 KB (server/api/index.server.ts).
 */
export const maxPageBytes = 500_000;

/** The size of a value as the editor sends it: JSON, in UTF-8 bytes. */
export const jsonBytes = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value)).length;
const idPattern = /^[A-Za-z0-9_-]{1,40}$/;

export function validateSection(section: unknown, index: number, mode: CheckMode = 'publish'): FieldError[] {
  const path = `sections.${index}`;
  if (!isRecord(section)) return [{ field: path, message: 'A section must be an object.' }];
  if (!isSectionType(section.type)) return [{ field: `${path}.type`, message: `Unknown section type "${String(section.type)}".` }];
  const errors: FieldError[] = [];
  if (typeof section.id !== 'string' || !idPattern.test(section.id)) {
    errors.push({ field: `${path}.id`, message: 'A section id is 1 to 40 letters, digits, hyphens or underscores.' });
  }
  if (section.hidden !== undefined && typeof section.hidden !== 'boolean') errors.push({ field: `${path}.hidden`, message: 'Hidden must be true or false.' });
  errors.push(...checkFields(sectionKinds[section.type].fields, section, path, mode, ['id', 'type', 'hidden']));
  if (typeof section.anchor === 'string' && section.anchor && !anchorPattern.test(section.anchor)) {
    errors.push({ field: `${path}.anchor`, message: 'An anchor is lowercase letters, digits and single hyphens.' });
  }
  return errors;
}

/** Each heading a visible section draws, in page order, with the field that holds it. */
export function headingOutline(sections: readonly Section[]): { level: number; field: string }[] {
  const outline: { level: number; field: string }[] = [];
  sections.forEach((section, index) => {
    if (section.hidden) return;
    const at = (name: string) => `sections.${index}.${name}`;
    switch (section.type) {
      case 'hero':
      case 'pageHeader':
      case 'message':
        outline.push({ level: 1, field: at('heading') });
        return;
      case 'legal':
        outline.push({ level: 1, field: at('title') }, { level: 2, field: at('parts') });
        return;
      case 'revenueCheck':
        outline.push({ level: 2, field: at('type') });
        return;
      case 'proof':
        return; // its headings are its own, and it shows nothing while nothing is placed
      case 'richText':
        for (const match of section.html.matchAll(/<h([1-6])\b/gi)) outline.push({ level: Number(match[1]), field: at('html') });
        return;
      case 'imageText':
        outline.push({ level: 2, field: at('heading') });
        for (const match of section.html.matchAll(/<h([1-6])\b/gi)) outline.push({ level: Number(match[1]), field: at('html') });
        return;
      default:
        outline.push({ level: 2, field: at('heading') });
    }
  });
  return outline;
}

function checkOutline(sections: readonly Section[]): FieldError[] {
  const errors: FieldError[] = [];
  let previous = 0;
  let h1s = 0;
  for (const { level, field } of headingOutline(sections)) {
    if (level === 1 && ++h1s > 1) errors.push({ field, message: 'A page has one h1: this is a second one. Use a section without an h1 here.' });
    else if (level > previous + 1) {
      errors.push({
        field,
        message:
          previous === 0
            ? 'The page must open with its h1 (a hero or page header) before any other heading.'
            : `Heading h${level} follows h${previous}: headings must not skip a level.`,
      });
    }
    previous = level;
  }
  if (h1s === 0) errors.push({ field: 'sections', message: 'The page needs its h1: add a hero or a page header.' });
  return errors;
}

/** Every link in the visible sections to a path of this site, with the field that holds it. */
export function internalLinks(sections: readonly Section[]): { field: string; href: string }[] {
  const found: { field: string; href: string }[] = [];
  const visit = (specs: FieldSpec[], value: Record<string, unknown>, path: string) => {
    for (const spec of specs) {
      const field = value[spec.name];
      const at = `${path}.${spec.name}`;
      if (spec.kind === 'url' && typeof field === 'string' && field.startsWith('/')) found.push({ field: at, href: field });
      if (spec.kind === 'richText' && typeof field === 'string') {
        for (const match of field.matchAll(/href="(\/[^"]*)"/g)) found.push({ field: at, href: match[1]!.replaceAll('&amp;', '&') });
      }
      if (spec.kind === 'list' && Array.isArray(field)) field.forEach((item, index) => isRecord(item) && visit(spec.of ?? [], item, `${at}.${index}`));
    }
  };
  sections.forEach(
    (section, index) => !section.hidden && visit(sectionKinds[section.type].fields, section as unknown as Record<string, unknown>, `sections.${index}`),
  );
  return found;
}

/** The path part of an internal link: without its query and fragment, without a trailing slash. */
export const linkPath = (href: string) => href.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1') || '/';

const seoFields: FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: 120 },
  { name: 'metaTitle', label: 'Meta title', kind: 'text', maxLength: 70 },
  { name: 'metaDescription', label: 'Meta description', kind: 'textarea', maxLength: 170 },
  { name: 'socialImage', label: 'Social image', kind: 'url', maxLength: 300 },
  { name: 'noindex', label: 'Hide from search engines', kind: 'boolean' },
  { name: 'canonicalUrl', label: 'Canonical URL', kind: 'url', maxLength: 300 },
];

/** A page's title, SEO fields and sections; `path` is checked by the server, which knows the site's routes. */
export function validatePage(page: unknown, options: PageCheckOptions = {}): FieldError[] {
  const mode = options.mode ?? 'publish';
  if (!isRecord(page)) return [{ field: 'page', message: 'A page must be an object.' }];
  const errors = seoFields
    .filter((spec) => page[spec.name] !== undefined || spec.required)
    .flatMap((spec) => checkField(spec, page[spec.name], spec.name, mode));
  if (typeof page.canonicalUrl === 'string' && page.canonicalUrl && !/^https:\/\//.test(page.canonicalUrl)) {
    errors.push({ field: 'canonicalUrl', message: 'A canonical URL is a full https:// address.' });
  }
  if (!Array.isArray(page.sections)) return [...errors, { field: 'sections', message: 'Sections must be a list.' }];
  if (page.sections.length > maxSections) return [...errors, { field: 'sections', message: `A page has at most ${maxSections} sections.` }];
  const bytes = jsonBytes(page);
  if (bytes > maxPageBytes) {
    const size = (count: number) => count.toLocaleString('en-US');
    const message = `The page is too large: ${size(bytes)} bytes of text and formatting, at most ${size(maxPageBytes)}. Shorten or remove sections, or split it into two pages.`;
    return [...errors, { field: 'sections', message }];
  }
  const sectionErrors = page.sections.flatMap((section, index) => validateSection(section, index, mode));
  errors.push(...sectionErrors);
  const ids = page.sections.map((section) => (isRecord(section) ? section.id : undefined));
  ids.forEach((id, index) => {
    if (typeof id === 'string' && ids.indexOf(id) !== index) errors.push({ field: `sections.${index}.id`, message: `Two sections have the id "${id}".` });
  });
  if (mode === 'draft') return errors;
  // The outline and the links are read from well-formed sections only; a missing required field does not hide them.
  if (sectionErrors.length > 0 && page.sections.some((section, index) => validateSection(section, index, 'draft').length > 0)) return errors;
  const sections = page.sections as Section[];
  errors.push(...checkOutline(sections));
  const { pathExists } = options;
  if (pathExists) {
    for (const { field, href } of internalLinks(sections)) {
      if (!pathExists(linkPath(href))) errors.push({ field, message: `${href} is not a page of this site (it answers 404).` });
    }
  }
  return errors;
}
