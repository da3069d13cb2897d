// Checks one value against its field spec (types.ts): the shape always, the required rule only for a
// publish, so that a draft can be saved half written.
import { htmlToText } from '../html-text.ts';
import { hasVisibleText, unprintableText } from '../visible-text.ts';
import type { FieldError } from '../field-error.ts';
import type { FieldSpec } from './specs.ts';

export type CheckMode = 'draft' | 'publish';

/** Where a link may point: this site (a path or a fragment), the web, an email address or a phone number. */
const linkPattern = /^(\/(?!\/)|#|https?:\/\/[^\s]+$|mailto:|tel:)/;
/**
 * A "path" a browser or a router may read as another site: `/\evil.example` (a browser reads `\` as `/`, so
 * `//evil.example`), or an encoded slash or backslash (`/%2F/evil.example`), which a decoding router turns
 * into the same.
 */
export function leavesTheSite(link: string): boolean {
  const path = link.split(/[?#]/)[0]!;
  return path.startsWith('/') && (path.includes('\\') || /%(?:2f|5c)/i.test(path));
}
export const anchorPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const altMaxLength = 200;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The length a visitor sees: rich text counts its words, not its tags. */
const visibleLength = (spec: FieldSpec, value: string) => (spec.kind === 'richText' ? htmlToText(value).length : value.length);

function checkString(spec: FieldSpec, value: unknown, path: string, mode: CheckMode): FieldError[] {
  // An optional text left out is empty (a field added to a kind later does not invalidate saved sections).
  if (value === undefined && !spec.required) return [];
  if (typeof value !== 'string') return [{ field: path, message: `${spec.label} must be text.` }];
  const unprintable = spec.kind === 'text' || spec.kind === 'textarea' ? unprintableText(value, spec.kind === 'textarea') : undefined;
  if (unprintable) return [{ field: path, message: `${spec.label} ${unprintable}` }];
  if (!hasVisibleText(spec.kind === 'richText' ? htmlToText(value) : value)) {
    return spec.required && mode === 'publish' ? [{ field: path, message: `${spec.label} is required.` }] : [];
  }
  if (spec.maxLength !== undefined && visibleLength(spec, value) > spec.maxLength) {
    return [{ field: path, message: `${spec.label} must be at most ${spec.maxLength} characters.` }];
  }
  // An image in rich text: alt="" is decorative, no alt attribute is not described yet (docs/product/pages.md#images).
  if (spec.kind === 'richText' && mode === 'publish' && /<img\b(?![^>]*\salt=)[^>]*>/i.test(value)) {
    return [{ field: path, message: `${spec.label}: an image has no alt text. Describe it in its alt text, or mark it decorative.` }];
  }
  if (spec.kind === 'url' && (!linkPattern.test(value.trim()) || leavesTheSite(value.trim()))) {
    return [{ field: path, message: `${spec.label} must be a path on this site (/…), a #fragment, an https:// address, mailto: or tel:.` }];
  }
  if (spec.kind === 'url' && /[\s<>"]/.test(value.trim())) return [{ field: path, message: `${spec.label} must not contain spaces, quotes, < or >.` }];
  return [];
}

function checkImage(spec: FieldSpec, value: unknown, path: string, mode: CheckMode): FieldError[] {
  if (!isRecord(value) || typeof value.src !== 'string' || typeof value.alt !== 'string' || typeof value.decorative !== 'boolean') {
    return [{ field: path, message: `${spec.label} must be an image: {src, alt, decorative}.` }];
  }
  const errors: FieldError[] = [];
  if (!value.src.trim()) {
    if (spec.required && mode === 'publish') errors.push({ field: `${path}.src`, message: `${spec.label}: choose an image.` });
  } else if (!/^(\/(?!\/)|https:\/\/)\S+$/.test(value.src)) {
    errors.push({ field: `${path}.src`, message: `${spec.label} must be a path on this site or an https:// address.` });
  }
  if (value.alt.length > altMaxLength) errors.push({ field: `${path}.alt`, message: `Alt text must be at most ${altMaxLength} characters.` });
  if (mode === 'publish' && value.src.trim() && !value.decorative && !hasVisibleText(value.alt)) {
    errors.push({ field: `${path}.alt`, message: `${spec.label}: describe the image in its alt text, or mark it decorative.` });
  }
  return errors;
}

const mediaImageKeys = new Set(['mediaId', 'alt', 'decorative']);

/** An image of the media library: `{mediaId, alt, decorative?}`; alt text or decorative for a publish. */
function checkMediaImage(spec: FieldSpec, value: unknown, path: string, mode: CheckMode): FieldError[] {
  if (value === undefined && !spec.required) return [];
  const shaped =
    isRecord(value) &&
    (value.mediaId === null || (typeof value.mediaId === 'number' && Number.isInteger(value.mediaId) && value.mediaId > 0 && value.mediaId < 2 ** 31)) &&
    typeof value.alt === 'string' &&
    (value.decorative === undefined || typeof value.decorative === 'boolean') &&
    Object.keys(value).every((key) => mediaImageKeys.has(key));
  if (!shaped) return [{ field: path, message: `${spec.label} must be an image chosen from the media library, with its alt text or marked decorative.` }];
  const image = value as { mediaId: number | null; alt: string; decorative?: boolean };
  if (image.alt.length > altMaxLength) return [{ field: `${path}.alt`, message: `Alt text must be at most ${altMaxLength} characters.` }];
  if (mode === 'draft') return [];
  if (image.mediaId === null) return spec.required ? [{ field: `${path}.mediaId`, message: `${spec.label}: choose an image.` }] : [];
  return image.decorative || hasVisibleText(image.alt)
    ? []
    : [{ field: `${path}.alt`, message: `${spec.label}: describe the image in its alt text, or mark it decorative.` }];
}

/** A list of images of the media library (a logo strip's logos): each one chosen, with alt text or decorative for a publish. */
function checkMediaImages(spec: FieldSpec, value: unknown, path: string, mode: CheckMode): FieldError[] {
  if (!Array.isArray(value)) return [{ field: path, message: `${spec.label} must be a list of images of the media library.` }];
  if (spec.maxItems !== undefined && value.length > spec.maxItems) return [{ field: path, message: `${spec.label}: at most ${spec.maxItems}.` }];
  const errors: FieldError[] =
    mode === 'publish' && spec.minItems !== undefined && value.length < spec.minItems
      ? [{ field: path, message: `${spec.label}: at least ${spec.minItems}.` }]
      : [];
  const each: FieldSpec = { name: spec.name, label: 'Logo', kind: 'mediaImage', required: true };
  value.forEach((item, index) => errors.push(...checkMediaImage(each, item, `${path}.${index}`, mode)));
  return errors;
}

/** Proof items picked for a section: distinct ids, at most `maxItems`; an empty list shows the placement's items. */
function checkProofItems(spec: FieldSpec, value: unknown, path: string): FieldError[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return [{ field: path, message: `${spec.label} must be a list of proof item ids.` }];
  if (spec.maxItems !== undefined && value.length > spec.maxItems) return [{ field: path, message: `${spec.label}: at most ${spec.maxItems}.` }];
  return value.flatMap((id, index) => {
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id >= 2 ** 31)
      return [{ field: `${path}.${index}`, message: 'A proof item id is a whole number.' }];
    return value.indexOf(id) < index ? [{ field: `${path}.${index}`, message: 'This proof item is picked twice.' }] : [];
  });
}

/** Some of the options, each once, in any order; at least `minItems` for a publish. */
function checkChoices(spec: FieldSpec, value: unknown, path: string, mode: CheckMode): FieldError[] {
  const options = (spec.options ?? []).map((option) => option.value);
  if (!Array.isArray(value) || value.some((choice, index) => !options.includes(choice as string) || value.indexOf(choice) < index)) {
    return [{ field: path, message: `${spec.label} must be a list of distinct choices from: ${options.join(', ')}.` }];
  }
  return mode === 'publish' && value.length < (spec.minItems ?? 0) ? [{ field: path, message: `${spec.label}: choose at least ${spec.minItems}.` }] : [];
}

function checkNumber(spec: FieldSpec, value: unknown, path: string): FieldError[] {
  if (typeof value !== 'number' || !Number.isInteger(value)) return [{ field: path, message: `${spec.label} must be a whole number.` }];
  if ((spec.min !== undefined && value < spec.min) || (spec.max !== undefined && value > spec.max)) {
    return [{ field: path, message: `${spec.label} must be from ${spec.min ?? '−∞'} to ${spec.max ?? '∞'}.` }];
  }
  return [];
}

function checkList(spec: FieldSpec, value: unknown, path: string, mode: CheckMode): FieldError[] {
  if (!Array.isArray(value)) return [{ field: path, message: `${spec.label} must be a list.` }];
  const errors: FieldError[] = [];
  if (spec.maxItems !== undefined && value.length > spec.maxItems) errors.push({ field: path, message: `${spec.label}: at most ${spec.maxItems}.` });
  if (spec.minItems !== undefined && value.length < spec.minItems && mode === 'publish') {
    errors.push({ field: path, message: `${spec.label}: at least ${spec.minItems}.` });
  }
  value.slice(0, spec.maxItems ?? value.length).forEach((item, index) => {
    if (!isRecord(item)) errors.push({ field: `${path}.${index}`, message: `${spec.label}: each item must be an object.` });
    else errors.push(...checkFields(spec.of ?? [], item, `${path}.${index}`, mode));
  });
  return errors;
}

export function checkField(spec: FieldSpec, value: unknown, path: string, mode: CheckMode): FieldError[] {
  switch (spec.kind) {
    case 'text':
    case 'textarea':
    case 'richText':
    case 'url':
      return checkString(spec, value, path, mode);
    case 'image':
      return checkImage(spec, value, path, mode);
    case 'mediaImage':
      return checkMediaImage(spec, value, path, mode);
    case 'mediaImages':
      return checkMediaImages(spec, value, path, mode);
    case 'proofItems':
      return checkProofItems(spec, value, path);
    case 'number':
      return value === undefined && !spec.required ? [] : checkNumber(spec, value, path);
    case 'guide':
      // Whether the guide exists is the server's check (docs/product/guides.md#the-section).
      return value === undefined && !spec.required ? [] : checkNumber({ ...spec, min: 1, max: 2 ** 31 - 1 }, value, path);
    case 'boolean':
      return value === undefined || typeof value === 'boolean' ? [] : [{ field: path, message: `${spec.label} must be true or false.` }];
    case 'select':
      return spec.options?.some((option) => option.value === value) ? [] : [{ field: path, message: `${spec.label}: choose one of the options.` }];
    case 'choices':
      return checkChoices(spec, value, path, mode);
    case 'list':
      return checkList(spec, value, path, mode);
  }
}

/** Every field of an object, and no field that the specs do not name. */
export function checkFields(specs: FieldSpec[], value: Record<string, unknown>, path: string, mode: CheckMode, allowed: string[] = []): FieldError[] {
  const errors = specs.flatMap((spec) => checkField(spec, value[spec.name], `${path}.${spec.name}`, mode));
  const known = new Set([...specs.map((spec) => spec.name), ...allowed]);
  for (const name of Object.keys(value)) if (!known.has(name)) errors.push({ field: `${path}.${name}`, message: `Unknown field "${name}".` });
  return errors;
}
