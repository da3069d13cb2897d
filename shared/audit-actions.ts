/** What the audit log records (server/audit/audit-log.server.ts); the dashboard's filter offers these. */
export const auditActions = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'user.role',
  'user.deactivate',
  'user.reactivate',
  'invitation.create',
  'invitation.revoke',
  'invitation.accept',
  'post.publish',
  'post.unpublish',
  'post.schedule',
  'post.delete',
  'lead.export',
  'lead.delete',
  'lead.status',
  'lead.owner',
  'lead.follow-up',
  'media.delete',
  'content.import',
  'settings.update',
  'proof.create',
  'proof.update',
  'proof.delete',
  'proof.reorder',
  '2fa.totp-enable',
  '2fa.totp-disable',
  '2fa.recovery-code-used',
  '2fa.reset',
  'settings.require-2fa',
  'user.profile',
  'password.change',
  'session.sign-out',
  '2fa.passkey-add',
  '2fa.passkey-rename',
  '2fa.passkey-remove',
  'password.reset-request',
  'password.reset',
  'user.email-change-requested',
  'backup.download',
  'content.export',
  'redirect.create',
  'redirect.delete',
  'revenue-check.update',
  'settings.lead-routing',
  'settings.webhook-secret',
  'page.publish',
  'page.unpublish',
  'page.schedule',
  'page.delete',
  'page.path',
  'navigation.update',
  'subscriber.erase',
  'subscriber.export',
  'subscriber.import',
  'newsletter.send',
  'newsletter.delete',
  'settings.newsletter-clicks',
  'sequence.create',
  'sequence.update',
  'sequence.delete',
  'lead.sequence-remove',
  'guide.create',
  'guide.update',
  'guide.delete',
] as const;

export type AuditAction = (typeof auditActions)[number];

/** One entry as GET /api/admin/audit answers it. */
export interface AuditEntry {
  id: number;
  at: string;
  actorId: number | null;
  actor: string | null;
  action: AuditAction;
  target: string | null;
  ip: string | null;
  details: Record<string, unknown> | null;
}
