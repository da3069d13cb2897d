/** Words of the public blog pages that depend on tags, previews and pagination. */
export const blogCopy = {
  tagsLabel: 'Tags',
  tagEyebrow: 'Tag',
  tagHeading: (name: string) => `Posts tagged “${name}”`,
  tagLead: 'Every post with this tag, newest first.',
  tagFeed: 'RSS feed for this tag',
  allPosts: 'All posts',
  newer: '← Newer posts',
  older: 'Older posts →',
  pageStatus: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
  previewBanner: 'Preview: visitors do not see this version.',
  previewShared: 'Shared preview: this version is not published.',
} as const;
