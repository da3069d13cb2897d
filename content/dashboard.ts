// Copy for the admin dashboard: headings, buttons, empty states and toasts, and the page shown when
// JavaScript is off. The Editor.js tools' own words are in editor-tools.ts, which loads with the editor.

import type { Link } from './types.ts';

export const dashboardNoScript: { heading: string; message: string; stillWorks: string; links: Link[]; signOut: string } = {
  heading: 'The dashboard needs JavaScript',
  message: 'Posts and leads are managed in the browser, and JavaScript is turned off or blocked here. Turn it on and reload this page.',
  stillWorks: 'Without JavaScript you can still read the whole site and the blog:',
  links: [
    { label: 'Home', href: '/' },
    { label: 'Blog', href: '/blog' },
  ],
  // No form signs out without JavaScript (only POST /api/auth/logout does); the idle timeout is server/auth/session.server.ts's.
  signOut: 'Signing out needs JavaScript too. Without it, your session ends by itself after 30 minutes without activity.',
};

export const dashboardCopy = {
  heading: 'Dashboard',
  greeting: (username: string) => `Welcome, ${username}`,
  /** The overview of a role that has no numbers to see: where it can go instead. */
  yourSections: 'Your sections',
  newPost: 'New Post',
  logout: 'Logout',
  loggingOut: 'Logging out...',
  /** Shown on /login after the redirect. */
  loggedOut: 'Logged out successfully',
  logoutFailed: 'Logout failed',
  tryAgain: 'Please try again.',
} as const;

export const postsCopy = {
  heading: 'Posts',
  loading: 'Loading posts...',
  loadFailed: 'The posts could not be loaded. Please reload the page.',
  loadFailedTitle: 'Loading posts failed',
  reloadPage: 'Please reload the page.',
  empty: 'No blog posts yet',
  createFirst: 'Create First Post',
  published: 'Published',
  draft: 'Draft',
  inReview: 'In review',
  submitForReview: 'Submit for review',
  submittedForReview: 'Submitted for review',
  submitFailed: 'Submitting failed',
  tryAgain: 'Please try again.',
  created: 'Created',
  updated: 'Updated',
  editTooltip: 'Edit post',
  deleteTooltip: 'Delete post',
  editLabel: (title: string) => `Edit ${title}`,
  deleteLabel: (title: string) => `Delete ${title}`,
  deleteTitle: 'Delete post',
  deleteConfirm: 'Delete',
  deletePending: 'Deleting...',
  deleteQuestion: (title: string) => `Are you sure you want to delete “${title}”? This cannot be undone.`,
  deleted: 'Post deleted',
  deleteFailed: 'Delete failed',
  deleteFailedFallback: 'Failed to delete the blog post',
  cancel: 'Cancel',
} as const;

export const postEditorCopy = {
  createHeading: 'Create New Blog Post',
  editHeading: 'Edit Blog Post',
  close: 'Close',
  title: 'Title',
  slug: 'Slug',
  excerpt: 'Excerpt',
  excerptPlaceholder: 'A short summary for the blog list',
  content: 'Main Content',
  // Editor.js opens its block menu on "/" typed in an empty block, or from the + button beside it (not on Tab).
  contentPlaceholder: 'Write the post. Type / or use the + button for headings, lists, quotes and code',
  contentHtml: 'Main Content (HTML)',
  htmlMode: 'HTML',
  richTextMode: 'Rich text',
  loadingEditor: 'Loading editor...',
  published: 'Published',
  draft: 'Draft',
  cancel: 'Cancel',
  save: 'Save Post',
  saving: 'Saving...',
  loadFailedTitle: 'Editor failed to load',
  loadFailed: 'Please reload the page and try again.',
  missingTitle: 'Missing fields',
  missing: 'Please fill in all required fields',
  created: 'Post created',
  updated: 'Post updated',
  createFailed: 'Create failed',
  updateFailed: 'Update failed',
  createFailedFallback: 'Failed to create the blog post',
  updateFailedFallback: 'Failed to update the blog post',
  uploadMarkdown: 'Upload Markdown',
  invalidFileTitle: 'Invalid file type',
  invalidFile: 'Please upload a .md (markdown) file',
  uploadedTitle: 'Markdown uploaded',
  uploaded: (fileName: string) => `${fileName} was converted and placed in the content.`,
  uploadFailedTitle: 'Upload failed',
  uploadFailed: 'Failed to parse the markdown file',
} as const;

export const leadsCopy = {
  heading: 'Leads',
  exportCsv: 'Export CSV',
  loading: 'Loading leads...',
  loadFailed: 'Failed to load the leads',
  empty: 'No leads yet',
  email: 'Email',
  phone: 'Phone',
  noPhone: 'Not given',
  subject: 'Subject',
  markHandled: 'Mark handled',
  updateFailedTitle: 'Update failed',
  updateFailed: 'Failed to update the lead',
  pagesLabel: 'Leads pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
} as const;
