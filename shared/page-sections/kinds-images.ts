// Section kinds built around an image of the media library (docs/product/pages.md#images), and the image
// field the hero and the page header take.
import { anchor, mediaImage, select, text } from './fields.ts';
import type { FieldSpec, SectionKindSpec } from './specs.ts';

/** The optional photo of a hero or page header. */
export const headerImage: FieldSpec = mediaImage('image', 'Image', {
  help: 'Optional: a photo beside the heading, from the media library. Describe it in its alt text, or mark it decorative.',
});

export const logoStrip: SectionKindSpec<'logoStrip'> = {
  type: 'logoStrip',
  label: 'Logo strip',
  description: 'A row of logos from the media library under a heading: clients, partners or platforms.',
  fields: [
    anchor,
    text('heading', 'Heading', 90, { required: true }),
    {
      name: 'logos',
      label: 'Logos',
      kind: 'mediaImages',
      minItems: 1,
      maxItems: 24,
      help: 'Each logo from the media library, with the name it shows in its alt text (or marked decorative).',
    },
    { name: 'muted', label: 'Shaded background', kind: 'boolean' },
  ],
  example: () => ({ id: '', type: 'logoStrip', anchor: '', heading: 'A heading for these logos', logos: [] }),
};

export const imageText: SectionKindSpec<'imageText'> = {
  type: 'imageText',
  label: 'Image and text',
  description: 'A photo from the media library beside a heading and formatted text.',
  fields: [
    anchor,
    text('heading', 'Heading', 90, { required: true }),
    { name: 'html', label: 'Text', kind: 'richText', required: true, maxLength: 2000 },
    mediaImage('image', 'Image', { required: true }),
    select('imageSide', 'Image side', [
      { value: 'right', label: 'Right of the text' },
      { value: 'left', label: 'Left of the text' },
    ]),
    { name: 'muted', label: 'Shaded background', kind: 'boolean' },
  ],
  example: () => ({
    id: '',
    type: 'imageText',
    anchor: '',
    heading: 'A heading',
    html: '<p>A paragraph beside the image.</p>',
    image: { mediaId: null, alt: '' },
    imageSide: 'right',
  }),
};
