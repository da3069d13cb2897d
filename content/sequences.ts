/** The dashboard's words for follow-up sequences (docs/product/sequences.md): the sequences page and the lead page's part. */
import type { LeaveReason, SequenceTrigger } from '#shared/sequences.ts';

export const triggerNames: Record<SequenceTrigger, string> = {
  subscribed: 'Confirmed a subscription',
  'analysis-requested': 'Asked for the free A/R analysis',
  'guide-requested': 'Requested a guide',
  'call-booked': 'Booked a call',
  'call-cancelled': 'Cancelled a call',
  'no-show': 'Missed a call (marked no-show)',
};

export const leaveReasonNames: Record<LeaveReason, string> = {
  booked: 'Booked a call',
  unsubscribed: 'Unsubscribed',
  staff: 'Staff acted on the lead',
  undone: 'Trigger undone',
  removed: 'Taken out by staff',
};

export const sequencesText = {
  heading: 'Sequences',
  intro:
    'Follow-up emails that start when a visitor does something, and go out in business hours, in order, once per person. People leave when they unsubscribe, when staff act on their lead, or, if you choose, when they book a call.',
  listHeading: 'Your sequences',
  listTable: 'Sequences',
  none: 'No sequences yet.',
  loadFailed: 'The sequences could not be loaded. Reload the page to try again.',
  columns: { name: 'Name', trigger: 'Starts when someone…', steps: 'Emails', active: 'In it now', state: 'State' },
  on: 'On',
  off: 'Paused',
  edit: 'Edit',
  editNamed: (name: string) => `Edit ${name}`,
  create: 'New sequence',
  newHeading: 'New sequence',
  editHeading: (name: string) => `Edit “${name}”`,
  name: 'Name',
  trigger: 'Starts when someone…',
  active: 'On: people join and emails go out',
  untilBooked: 'Until they book: people leave when they book a call',
  ownerAsSender: 'Send in the name of the lead’s owner',
  stepsHeading: 'Emails',
  step: (n: number) => `Email ${n}`,
  delay: (n: number) => (n === 1 ? 'Minutes after they join' : 'Minutes after the email before'),
  delayHint: 'Business hours only: an email due outside them waits for the next opening.',
  subject: 'Subject',
  body: 'Email (HTML)',
  addStep: 'Add an email',
  removeStep: (n: number) => `Remove email ${n}`,
  preview: 'Preview',
  previewOf: (n: number) => `Preview of email ${n}`,
  testSend: 'Send me a test',
  testSent: 'Test sent',
  testFailed: 'The test was not sent',
  previewFailed: 'The preview could not be built',
  counts: (sent: number, left: number) => `${sent} sent · ${left} left before it`,
  exitsHeading: 'Who left, and why',
  finished: 'Received every email',
  save: 'Save',
  saved: 'Sequence saved',
  saveFailed: 'The sequence was not saved',
  cancel: 'Back to the list',
  delete: 'Delete sequence',
  deleteConfirm: 'Delete this sequence? Nobody in it will get its remaining emails.',
  deleted: 'Sequence deleted',
  deleteFailed: 'The sequence was not deleted',
};

export const leadSequencesText = {
  heading: 'Sequences',
  none: 'Not in any follow-up sequence.',
  sent: (sent: number, total: number) => `${sent} of ${total} ${total === 1 ? 'email' : 'emails'} sent`,
  nextDue: 'Next email due',
  states: { active: 'In it', finished: 'Finished', left: 'Left' },
  takeOut: 'Take out',
  takeOutNamed: (name: string) => `Take out of ${name}`,
  takenOut: 'Taken out of the sequence',
  takeOutFailed: 'Could not take the lead out',
};
