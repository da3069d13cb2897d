/**
 * What a page write puts in the audit log (SECURITY.md#audit-log): a publish (a live page's saved change is
 * one), a schedule, an unpublish and a path change; deletes are recorded by their handler.
 */
import type { Request } from 'express';
import type { SitePage } from '#database/site-pages.server.ts';
import type { AuditLog } from '../audit/audit-log.server.ts';
import type { SessionUser } from '../auth/session.server.ts';

export async function auditPageWrite(audit: AuditLog, req: Request, user: SessionUser, page: SitePage, before?: SitePage): Promise<void> {
  const record = (action: 'page.publish' | 'page.unpublish' | 'page.schedule' | 'page.path', details: Record<string, unknown>) =>
    audit.record(req, { actor: user, action, target: `page:${page.id}`, details });
  if (before && before.path !== page.path) await record('page.path', { from: before.path, to: page.path });
  if (page.status === 'published') await record('page.publish', { path: page.path, update: before?.status === 'published' });
  else if (page.status === 'scheduled' && (before?.status !== 'scheduled' || before.publishAt !== page.publishAt)) {
    await record('page.schedule', { path: page.path, publishAt: page.publishAt });
  } else if (page.status === 'draft' && before && before.status !== 'draft') await record('page.unpublish', { path: page.path });
}
