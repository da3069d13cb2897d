/**
 * The page editor's words for comparing and restoring revisions and for scheduled updates of a live page
 * (docs/product/pages.md#the-page-editor).
 */
export const pageChangesCopy = {
  // The revisions dialog.
  live: 'Live',
  liveHint: 'the version visitors see',
  changed: (fields: string[]) => `Changed: ${fields.join('; ')}`,
  firstVersion: 'First version',
  noWordsChanged: 'No words changed (saved or published as it was)',
  moreFields: (count: number) => `and ${count} more`,
  compare: 'Compare with live',
  compareOf: (time: string) => `Compare the revision of ${time} with the live version`,
  compareDraftOf: (time: string) => `Compare the revision of ${time} with the page as saved`,
  compareDraft: 'Compare with saved',
  hideCompare: 'Hide comparison',
  comparing: 'Comparing…',
  compareFailed: 'The comparison could not be loaded',
  sameAsLive: 'This revision is the same as the live version.',
  sameAsSaved: 'This revision is the same as the page as saved.',
  legend: 'Against the live version: words only in this revision are',
  legendDraft: 'Against the page as saved: words only in this revision are',
  legendRemoved: 'words only in the live version are',
  legendRemovedDraft: 'words only in the saved page are',
  added: 'added',
  removed: 'removed',
  confirmRestoreLive:
    'Load this revision into the editor? Its title, SEO fields and sections become the page’s pending changes, to review and Update; visitors keep the published version until then.',
  confirmRestoreDraft: 'Restore this revision? Its title, SEO fields and sections replace the page’s.',
  restoredLive: 'Revision loaded: review it, then Update to publish it',
  restoredDraft: 'Revision restored',
  // The bar: a scheduled update of a live page.
  scheduleUpdateAt: 'Update at',
  scheduleUpdate: 'Schedule update',
  updateScheduled: 'Update scheduled',
  unschedule: 'Cancel schedule',
  unscheduled: 'Schedule cancelled: the changes wait for Update',
  scheduledNotice: (when: string) => `These changes go live by themselves on ${when}, unless you Update, Discard or cancel the schedule first.`,
  scheduleFailed: 'Not scheduled: see the fields marked below',
  // The status line when nothing is waiting.
  savedLive: 'Saved: the page is live as shown',
} as const;
