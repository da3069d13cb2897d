/**
 * The site's menus as data (docs/product/pages.md#menus, decision 075): the header menu (a link, or a
 * dropdown of links) and the footer's columns. Stored in `site_navigation`, read with the site content,
 * checked here for the API and the editor alike. The limits keep the header whole on one line at 960 px
 * (below that it is the mobile menu, a list that holds at 375 px) and the footer in its grid.
 */
import type { FieldError } from './field-error.ts';
import { unprintableText } from './visible-text.ts';

export interface NavLink {
  label: string;
  href: string;
}

export interface HeaderItem extends NavLink {
  /** A dropdown's links; without them the item is a plain link. */
  children?: NavLink[];
}

export interface FooterColumn {
  heading: string;
  links: NavLink[];
}

export interface Navigation {
  header: HeaderItem[];
  footer: FooterColumn[];
}

/** A page or post the menu editor's picker offers (GET /api/admin/navigation/links). */
export interface MenuLinkTarget {
  kind: 'page' | 'post';
  /** The page's title without its ` | Brand` ending, or the post's title: what a menu label starts as. */
  title: string;
  href: string;
}

/** A page title as a menu label: without the ` | Brand` ending every page title has. */
export const linkLabelOf = (title: string): string => title.replace(/\s+\|\s+[^|]*$/, '').trim();

export const navigationLimits = {
  headerItems: 5,
  headerLabel: 20,
  children: 12,
  childLabel: 40,
  footerColumns: 4,
  footerHeading: 24,
  footerLinks: 12,
  footerLabel: 40,
  href: 300,
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The path part of a link to this site (no query, no fragment, no trailing slash); undefined for an external link. */
export function sitePathOf(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  return href.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1') || '/';
}

function checkText(value: unknown, field: string, label: string, max: number): FieldError[] {
  if (typeof value !== 'string' || value.trim() === '') return [{ field, message: `${label} is required.` }];
  const unprintable = unprintableText(value);
  if (unprintable) return [{ field, message: `${label} ${unprintable}` }];
  if (value.length > max) return [{ field, message: `${label} must be at most ${max} characters.` }];
  return [];
}

function checkHref(value: unknown, field: string, pathExists: (path: string) => boolean): FieldError[] {
  if (typeof value !== 'string' || value === '') return [{ field, message: 'The link is required.' }];
  if (value.length > navigationLimits.href) return [{ field, message: `A link must be at most ${navigationLimits.href} characters.` }];
  if (/\s/.test(value)) return [{ field, message: 'A link has no spaces.' }];
  const path = sitePathOf(value);
  if (path === undefined) {
    return /^https:\/\/[^/\s]+/.test(value) ? [] : [{ field, message: 'A link is a path of this site (/…) or a full https:// address.' }];
  }
  return pathExists(path) ? [] : [{ field, message: `${value} is not a page of this site (it answers 404).` }];
}

function checkLinks(value: unknown, field: string, max: number, labelMax: number, pathExists: (path: string) => boolean): FieldError[] {
  if (!Array.isArray(value)) return [{ field, message: 'Links must be a list.' }];
  if (value.length > max) return [{ field, message: `At most ${max} links.` }];
  return value.flatMap((link, index) => {
    const at = `${field}.${index}`;
    if (!isRecord(link)) return [{ field: at, message: 'A link must be an object with a label and an href.' }];
    return [...checkText(link.label, `${at}.label`, 'The label', labelMax), ...checkHref(link.href, `${at}.href`, pathExists)];
  });
}

function checkHeader(value: unknown, pathExists: (path: string) => boolean): FieldError[] {
  const { headerItems, headerLabel, children, childLabel } = navigationLimits;
  if (!Array.isArray(value)) return [{ field: 'header', message: 'The header menu must be a list.' }];
  if (value.length > headerItems) return [{ field: 'header', message: `The header menu holds at most ${headerItems} items.` }];
  return value.flatMap((item, index) => {
    const at = `header.${index}`;
    if (!isRecord(item)) return [{ field: at, message: 'A menu item must be an object with a label and an href.' }];
    const errors = [...checkText(item.label, `${at}.label`, 'The label', headerLabel), ...checkHref(item.href, `${at}.href`, pathExists)];
    if (item.children !== undefined) errors.push(...checkLinks(item.children, `${at}.children`, children, childLabel, pathExists));
    return errors;
  });
}

function checkFooter(value: unknown, pathExists: (path: string) => boolean): FieldError[] {
  const { footerColumns, footerHeading, footerLinks, footerLabel } = navigationLimits;
  if (!Array.isArray(value)) return [{ field: 'footer', message: 'The footer must be a list of columns.' }];
  if (value.length > footerColumns) return [{ field: 'footer', message: `The footer holds at most ${footerColumns} columns.` }];
  const headings = value.map((column) => (isRecord(column) && typeof column.heading === 'string' ? column.heading.trim().toLowerCase() : undefined));
  return value.flatMap((column, index) => {
    const at = `footer.${index}`;
    if (!isRecord(column)) return [{ field: at, message: 'A footer column must be an object with a heading and links.' }];
    const errors = [
      ...checkText(column.heading, `${at}.heading`, 'The heading', footerHeading),
      ...checkLinks(column.links, `${at}.links`, footerLinks, footerLabel, pathExists),
    ];
    if (headings[index] && headings.indexOf(headings[index]) !== index)
      errors.push({ field: `${at}.heading`, message: 'Two footer columns have this heading.' });
    return errors;
  });
}

/** Every problem of a navigation, each with its field (`header.0.children.3.href`); `pathExists` says whether a path of this site answers. */
export function validateNavigation(value: unknown, pathExists: (path: string) => boolean): FieldError[] {
  if (!isRecord(value)) return [{ field: 'body', message: 'The navigation must be an object with a header and a footer.' }];
  return [...checkHeader(value.header, pathExists), ...checkFooter(value.footer, pathExists)];
}

/** Only the fields the site draws, in order (a checked navigation; unknown keys are dropped). */
export function cleanNavigation(value: Navigation): Navigation {
  const link = ({ label, href }: NavLink): NavLink => ({ label: label.trim(), href });
  return {
    header: value.header.map((item) => ({ ...link(item), ...(item.children ? { children: item.children.map(link) } : {}) })),
    footer: value.footer.map((column) => ({ heading: column.heading.trim(), links: column.links.map(link) })),
  };
}
