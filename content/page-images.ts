/** The words of an image field in the page editor (islands/dashboard/site-pages/MediaImageInput.tsx). */
export const pageImageCopy = {
  none: 'No image chosen.',
  upload: 'Upload',
  library: 'Choose from the library',
  remove: 'Remove image',
  uploading: 'Uploading…',
  uploadFailedTitle: 'The image was not uploaded',
  missing: 'This image is no longer in the media library: choose another.',
  alt: 'Alt text',
  altHelp: 'What the image shows, for visitors who cannot see it. Taken from the library when empty.',
  decorative: 'Decorative (adds nothing to the text; no alt text)',
  dropHint: 'Drop or paste an image here',
} as const;

/** The social image's library buttons, beside its address (islands/dashboard/site-pages/SocialImageChooser.tsx). */
export const socialImageCopy = {
  label: 'Social image from the media library',
  library: 'Choose from the library',
  upload: 'Upload',
  uploadFailedTitle: 'The image was not uploaded',
  uploading: 'Uploading…',
  clear: 'Use the site’s default card',
} as const;
