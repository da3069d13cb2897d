// Copy for the media library page of the dashboard (docs/product/media.md#the-library-page).

export const mediaLibraryCopy = {
  heading: 'Media library',
  intro: 'Images for posts. Each upload is resized and converted for fast pages; alt text describes the image for people who cannot see it.',
  upload: 'Upload images',
  uploadHint: 'JPEG, PNG, WebP, AVIF or GIF; at most 10 MB and 40 megapixels each. Choose several at once if you like.',
  uploading: (name: string) => `Uploading ${name}`,
  uploaded: (name: string) => `${name} uploaded`,
  uploadFailed: (name: string) => `${name} was not uploaded`,
  processing: 'Making the sizes…',
  searchLabel: 'Search by file name or alt text',
  searchButton: 'Search',
  loading: 'Loading images...',
  loadFailed: 'The images could not be loaded. Please reload the page.',
  empty: 'No images yet. Upload one to start the library.',
  noMatch: (query: string) => `No image matches “${query}”.`,
  dimensions: (width: number, height: number) => `${width} × ${height}`,
  uploadedOn: 'Uploaded',
  altLabel: 'Alt text',
  altHint: 'Leave empty only for a decorative image.',
  altSave: 'Save alt text',
  altSaving: 'Saving...',
  altSaved: 'Alt text saved',
  altFailed: 'Saving the alt text failed',
  noAlt: 'No alt text',
  /** How a post shows the image, after its title in the "Used in" list. */
  postAlt: (alt: string | null) => (alt === null ? 'no alt text yet' : alt === '' ? 'decorative' : `“${alt}”`),
  asCover: 'as its cover, with the library’s alt text',
  offerHeading: 'Use the new alt text in posts too?',
  offerIntro: (alt: string) =>
    alt === ''
      ? 'These posts show this image with alt text. Tick the ones where it should be decorative:'
      : `These posts show this image with other alt text. Tick the ones that should say “${alt}”:`,
  offerNow: (alts: string) => `Now: ${alts}`,
  offerLive: 'Published: the live post changes now.',
  offerScheduled: 'Scheduled: the post changes now, before it goes live.',
  offerPending: 'Its unpublished changes get the new alt text too.',
  offerRevision: 'Each post keeps a revision, so the change can be undone from its history.',
  offerApply: (count: number) => (count === 0 ? 'Save' : `Save and apply to ${count} ${count === 1 ? 'post' : 'posts'}`),
  offerLibraryOnly: 'Save in the library only',
  altApplied: (count: number) => `Alt text saved and applied to ${count} ${count === 1 ? 'post' : 'posts'}`,
  usedIn: (count: number) => (count === 0 ? 'Not used in any post' : `Used in ${count} ${count === 1 ? 'post' : 'posts'}:`),
  delete: 'Delete',
  deleteLabel: (name: string) => `Delete ${name}`,
  deleteQuestion: (name: string) => `Delete “${name}”? This cannot be undone.`,
  deleting: 'Deleting...',
  deleted: 'Image deleted',
  deleteRefused: 'This image is still in use',
  deleteFailed: 'Delete failed',
  cancel: 'Cancel',
  previous: 'Previous page',
  next: 'Next page',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  tryAgain: 'Please try again.',
  storageLabel: 'Image storage',
  storageLoading: 'Loading image storage use...',
  storageUsed: (used: string, quota: string, percent: number) => `${used} of ${quota} used (${percent}%)`,
} as const;

/** 1 234 567 bytes as "1.2 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  if (bytes >= 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024 * 1024)).toFixed(1)} GB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
