import type { CallToAction } from './types.ts';

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
  previewPending: 'Preview of unpublished changes: visitors see the published version until the post is updated.',
  previewSharedPending: 'Shared preview of unpublished changes: visitors see the published version.',
} as const;

// Under each blog post (docs/product/blog.md#post-page): more posts, then a call to action.

export const relatedPostsHeading = 'More from the blog';

/** How many other posts a post page lists at most. */
export const relatedPostsLimit = 3;

export const postCallToAction: CallToAction = {
  heading: 'Questions About Your Own Revenue Cycle?',
  text: 'Tell us about your practice and a member of our team will reply within 24 hours with a recommended starting point.',
  label: 'Contact Us',
  href: '/#contact',
};
