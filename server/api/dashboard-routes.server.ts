/**
 * The route groups for the rest of the dashboard and the site's upkeep, registered by the route table
 * (./index.server.ts), which holds the other groups and the order of the rules before them.
 */
import type { Routes } from './index.server.ts';
import { adminUserHandlers } from './admin-users.server.ts';
import { adminAuditHandler } from './admin-audit.server.ts';
import { adminBackupHandlers } from './admin-backup.server.ts';
import { adminProofHandlers } from './admin-proof.server.ts';
import { adminSettingsHandlers } from './admin-settings.server.ts';
import { adminSecuritySettingsHandlers } from './admin-security-settings.server.ts';
import { adminRedirectHandlers } from './admin-redirects.server.ts';
import { adminSiteHealthHandler } from './admin-site-health.server.ts';
import { adminNewsletterHandlers } from './admin-newsletters.server.ts';
import { adminNewsletterDraftHandlers } from './admin-newsletter-drafts.server.ts';
import { adminSubscriberFileHandlers } from './admin-subscribers.server.ts';
import { adminSetupHandler } from './admin-setup.server.ts';
import { adminSequenceHandlers } from './admin-sequences.server.ts';
import { sequencePreviewHandlers } from './admin-sequence-preview.server.ts';

/** The rest of the dashboard: the media library, staff, security, the audit log, the company and proof. */
export function dashboardRoutes({ api, deps, allow, signedIn, signIn, uploads, media, guides }: Routes): void {
  const { db } = deps;
  const { audit } = signIn;
  // The media library (uploads are registered above, before the JSON-only rules).
  api.get('/admin/media', allow('media.upload'), media.list);
  api.get('/admin/media/usage', allow('media.upload'), media.usage);
  api.get('/admin/media/:id', allow('media.upload'), media.show);
  api.patch('/admin/media{/:id}', allow('media.manage'), media.update);
  api.delete('/admin/media{/:id}', allow('media.manage'), media.remove);

  // Guides to download (uploads and new files are registered above, before the JSON-only rules).
  api.get('/admin/guides', allow('guides.manage'), guides.list);
  api.get('/admin/guides/:id', allow('guides.manage'), guides.show);
  api.put('/admin/guides{/:id}', allow('guides.manage'), guides.update);
  api.delete('/admin/guides{/:id}', allow('guides.manage'), guides.remove);

  // Staff accounts (owners)
  const adminUsers = adminUserHandlers(db, signedIn, audit);
  api.get('/admin/users', allow('users.manage'), adminUsers.list);
  api.patch('/admin/users{/:id}', allow('users.manage'), adminUsers.update);

  // Security settings (owners): two-step sign-in required for every user.
  const securitySettings = adminSecuritySettingsHandlers(db, signedIn, audit, deps.clock ?? Date.now);
  api.get('/admin/security-settings', allow('settings.manage'), securitySettings.show);
  api.put('/admin/security-settings', allow('settings.manage'), securitySettings.save);

  // The audit log (owners); nothing edits or deletes an entry.
  api.get('/admin/audit', allow('audit.read'), adminAuditHandler(db));

  // Backups and the content export (owners): both downloads stream (docs/product/api.md#endpoints).
  const backups = adminBackupHandlers({ db, logger: deps.logger, audit, settings: deps.config.backup, userOf: signedIn, clock: deps.clock });
  api.get('/admin/backup', allow('backup.manage'), backups.status);
  api.get('/admin/backup/download', allow('backup.manage'), backups.download);
  api.get('/admin/backup/content.zip', allow('backup.manage'), backups.contentZip);

  // The company's details (owners) and proof items (owners and editors), shown on the public pages.
  const settings = adminSettingsHandlers({ db, audit, userOf: signedIn, quota: uploads });
  api.get('/admin/settings', allow('company.manage'), settings.show);
  api.put('/admin/settings', allow('company.manage'), settings.save);
  api.post('/admin/settings/logo', allow('company.manage'), uploads.rateLimit, settings.uploadLogo);
  // The owner's setup list on the overview: what a fresh site still needs.
  api.get('/admin/setup', allow('company.manage'), adminSetupHandler(db));
  const proof = adminProofHandlers({ db, audit, userOf: signedIn, quota: uploads });
  api.get('/admin/proof', allow('proof.manage'), proof.list);
  api.post('/admin/proof', allow('proof.manage'), proof.create);
  api.post('/admin/proof/images', allow('proof.manage'), uploads.rateLimit, proof.uploadImage);
  api.put('/admin/proof/order', allow('proof.manage'), proof.reorder);
  api.put('/admin/proof{/:id}', allow('proof.manage'), proof.update);
  api.delete('/admin/proof{/:id}', allow('proof.manage'), proof.remove);

  // Subscribers and newsletters (owners and editors; docs/product/subscriptions.md).
  const newsletters = adminNewsletterHandlers({ db, config: deps.config, audit, userOf: signedIn, clock: deps.clock });
  api.get('/admin/subscribers', allow('subscribers.manage'), newsletters.listSubscribers);
  const subscriberFiles = adminSubscriberFileHandlers({ db, config: deps.config, logger: deps.logger, audit, userOf: signedIn, clock: deps.clock });
  api.get('/admin/subscribers/export.csv', allow('subscribers.manage'), subscriberFiles.exportCsv);
  api.post('/admin/subscribers/import', allow('subscribers.manage'), subscriberFiles.importCsv);
  api.get('/admin/subscribers/:id', allow('subscribers.manage'), newsletters.showSubscriber);
  api.delete('/admin/subscribers{/:id}', allow('subscribers.manage'), newsletters.erase);
  api.get('/admin/newsletters', allow('subscribers.manage'), newsletters.list);
  api.post('/admin/newsletters', allow('subscribers.manage'), newsletters.create);
  api.get('/admin/newsletters/:id', allow('subscribers.manage'), newsletters.show);
  api.post('/admin/newsletters/:id/send', allow('subscribers.manage'), newsletters.send);
  const drafts = adminNewsletterDraftHandlers({ db, logger: deps.logger, config: deps.config, audit, userOf: signedIn, clock: deps.clock });
  api.patch('/admin/newsletters/:id', allow('subscribers.manage'), drafts.update);
  api.delete('/admin/newsletters/:id', allow('subscribers.manage'), drafts.remove);
  api.get('/admin/newsletters/:id/preview', allow('subscribers.manage'), drafts.preview);
  api.post('/admin/newsletters/:id/test', allow('subscribers.manage'), drafts.test);
  api.get('/admin/newsletter-settings', allow('subscribers.manage'), drafts.showSettings);
  // Click counting is the owner's choice (docs/product/subscriptions.md#click-counting).
  api.put('/admin/newsletter-settings', allow('settings.manage'), drafts.saveSettings);

  // Follow-up sequences (owners and editors; docs/product/sequences.md); sales take their leads out of one.
  const sequences = adminSequenceHandlers({ db, audit, userOf: signedIn, clock: deps.clock });
  const stepEmail = sequencePreviewHandlers({ db, logger: deps.logger, config: deps.config, userOf: signedIn, clock: deps.clock });
  api.get('/admin/sequences', allow('sequences.manage'), sequences.list);
  api.post('/admin/sequences', allow('sequences.manage'), sequences.create);
  api.post('/admin/sequences/preview', allow('sequences.manage'), stepEmail.preview);
  api.post('/admin/sequences/test', allow('sequences.manage'), stepEmail.test);
  api.get('/admin/sequences/preview/:token', allow('sequences.manage'), stepEmail.frame);
  api.get('/admin/sequences/:id', allow('sequences.manage'), sequences.show);
  api.put('/admin/sequences{/:id}', allow('sequences.manage'), sequences.update);
  api.delete('/admin/sequences{/:id}', allow('sequences.manage'), sequences.remove);
  api.post('/admin/contacts/:id/sequences/:enrolmentId/remove', allow('leads.update'), sequences.takeOut);
}

/** The site's upkeep: redirect rules, the 404 log and the site health report (docs/product/redirects.md). */
export function upkeepRoutes({ api, deps, allow, signedIn, signIn, clientDir }: Routes): void {
  const redirects = adminRedirectHandlers({ ...deps, clientDir, audit: signIn.audit, userOf: signedIn });

  api.get('/admin/redirects', allow('redirects.manage'), redirects.list);
  api.post('/admin/redirects', allow('redirects.manage'), redirects.create);
  api.delete('/admin/redirects{/:id}', allow('redirects.manage'), redirects.remove);
  api.get('/admin/not-found', allow('redirects.manage'), redirects.notFound);
  api.get('/admin/site-health', allow('health.read'), adminSiteHealthHandler(deps.db));
}
