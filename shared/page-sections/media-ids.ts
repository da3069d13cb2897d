// The media-library images a page's sections show (its `mediaImage` fields and the images in its rich text), for
// the server to read their files.
import { isSectionType, sectionKinds } from './registry.ts';
import type { FieldSpec } from './specs.ts';
import type { Section } from './types.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every value of the fields of `kind` in the visible sections. */
function valuesOf(sections: readonly Section[], kind: FieldSpec['kind']): unknown[] {
  const found: unknown[] = [];
  const visit = (specs: FieldSpec[], value: Record<string, unknown>) => {
    for (const spec of specs) {
      const field = value[spec.name];
      if (spec.kind === kind) found.push(field);
      if (spec.kind === 'list' && Array.isArray(field)) for (const item of field) if (isRecord(item)) visit(spec.of ?? [], item);
    }
  };
  for (const section of sections) {
    if (!section.hidden && isSectionType(section.type)) visit(sectionKinds[section.type].fields, section as unknown as Record<string, unknown>);
  }
  return found;
}

/** Every image id the visible sections choose, each once. */
export function mediaIdsIn(sections: readonly Section[]): number[] {
  const images = [...valuesOf(sections, 'mediaImage'), ...valuesOf(sections, 'mediaImages').flatMap((value) => (Array.isArray(value) ? value : []))];
  const ids = images.flatMap((value) => (isRecord(value) && typeof value.mediaId === 'number' ? [value.mediaId] : []));
  return [...new Set(ids)];
}

/** The HTML of every rich text field of the visible sections. */
export const richTextsIn = (sections: readonly Section[]): string[] =>
  valuesOf(sections, 'richText').filter((value): value is string => typeof value === 'string');

/** Every guide the visible guide sections offer, each once. */
export function guideIdsIn(sections: readonly Section[]): number[] {
  const ids = sections.flatMap((section) => (section.type === 'guide' && !section.hidden && typeof section.guideId === 'number' ? [section.guideId] : []));
  return [...new Set(ids)];
}
