/**
 * Every migration, in order. Listed explicitly (no discovery by file name) so the
 * same list runs under Node, tests and the production build.
 */
import type { Knex } from 'knex';
import * as createUsers from './2026-11-21-0001-create-users.ts';
import * as createBlogPosts from './2026-11-21-0002-create-blog-posts.ts';
import * as createContacts from './2026-11-21-0003-create-contacts.ts';
import * as createContentVersion from './2026-11-21-0004-create-content-version.ts';
import * as staffRoles from './2026-11-22-0005-staff-roles.ts';
import * as invitationsAndAuditLog from './2026-11-22-0006-invitations-and-audit-log.ts';
import * as createAnalytics from './2026-11-22-2001-create-analytics.ts';
import * as leadsPipeline from './2026-11-22-2002-leads-pipeline.ts';
import * as leadAlertSettings from './2026-11-22-2003-lead-alert-settings.ts';
import * as postStatusAndPublishAt from './2026-11-22-4101-add-post-status-and-publish-at.ts';
import * as postSeoFields from './2026-11-22-4102-add-post-seo-fields.ts';
import * as createTags from './2026-11-22-4103-create-tags.ts';
import * as postSlugRedirects from './2026-11-22-4104-create-post-slug-redirects.ts';
import * as createPreviewLinks from './2026-11-22-4105-create-preview-links.ts';
import * as createMedia from './2026-11-22-6001-create-media.ts';
import * as createPostRevisions from './2026-11-22-4001-create-post-revisions.ts';
import * as createStoredImages from './2026-11-22-5101-create-stored-images.ts';
import * as createCompanySettings from './2026-11-22-5102-create-company-settings.ts';
import * as createProofItems from './2026-11-22-5103-create-proof-items.ts';
import * as totp from './2026-11-22-3001-totp.ts';
import * as securitySettings from './2026-11-22-3002-security-settings.ts';
import * as addUserProfile from './2026-11-22-3101-add-user-profile.ts';
import * as createSessions from './2026-11-22-3102-create-sessions.ts';
import * as indexAnalyticsVisitors from './2026-11-23-7601-index-analytics-visitors.ts';
import * as addPostCover from './2026-11-23-7301-add-post-cover.ts';
import * as createSocialCards from './2026-11-23-7302-create-social-cards.ts';
import * as notifyContentVersion from './2026-11-23-7501-notify-content-version.ts';
import * as createPasskeys from './2026-11-23-7201-create-passkeys.ts';
import * as createPasswordResets from './2026-11-23-7202-create-password-resets.ts';
import * as createPendingEmailChanges from './2026-11-27-0001-create-pending-email-changes.ts';
import * as createBackupRuns from './2026-11-27-0200-create-backup-runs.ts';
import * as createImportTables from './2026-11-27-0250-create-import-tables.ts';
import * as createRevenueCheckSettings from './2026-11-27-0300-create-revenue-check-settings.ts';
import * as addContactRevenueCheck from './2026-11-27-0301-add-contact-revenue-check.ts';
import * as addLeadResponseColumns from './2026-11-27-0550-add-lead-response-columns.ts';
import * as createLeadRouting from './2026-11-27-0551-create-lead-routing.ts';
import * as createWebhookDeliveries from './2026-11-27-0552-create-webhook-deliveries.ts';
import * as createBookingTables from './2026-11-27-0500-create-booking-tables.ts';
import * as createPostPendingChanges from './2026-11-23-7001-create-post-pending-changes.ts';
import * as createSearchDocuments from './2026-11-27-0100-create-search-documents.ts';
import * as indexPublishedPosts from './2026-11-27-0101-index-published-posts.ts';
import * as createRedirectRules from './2026-11-27-0150-create-redirect-rules.ts';
import * as createNotFoundHits from './2026-11-27-0151-create-not-found-hits.ts';
import * as createSitePages from './2026-11-27-0400-create-site-pages.ts';
import * as createPagePathRedirects from './2026-11-28-0100-create-page-path-redirects.ts';
import * as createSiteNavigation from './2026-11-28-0101-create-site-navigation.ts';
import * as addPagePendingUpdatedAt from './2026-11-28-0102-add-page-pending-updated-at.ts';
import * as createPagePreviewLinks from './2026-11-28-0103-create-page-preview-links.ts';
import * as addNextStepsToHomeAndThankYou from './2026-11-28-0500-add-next-steps-to-home-and-thank-you.ts';
import * as addCoverFocalPoint from './2026-11-28-0880-add-cover-focal-point.ts';
import * as addDashboardFooterLink from './2026-12-07-0100-add-dashboard-footer-link.ts';
import * as resetRevenueCheckSettings from './2026-12-07-0300-reset-revenue-check-settings.ts';
import * as addContactRevenueFigures from './2026-12-07-0301-add-contact-revenue-figures.ts';
import * as addInvitationDisplayName from './2026-12-07-0350-add-invitation-display-name.ts';
import * as recountFirstResponses from './2026-12-07-0400-recount-first-responses.ts';
import * as addBookingOutcome from './2026-12-07-0401-add-booking-outcome.ts';
import * as addCallMethod from './2026-12-07-0402-add-call-method.ts';
import * as addLeadBookingToken from './2026-12-07-0403-add-lead-booking-token.ts';
import * as addFederalHolidays from './2026-12-07-0450-add-federal-holidays.ts';
import * as addPagePendingPublishAt from './2026-12-07-0600-add-page-pending-publish-at.ts';
import * as createSiteHealthReports from './2026-11-27-0152-create-site-health-reports.ts';
import * as createSubscriptions from './2026-12-07-0700-create-subscriptions.ts';
import * as createNewsletters from './2026-12-07-0701-create-newsletters.ts';
import * as addRevisionEditingTime from './2026-12-07-0900-add-revision-editing-time.ts';
import * as createNewsletterSettings from './2026-12-07-0950-create-newsletter-settings.ts';
import * as createNewsletterLinks from './2026-12-07-0951-create-newsletter-links.ts';
import * as createSequences from './2026-12-07-1100-create-sequences.ts';
import * as addEmailSendDelivery from './2026-12-07-1000-add-email-send-delivery.ts';
import * as createEmailWebhookReceipts from './2026-12-07-1001-create-email-webhook-receipts.ts';
import * as addConsentAttestedBy from './2026-12-07-1002-add-consent-attested-by.ts';
import * as createGuides from './2026-12-07-1150-create-guides.ts';
import * as createGuideRequests from './2026-12-07-1151-create-guide-requests.ts';
import * as addLeadGuide from './2026-12-07-1152-add-lead-guide.ts';
import * as createSequencePreviews from './2026-12-07-1240-create-sequence-previews.ts';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

const migrations: Record<string, Migration> = {
  '2026-11-21-0001-create-users': createUsers,
  '2026-11-21-0002-create-blog-posts': createBlogPosts,
  '2026-11-21-0003-create-contacts': createContacts,
  '2026-11-21-0004-create-content-version': createContentVersion,
  '2026-11-22-0005-staff-roles': staffRoles,
  '2026-11-22-0006-invitations-and-audit-log': invitationsAndAuditLog,
  '2026-11-22-2001-create-analytics': createAnalytics,
  '2026-11-22-2002-leads-pipeline': leadsPipeline,
  '2026-11-22-2003-lead-alert-settings': leadAlertSettings,
  '2026-11-22-4101-add-post-status-and-publish-at': postStatusAndPublishAt,
  '2026-11-22-4102-add-post-seo-fields': postSeoFields,
  '2026-11-22-4103-create-tags': createTags,
  '2026-11-22-4104-create-post-slug-redirects': postSlugRedirects,
  '2026-11-22-4105-create-preview-links': createPreviewLinks,
  '2026-11-22-6001-create-media': createMedia,
  '2026-11-22-4001-create-post-revisions': createPostRevisions,
  '2026-11-22-5101-create-stored-images': createStoredImages,
  '2026-11-22-5102-create-company-settings': createCompanySettings,
  '2026-11-22-5103-create-proof-items': createProofItems,
  '2026-11-22-3001-totp': totp,
  '2026-11-22-3002-security-settings': securitySettings,
  '2026-11-22-3101-add-user-profile': addUserProfile,
  '2026-11-22-3102-create-sessions': createSessions,
  '2026-11-23-7601-index-analytics-visitors': indexAnalyticsVisitors,
  '2026-11-23-7301-add-post-cover': addPostCover,
  '2026-11-23-7302-create-social-cards': createSocialCards,
  '2026-11-23-7501-notify-content-version': notifyContentVersion,
  '2026-11-23-7201-create-passkeys': createPasskeys,
  '2026-11-23-7202-create-password-resets': createPasswordResets,
  '2026-11-23-7001-create-post-pending-changes': createPostPendingChanges,
  '2026-11-27-0001-create-pending-email-changes': createPendingEmailChanges,
  '2026-11-27-0200-create-backup-runs': createBackupRuns,
  '2026-11-27-0250-create-import-tables': createImportTables,
  '2026-11-27-0100-create-search-documents': createSearchDocuments,
  '2026-11-27-0101-index-published-posts': indexPublishedPosts,
  '2026-11-27-0150-create-redirect-rules': createRedirectRules,
  '2026-11-27-0151-create-not-found-hits': createNotFoundHits,
  '2026-11-27-0152-create-site-health-reports': createSiteHealthReports,
  '2026-11-27-0300-create-revenue-check-settings': createRevenueCheckSettings,
  '2026-11-27-0301-add-contact-revenue-check': addContactRevenueCheck,
  '2026-11-27-0400-create-site-pages': createSitePages,
  '2026-11-27-0550-add-lead-response-columns': addLeadResponseColumns,
  '2026-11-27-0551-create-lead-routing': createLeadRouting,
  '2026-11-27-0552-create-webhook-deliveries': createWebhookDeliveries,
  '2026-11-27-0500-create-booking-tables': createBookingTables,
  '2026-11-28-0100-create-page-path-redirects': createPagePathRedirects,
  '2026-11-28-0101-create-site-navigation': createSiteNavigation,
  '2026-11-28-0102-add-page-pending-updated-at': addPagePendingUpdatedAt,
  '2026-11-28-0103-create-page-preview-links': createPagePreviewLinks,
  '2026-11-28-0500-add-next-steps-to-home-and-thank-you': addNextStepsToHomeAndThankYou,
  '2026-11-28-0880-add-cover-focal-point': addCoverFocalPoint,
  '2026-12-07-0100-add-dashboard-footer-link': addDashboardFooterLink,
  '2026-12-07-0300-reset-revenue-check-settings': resetRevenueCheckSettings,
  '2026-12-07-0301-add-contact-revenue-figures': addContactRevenueFigures,
  '2026-12-07-0350-add-invitation-display-name': addInvitationDisplayName,
  '2026-12-07-0400-recount-first-responses': recountFirstResponses,
  '2026-12-07-0401-add-booking-outcome': addBookingOutcome,
  '2026-12-07-0402-add-call-method': addCallMethod,
  '2026-12-07-0403-add-lead-booking-token': addLeadBookingToken,
  '2026-12-07-0450-add-federal-holidays': addFederalHolidays,
  '2026-12-07-0600-add-page-pending-publish-at': addPagePendingPublishAt,
  '2026-12-07-0700-create-subscriptions': createSubscriptions,
  '2026-12-07-0701-create-newsletters': createNewsletters,
  '2026-12-07-0900-add-revision-editing-time': addRevisionEditingTime,
  '2026-12-07-0950-create-newsletter-settings': createNewsletterSettings,
  '2026-12-07-0951-create-newsletter-links': createNewsletterLinks,
  '2026-12-07-1100-create-sequences': createSequences,
  '2026-12-07-1000-add-email-send-delivery': addEmailSendDelivery,
  '2026-12-07-1001-create-email-webhook-receipts': createEmailWebhookReceipts,
  '2026-12-07-1002-add-consent-attested-by': addConsentAttestedBy,
  '2026-12-07-1150-create-guides': createGuides,
  '2026-12-07-1151-create-guide-requests': createGuideRequests,
  '2026-12-07-1152-add-lead-guide': addLeadGuide,
  '2026-12-07-1240-create-sequence-previews': createSequencePreviews,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = migrations[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};
