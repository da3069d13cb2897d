// Words of the post editor's own Editor.js tools (islands/dashboard/editor): apart from
// content/dashboard.ts so that they load with the editor, not with the dashboard.
// The colour names are in shared/blog-rules.ts, beside the palette the sanitizer allows.

export const colourToolCopy = {
  text: 'Text colour',
  background: 'Background colour',
  none: 'None',
} as const;

export const linkToolCopy = {
  title: 'Link',
  address: 'Link address',
  placeholder: 'https://… (Enter to apply, empty to remove)',
  invalidTitle: 'Invalid link',
  invalid: 'Links must start with http://, https://, ftp://, mailto: or tel:',
} as const;

/** The image block (docs/product/media.md#the-image-block). */
export const imageToolCopy = {
  title: 'Image',
  upload: 'Upload an image',
  library: 'Choose from the library',
  dropHint: 'or drop or paste an image here',
  uploading: 'Uploading…',
  uploadFailedTitle: 'The image was not uploaded',
  alt: 'Alt text',
  altPlaceholder: 'What the image shows, for people who cannot see it',
  altMissing: 'Needs alt text before the post can be published, or mark it decorative.',
  decorative: 'Decorative (no alt text)',
  caption: 'Caption (optional)',
  layout: 'Width',
  column: 'Column',
  wide: 'Wide',
  replace: 'Replace image',
} as const;

/** The media library picker, shared by the image block and the cover field. */
export const mediaPickerCopy = {
  heading: 'Choose an image',
  search: 'Search by name or alt text',
  empty: 'No images yet: upload one first.',
  loadFailed: 'The media library could not be loaded.',
  close: 'Close',
  choose: (name: string) => `Choose ${name}`,
} as const;

/** The cover image field of the post editor's settings. */
export const coverFieldCopy = {
  label: 'Cover image',
  help: 'Shown above the post, on its card in the blog and when the post is shared (cropped to 1200x630).',
  none: 'No cover image.',
  upload: 'Upload',
  library: 'Choose from the library',
  remove: 'Remove cover',
  dropHint: 'Drop or paste an image here',
  uploading: 'Uploading…',
  uploadFailedTitle: 'The cover was not uploaded',
  missing: 'The cover image is no longer in the library.',
  focalLabel: 'Focal point',
  focalHelp:
    'The crop keeps this point of the photo in view on the post page, the blog card and the shared card. Click or tap the photo, or set it in percent from the top left.',
  focalPhoto: 'Click or tap the part of the photo to keep in view',
  focalX: 'Across (%)',
  focalY: 'Down (%)',
  focalCentre: 'Back to the centre',
} as const;

/** The divider block: a thematic break (<hr>) between two parts of a post. */
export const dividerToolCopy = {
  title: 'Divider',
  label: 'Divider between two parts of the post',
} as const;
