/**
 * What a page revision changed against the live version (docs/product/api.md#pages): a word diff per field,
 * title and SEO fields first, then each section's fields, sections matched by their `id` so that a moved
 * section is compared with itself. Rich text is compared as its text, a line per block (shared/html-text.ts),
 * so a change of markup alone is no change (decision 084). Shared by the API (`changes`) and the editor.
 */
import { htmlToLines } from './html-text.ts';
import { sectionKinds, type FieldSpec, type PageContent, type Section } from './page-sections/index.ts';
import { diffText, type DiffPart } from './word-diff.ts';

export interface PageFieldChange {
  /** The field's path in the newer version (the older one for a removed section), e.g. `sections.2.items.0.question`. */
  field: string;
  /** The field as the editor names it, e.g. "Section 3, FAQ: Questions 1, Question". */
  label: string;
  parts: DiffPart[];
}

type Comparable = Omit<PageContent, 'path'> & { path?: string };

const pageFields: [keyof Comparable, string][] = [
  ['path', 'Address'],
  ['title', 'Title'],
  ['metaTitle', 'Meta title'],
  ['metaDescription', 'Meta description'],
  ['socialImage', 'Social image'],
  ['noindex', 'Hidden from search engines'],
  ['canonicalUrl', 'Canonical URL'],
];

function textOf(value: unknown, spec?: FieldSpec): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return spec?.kind === 'richText' ? htmlToLines(value) : value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** Every field of a section as `[path, label, text]`, lists item by item; `hidden` too. */
function fieldsOf(value: Record<string, unknown>, specs: FieldSpec[], path: string, label: string): [string, string, string][] {
  const rows: [string, string, string][] = [];
  for (const spec of specs) {
    const item = value[spec.name];
    const at = `${path}.${spec.name}`;
    const named = `${label}, ${spec.label}`;
    if (spec.kind === 'list' && Array.isArray(item)) {
      item.forEach((entry: unknown, index) => {
        if (entry && typeof entry === 'object')
          rows.push(...fieldsOf(entry as Record<string, unknown>, spec.of ?? [], `${at}.${index}`, `${named} ${index + 1}`));
        else rows.push([`${at}.${index}`, `${named} ${index + 1}`, textOf(entry)]);
      });
    } else {
      rows.push([at, named, textOf(item, spec)]);
    }
  }
  return rows;
}

function sectionRows(section: Section, index: number): Map<string, [string, string, string]> {
  const kind = sectionKinds[section.type];
  const label = `Section ${index + 1}, ${kind?.label ?? section.type}`;
  const rows = fieldsOf(section as unknown as Record<string, unknown>, kind?.fields ?? [], `sections.${index}`, label);
  rows.push([`sections.${index}.hidden`, `${label}, Hidden`, section.hidden ? 'yes' : '']);
  // Keyed by the field's place inside its section, so that a moved section lines up with itself.
  return new Map(rows.map((row) => [row[0].slice(`sections.${index}`.length), row]));
}

const sectionOrder = (sections: Section[]) => sections.map((section) => sectionKinds[section.type]?.label ?? section.type).join('\n');

type ChangedRow = [field: string, label: string, before: string, after: string];

/** Each changed field as its path, label and two texts, in the newer version's order. */
function changedRows(older: Comparable, newer: Comparable): ChangedRow[] {
  const changes: ChangedRow[] = [];
  const add = (field: string, label: string, before: string, after: string) => {
    if (before !== after) changes.push([field, label, before, after]);
  };
  for (const [key, label] of pageFields) {
    if (key === 'path' && (older.path === undefined || newer.path === undefined)) continue;
    add(key, label, textOf(older[key]), textOf(newer[key]));
  }
  add('sections', 'Sections in order', sectionOrder(older.sections), sectionOrder(newer.sections));
  const olderById = new Map(older.sections.map((section, index) => [section.id, sectionRows(section, index)]));
  const matched = new Set<string>();
  newer.sections.forEach((section, index) => {
    const before = olderById.get(section.id);
    if (before) matched.add(section.id);
    for (const [key, [field, label, text]] of sectionRows(section, index)) add(field, label, before?.get(key)?.[2] ?? '', text);
  });
  for (const section of older.sections) {
    if (matched.has(section.id)) continue;
    for (const [field, label, text] of olderById.get(section.id)!.values()) add(field, `${label} (removed)`, text, '');
  }
  return changes;
}

/** Each changed field of `newer` against `older`, in the newer version's order, with its word diff; an unchanged page has none. */
export const diffPages = (older: Comparable, newer: Comparable): PageFieldChange[] =>
  changedRows(older, newer).map(([field, label, before, after]) => ({ field, label, parts: diffText(before, after) }));

/** The labels of the fields `newer` changed, without a diff (cheap enough for every row of the revisions list). */
export const changedFieldLabels = (older: Comparable, newer: Comparable): string[] => changedRows(older, newer).map((row) => row[1]);
