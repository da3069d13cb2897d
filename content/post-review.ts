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

/** The email to editors and owners when a writer submits a post (SMTP only; server/mail/review-mail.server.ts). */
export const reviewMailCopy = {
  subject: (title: string) => `Waiting for review: ${title}`,
  heading: 'A post is waiting for review',
  asked: (writer: string, title: string) => `${writer} submitted “${title}” for review.`,
  next: 'Read it in the editor, then publish or schedule it, or tell the writer what to change.',
  action: 'Open the post in the editor',
  note: 'You get this email as an editor or owner of the website dashboard with an email address in your profile.',
} as const;
