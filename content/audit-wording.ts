/**
 * How the audit log viewer words an entry's details (islands/dashboard/audit/audit-details.ts): each recorded key as a
 * label, and the recorded values that are codes as words. A key not named here is shown split into words.
 */
export const auditDetailLabels: Record<string, string> = {
  username: 'User',
  method: 'Signed in with',
  factor: 'Second step',
  reason: 'Reason',
  left: 'Recovery codes left',
  via: 'Through',
  fields: 'Changed',
  changed: 'Changed',
  firstSave: 'First save',
  from: 'From',
  to: 'To',
  status: 'Status',
  role: 'Role',
  emailed: 'Emailed',
  kind: 'Kind',
  ids: 'New order',
  fileName: 'File',
  slug: 'Address',
  publishAt: 'Publishes',
  title: 'Title',
  requireTwoFactor: 'Two-factor sign-in required',
  others: 'Other sessions ended',
  session: 'Session',
  passkey: 'Passkey',
  name: 'Name',
  count: 'Leads',
  encrypted: 'Encrypted',
  source: 'Source',
  responseTargetMinutes: 'Response target (minutes)',
  handled: 'Handled',
  owner: 'Owner',
  // Entries written before owners were recorded by name.
  ownerId: 'Owner',
  followUpSet: 'Follow-up date',
};

/** Recorded code values as words ("totp" is an authenticator app code). */
export const auditValueWords: Record<string, string> = {
  totp: 'authenticator code',
  'recovery-code': 'recovery code',
  'confirmation-link': 'confirmation link',
  email: 'email',
  call_booked: 'call booked',
};

export const auditWords = {
  yes: 'yes',
  no: 'no',
  nobody: 'nobody',
  followUpSet: 'set',
  followUpCleared: 'cleared',
  scheduled: 'Published on schedule',
  userNumber: (id: unknown) => `user #${String(id)}`,
  /** The actor of a scheduled publish: the site itself, not a person (recorded with no actor). */
  scheduler: 'Scheduler',
} as const;
