/**
 * One way to turn a joi error into the `errors` the API answers and the
 * no-JavaScript forms show: one entry per field (the first rule it broke), in
 * the order the fields appear, each a plain sentence that starts with the
 * field's label. Each schema brings only its words: labels where they differ
 * from the field name, and the sentences of its named patterns.
 */
import type Joi from 'joi';
import type { FieldError } from '#shared/field-error.ts';

export interface Wording {
  /** What the whole input is, for a body that is not an object: "Send the contact message as a JSON object." */
  whole?: string;
  /** What the fields belong to, for an unknown one: '"isAdmin" is not a field of the contact form.' */
  fieldsOf?: string;
  /** Labels where they differ from the field name in words ("Full name" for fullName comes by itself). */
  labels?: Readonly<Record<string, string>>;
  /** What follows the label when a named pattern (`.pattern(regex, 'singleLine')`) fails: "must be on a single line." */
  patterns?: Readonly<Record<string, string>>;
  /** A field that gets one message whatever it broke (the honeypot: "Leave this field empty."). */
  fixed?: Readonly<Record<string, string>>;
}

type Context = Joi.Context | undefined;

/** What follows the label, by joi error type. */
const predicates: Record<string, (context: Context) => string> = {
  'any.required': () => 'is required.',
  'string.empty': () => 'is required.',
  'string.base': () => 'must be text.',
  'string.max': (context) => `must be at most ${context?.limit} characters.`,
  'number.base': () => 'must be a number.',
  'number.integer': () => 'must be a whole number.',
  'number.min': (context) => `must be at least ${context?.limit}.`,
  'number.max': (context) => `must be at most ${context?.limit}.`,
  'boolean.base': () => 'must be true or false.',
  'array.base': () => 'must be a list.',
  'array.max': (context) => `must have at most ${context?.limit} items.`,
};

/** `title`, `items[0].name`; the root (a body, or a single value such as an id) is called `root`. */
function fieldPath(path: (string | number)[], root: string): string {
  const joined = path.map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : index > 0 ? `.${segment}` : segment)).join('');
  return joined || root;
}

/** A field name in words, for a field with no label: `followUpAt` → "Follow up at" (never the API's spelling). */
const inWords = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A map entry of the map's own: a field may be called `constructor` or `__proto__`. */
const own = <T>(map: Readonly<Record<string, T>> | undefined, key: string): T | undefined => (map && Object.hasOwn(map, key) ? map[key] : undefined);

function messageFor(detail: Joi.ValidationErrorItem, field: string, wording: Wording): string {
  const fixed = own(wording.fixed, field);
  if (fixed) return fixed;
  // `.or('role', 'active')` on an object that has neither: name what may be sent.
  if (detail.type === 'object.missing') {
    const peers = (detail.context?.peers as string[] | undefined) ?? [];
    return peers.length > 0 ? `Send ${peers.map((peer) => lowerFirst(own(wording.labels, peer) ?? inWords(peer))).join(' or ')}.` : 'Send a field.';
  }
  if (detail.path.length === 0 && wording.whole) return `Send ${wording.whole} as a JSON object.`;
  if (detail.type === 'object.unknown') return `"${field}" is not a field of ${wording.fieldsOf ?? 'this request'}.`;
  if (detail.type === 'string.email') return 'Please enter a valid email address, like name@example.com.';
  // A nested field is called by its own name: "Name", not "Items[1].name".
  const name = detail.path.findLast((segment) => typeof segment === 'string') ?? field;
  const label = own(wording.labels, field) ?? inWords(name);
  const pattern = detail.type === 'string.pattern.name' ? own(wording.patterns, String(detail.context?.name)) : undefined;
  const predicate = pattern ?? own(predicates, detail.type)?.(detail.context) ?? 'is not valid.';
  return `${label} ${predicate}`;
}

export function toFieldErrors(error: Joi.ValidationError, wording: Wording, root = 'body'): FieldError[] {
  const byField = new Map<string, string>();
  for (const detail of error.details) {
    const field = fieldPath(detail.path, root);
    if (!byField.has(field)) byField.set(field, messageFor(detail, field, wording));
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}
