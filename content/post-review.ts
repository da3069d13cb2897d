/** The words of a writer's review request in the post editor and of the review queue on the dashboard (docs/product/blog.md#status). */
export const postReviewCopy = {
  submit: 'Submit for review',
  submitting: 'Submitting…',
  submitted: 'Submitted for review: an editor will read it and publish it.',
  waiting: 'In review',
  waitingHint: 'An editor has been asked to publish it; you can still change it.',
  failed: 'Not submitted',
  publishedByEditor: 'An editor or owner publishes or schedules this post once it is reviewed.',
  // The dashboard's queue, for editors and owners.
  queueHeading: 'Waiting for review',
  queueItem: (when: string) => `submitted ${when}`,
  edit: (title: string) => `Review ${title}`,
} as const;
