/** Values for the generic section forms (decision 086): an empty value per field kind, and paths as ids. */
import type { FieldSpec } from '#shared/page-sections/index.ts';

export type Value = unknown;
export type Item = Record<string, unknown>;

/** The empty value of one field: what a new list item starts with. */
export function emptyValue(spec: FieldSpec): Value {
  switch (spec.kind) {
    case 'boolean':
      return false;
    case 'number':
      return spec.min ?? 0;
    case 'select':
      return spec.options?.[0]?.value ?? '';
    case 'image':
      return { src: '', alt: '', decorative: false };
    case 'guide':
      return undefined;
    case 'mediaImage':
      return spec.required ? { mediaId: null, alt: '' } : undefined;
    case 'proofItems':
    case 'mediaImages':
    case 'choices':
      return [];
    case 'list':
      return Array.from({ length: spec.minItems ?? 0 }, () => emptyItem(spec.of ?? []));
    default:
      return '';
  }
}

export const emptyItem = (specs: FieldSpec[]): Item => Object.fromEntries(specs.map((spec) => [spec.name, emptyValue(spec)]));

/** The id of the input of a field path (`sections.2.items.0.question`). */
export const fieldIdOf = (path: string): string => `page-field-${path.replace(/[^a-zA-Z0-9_-]/g, '-')}`;

/** Every field path of a list of specs over a value, in the order the form shows them (for focus on the first error). */
export function fieldPaths(specs: FieldSpec[], value: Item, prefix: string): string[] {
  return specs.flatMap((spec) => {
    const path = `${prefix}.${spec.name}`;
    if (spec.kind === 'image') return [path, `${path}.src`, `${path}.alt`];
    if (spec.kind === 'mediaImage') return [path, `${path}.mediaId`, `${path}.alt`];
    if (spec.kind === 'mediaImages') {
      const images = Array.isArray(value[spec.name]) ? (value[spec.name] as unknown[]) : [];
      return [path, ...images.flatMap((_, index) => [`${path}.${index}`, `${path}.${index}.mediaId`, `${path}.${index}.alt`])];
    }
    if (spec.kind !== 'list') return [path];
    const items = Array.isArray(value[spec.name]) ? (value[spec.name] as Item[]) : [];
    return [path, ...items.flatMap((item, index) => [`${path}.${index}`, ...fieldPaths(spec.of ?? [], item, `${path}.${index}`)])];
  });
}

/** A copy of a list with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
