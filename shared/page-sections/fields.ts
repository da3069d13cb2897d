// Short constructors for the field specs of the section kinds (kinds-*.ts).
import type { FieldSpec } from './specs.ts';

type Extra = Partial<Omit<FieldSpec, 'name' | 'label' | 'kind'>>;

export const text = (name: string, label: string, maxLength: number, extra: Extra = {}): FieldSpec => ({ name, label, kind: 'text', maxLength, ...extra });
export const textarea = (name: string, label: string, maxLength: number, extra: Extra = {}): FieldSpec => ({
  name,
  label,
  kind: 'textarea',
  maxLength,
  ...extra,
});
export const url = (name: string, label: string, extra: Extra = {}): FieldSpec => ({ name, label, kind: 'url', maxLength: 300, ...extra });
export const list = (name: string, label: string, of: FieldSpec[], minItems: number, maxItems: number, extra: Extra = {}): FieldSpec => ({
  name,
  label,
  kind: 'list',
  of,
  minItems,
  maxItems,
  ...extra,
});
export const mediaImage = (name: string, label: string, extra: Extra = {}): FieldSpec => ({ name, label, kind: 'mediaImage', ...extra });
export const select = (name: string, label: string, options: { value: string; label: string }[], extra: Extra = {}): FieldSpec => ({
  name,
  label,
  kind: 'select',
  options,
  required: true,
  ...extra,
});

/** The fragment id of a section; the same rule as a heading id. */
export const anchor = text('anchor', 'Anchor (fragment id)', 40, {
  help: 'Lowercase letters, digits and hyphens, for links such as /#contact. Leave empty to derive it from the heading.',
});

/** The small line above a home-style section's heading. */
export const eyebrow = text('eyebrow', 'Eyebrow', 30);

/** The heading and intro every headed section starts with. */
export const headed = (headingMax = 90, introMax = 300): FieldSpec[] => [
  anchor,
  text('heading', 'Heading', headingMax, { required: true }),
  textarea('intro', 'Intro', introMax),
  { name: 'muted', label: 'Shaded background', kind: 'boolean' },
];

export const titledItem = (titleMax: number, textMax: number): FieldSpec[] => [
  text('title', 'Title', titleMax, { required: true }),
  textarea('text', 'Text', textMax, { required: true }),
];

export const textItem = (label: string, maxLength: number): FieldSpec[] => [text('text', label, maxLength, { required: true })];

export const linkItem: FieldSpec[] = [text('label', 'Label', 32, { required: true }), url('href', 'Link', { required: true })];

/** The line icons of components/Icon.tsx (a test keeps the two lists equal). */
export const iconNames = [
  'shield',
  'code',
  'send',
  'refresh',
  'wallet',
  'clock',
  'chart',
  'users',
  'workflow',
  'link',
  'monitor',
  'book',
  'tag',
  'heart',
  'check',
] as const;

export const iconField = (name = 'icon'): FieldSpec =>
  select(
    name,
    'Icon',
    iconNames.map((icon) => ({ value: icon, label: icon })),
  );
