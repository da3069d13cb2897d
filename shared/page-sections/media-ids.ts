// The media-library images a page's sections show (its `mediaImage` fields), for the server to read their files.
import { isSectionType, sectionKinds } from './registry.ts';
import type { FieldSpec } from './specs.ts';
import type { Section } from './types.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every image id the visible sections choose, each once. */
export function mediaIdsIn(sections: readonly Section[]): number[] {
  const ids = new Set<number>();
  const visit = (specs: FieldSpec[], value: Record<string, unknown>) => {
    for (const spec of specs) {
      const field = value[spec.name];
      if (spec.kind === 'mediaImage' && isRecord(field) && typeof field.mediaId === 'number') ids.add(field.mediaId);
      if (spec.kind === 'list' && Array.isArray(field)) for (const item of field) if (isRecord(item)) visit(spec.of ?? [], item);
    }
  };
  for (const section of sections)
    if (!section.hidden && isSectionType(section.type)) visit(sectionKinds[section.type].fields, section as unknown as Record<string, unknown>);
  return [...ids];
}
