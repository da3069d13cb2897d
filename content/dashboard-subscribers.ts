// Copy for the dashboard's Subscribers page (docs/product/subscriptions.md#the-subscriber-list).
import type { SubscriberState } from '#shared/subscriptions.ts';

export const subscriberStateLabels: Record<SubscriberState, string> = {
  pending: 'Waiting for confirmation',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
  suppressed: 'Suppressed (bounced or complained)',
};

/** What became of one email to the person (email_sends' status, and the provider's report). */
export const sendStatusLabels: Record<string, string> = {
  queued: 'Waiting to be sent',
  sending: 'Being sent',
  sent: 'Sent',
  bounced: 'Bounced',
  failed: 'Not sent (the mail server refused it)',
  unknown: 'Unknown: sending was interrupted',
  skipped: 'Not sent (unsubscribed or blocked first)',
};
export const delivered = 'delivered';
export const markedAsSpam = 'marked as spam';

/** What a subscriber's history calls each kind of event. */
export const subscriberEventLabels: Record<string, string> = {
  'signed-up': 'Signed up',
  confirmed: 'Confirmed',
  'topics-changed': 'Changed topics',
  unsubscribed: 'Unsubscribed',
  suppressed: 'Suppressed',
  imported: 'Imported',
};

export const subscribersText = {
  heading: 'Subscribers',
  intro: 'The people who asked for the newsletters: find someone, see what they agreed to and what they received, import and export the list.',
  filtersHeading: 'Find subscribers',
  search: 'Search by email address',
  state: 'State',
  anyState: 'Any state',
  topic: 'Topic',
  anyTopic: 'Any topic',
  apply: 'Show',
  exportCsv: 'Export these as CSV',
  listHeading: 'Subscribers',
  table: 'List of subscribers',
  loading: 'Loading…',
  loadFailed: 'The list could not be loaded. Reload the page to try again.',
  empty: 'No subscriber matches.',
  none: 'No subscribers yet. People who subscribe on the site, or whom you import below, are listed here.',
  shown: (n: number) => (n >= 500 ? 'The newest 500 matches are shown; narrow the search to see others.' : `${n} ${n === 1 ? 'subscriber' : 'subscribers'}.`),
  email: 'Email',
  topics: 'Topics',
  noTopics: 'All newsletters',
  signedUp: 'Signed up',
  confirmedAt: 'Confirmed',
  actions: 'Actions',
  history: 'History',
  historyOf: (email: string) => `History of ${email}`,
  erase: 'Erase',
  eraseOf: (email: string) => `Erase ${email}`,
  eraseTitle: 'Erase this person?',
  eraseText: (email: string) =>
    `Everything about ${email} is deleted for good: the subscription, topics, consent records, history and the record of every email sent. A bounced or complaining address stays blocked, kept only as a fingerprint.`,
  eraseConfirm: 'Erase for good',
  erasing: 'Erasing…',
  erased: 'The person is erased',
  eraseFailed: 'Could not erase the person',
  close: 'Close',
  historyFailed: 'The history could not be loaded.',
  consentsHeading: 'Consent',
  noConsents: 'No consent on record.',
  consentForm: 'Form',
  consentPage: 'Page or file',
  consentWording: 'Wording shown, or the basis of an import',
  consentGiven: 'Given',
  consentConfirmed: 'Confirmed',
  notConfirmed: 'Not confirmed',
  attestedBy: (name: string) => `Prior opt-in attested by ${name}`,
  eventsHeading: 'What happened',
  emailsHeading: 'Emails received',
  noEmails: 'No newsletter sent to this person yet.',
  newsletter: 'Newsletter',
  emailStatus: 'Outcome',
  sentAt: 'Sent',
  untitled: 'A deleted newsletter',
  importHeading: 'Import subscribers',
  importIntro:
    'Choose a CSV file with a column named “email”, or paste addresses, one a line. People already on the list keep their state: an unsubscribed, bounced or complaining address is never added back.',
  file: 'CSV file',
  fileHint: 'At most about 30,000 addresses. Other columns are ignored.',
  paste: 'Or paste the addresses',
  basis: 'Consent basis',
  basisHint:
    'How these people agreed to hear from the company, in a sentence; kept with each person’s consent. For example: “Signed the newsletter sheet at our booth, March 2026.”',
  importTopics: 'Topics for new subscribers',
  attest: 'These people already opted in: add them as confirmed, without a confirmation email',
  attestHint: 'Only when the company can show each person agreed to receive these emails. Your name is recorded with the consent.',
  askNote: 'Each new address gets an email asking to confirm; only those who confirm receive newsletters.',
  importButton: 'Import',
  importing: 'Importing…',
  chooseOrPaste: 'Choose a file or paste the addresses.',
  fileTooLarge: 'The file is too large: at most 1,000,000 characters. Split it and import each part.',
  imported: 'Import finished',
  importFailed: 'Nothing was imported',
  importSummary: (a: { added: number; confirmed: number; pending: number; unchanged: number; suppressed: number; duplicates: number }) =>
    [
      `${a.added} new`,
      a.pending > 0 ? `${a.pending} asked to confirm` : '',
      a.confirmed > 0 ? `${a.confirmed} confirmed` : '',
      a.unchanged > 0 ? `${a.unchanged} already on the list, left as they were` : '',
      a.suppressed > 0 ? `${a.suppressed} blocked (bounced or complained before)` : '',
      a.duplicates > 0 ? `${a.duplicates} repeated in the file` : '',
    ]
      .filter(Boolean)
      .join('; ') + '.',
  badLines: 'Correct these lines and import again:',
} as const;
