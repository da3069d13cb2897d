/**
 * Which tables a backup archive carries, in the order a restore inserts them (a row's parents
 * first), and which it leaves out and why (docs/decisions/060-backup-archives.md). Every table the
 * migrations make is in one list or the other: a test fails when a new table is in neither.
 */

export interface ArchivedTable {
  name: string;
  /** Columns that order the rows (the primary key): keyset pages on both engines. */
  key: string[];
  /** Serial `id` whose PostgreSQL sequence must follow the restored rows. */
  serial?: boolean;
}

export const archivedTables: readonly ArchivedTable[] = [
  { name: 'users', key: ['id'], serial: true },
  { name: 'recovery_codes', key: ['id'], serial: true },
  { name: 'passkeys', key: ['id'], serial: true },
  { name: 'password_resets', key: ['id'], serial: true },
  { name: 'pending_email_changes', key: ['id'], serial: true },
  { name: 'invitations', key: ['id'], serial: true },
  { name: 'security_settings', key: ['id'] },
  { name: 'stored_images', key: ['id'], serial: true },
  { name: 'company_settings', key: ['id'] },
  { name: 'proof_items', key: ['id'], serial: true },
  { name: 'media_blobs', key: ['key'] },
  { name: 'media', key: ['id'], serial: true },
  { name: 'media_files', key: ['id'], serial: true },
  // Guides' PDFs are media_blobs rows (above), named by guides.pdf_key.
  { name: 'guides', key: ['id'], serial: true },
  { name: 'blog_posts', key: ['id'], serial: true },
  { name: 'tags', key: ['id'], serial: true },
  { name: 'post_tags', key: ['post_id', 'tag_id'] },
  { name: 'post_revisions', key: ['id'], serial: true },
  { name: 'post_pending_changes', key: ['post_id'] },
  { name: 'post_slug_redirects', key: ['slug'] },
  { name: 'preview_links', key: ['id'], serial: true },
  { name: 'site_pages', key: ['id'], serial: true },
  { name: 'page_revisions', key: ['id'], serial: true },
  { name: 'page_path_redirects', key: ['path'] },
  { name: 'site_navigation', key: ['id'] },
  { name: 'page_preview_links', key: ['id'], serial: true },
  { name: 'import_jobs', key: ['id'], serial: true },
  { name: 'import_sources', key: ['source'] },
  { name: 'import_media', key: ['source'] },
  { name: 'legacy_paths', key: ['path'] },
  { name: 'contacts', key: ['id'], serial: true },
  { name: 'contact_notes', key: ['id'], serial: true },
  { name: 'contact_history', key: ['id'], serial: true },
  { name: 'guide_requests', key: ['id'], serial: true },
  { name: 'lead_alert_settings', key: ['id'] },
  { name: 'lead_routing_settings', key: ['id'] },
  { name: 'lead_assignment_rules', key: ['id'], serial: true },
  { name: 'lead_webhook_settings', key: ['id'] },
  { name: 'revenue_check_settings', key: ['id'] },
  { name: 'availability', key: ['user_id'] },
  { name: 'booking_settings', key: ['id'] },
  { name: 'bookings', key: ['id'], serial: true },
  { name: 'booking_holds', key: ['user_id', 'cell'] },
  { name: 'calendar_feeds', key: ['user_id'] },
  { name: 'audit_log', key: ['id'], serial: true },
  { name: 'analytics_daily', key: ['day', 'dimension', 'value'] },
  { name: 'analytics_events', key: ['id'], serial: true },
  { name: 'analytics_salts', key: ['day'] },
  { name: 'redirect_rules', key: ['id'], serial: true },
  { name: 'not_found_hits', key: ['id'], serial: true },
  { name: 'subscribers', key: ['id'], serial: true },
  { name: 'subscriber_topics', key: ['subscriber_id', 'topic'] },
  { name: 'subscription_consents', key: ['id'], serial: true },
  { name: 'subscriber_events', key: ['id'], serial: true },
  { name: 'email_suppressions', key: ['email_hash'] },
  { name: 'newsletters', key: ['id'], serial: true },
  // Follow-up sequences and who is where in them (docs/product/sequences.md), before the steps they queued.
  { name: 'sequences', key: ['id'], serial: true },
  { name: 'sequence_steps', key: ['id'], serial: true },
  { name: 'sequence_enrolments', key: ['id'], serial: true },
  // Every message sent or queued: a restored site goes on with a send and never sends one twice.
  { name: 'email_sends', key: ['id'], serial: true },
  { name: 'newsletter_settings', key: ['id'] },
  { name: 'newsletter_links', key: ['id'], serial: true },
  // The provider event webhooks' ids taken in the last day: a restored site refuses a replay too.
  { name: 'email_webhook_receipts', key: ['source', 'webhook_id'] },
];

/** Tables a backup leaves out, each with the reason; a restore with --replace empties them too. */
export const skippedTables: Readonly<Record<string, string>> = {
  knex_migrations: 'the schema version is in the manifest; the target has its own migrations applied',
  knex_migrations_lock: 'the migration lock of the target',
  content_version: 'bumped by the restore, so every process renders the restored content',
  sessions: 'sign-ins stay with the site they were made on: everyone signs in again after a restore',
  passkey_challenges: 'expire within minutes',
  social_cards: 'drawn again on demand from the restored posts and settings',
  backup_runs: 'the schedule of the site that makes the backup',
  webhook_deliveries: "the webhook's outbox and log: a restored site does not send again what the old one sent",
  sequence_previews: 'previews of emails being written, kept 30 minutes for the one who asked',
  site_health_reports: 'worked out again in the background soon after the restored site starts',
  search_documents: "the search index: the restore rebuilds the posts' rows, and each server start writes the pages' rows",
  search_fts: "SQLite's full-text index over search_documents, kept by its triggers",
  search_fts_config: "part of SQLite's full-text index (search_fts)",
  search_fts_data: "part of SQLite's full-text index (search_fts)",
  search_fts_docsize: "part of SQLite's full-text index (search_fts)",
  search_fts_idx: "part of SQLite's full-text index (search_fts)",
};

/**
 * Tables a new database already holds rows in, written by a migration (the marketing pages’ defaults, the one-row lead settings). They do
 * not make a database count as in use; a restore that carries them replaces those rows.
 */
export const seededTables: ReadonlySet<string> = new Set(['site_pages', 'site_navigation', 'lead_routing_settings', 'lead_webhook_settings']);

/** Tables only SQLite has: FTS5's own tables behind search_fts (PostgreSQL keeps its index in a column). */
export const sqliteOnlyTables: readonly string[] = ['search_fts', 'search_fts_config', 'search_fts_data', 'search_fts_docsize', 'search_fts_idx'];

/** Tables emptied by a restore with --replace that the archive does not fill. */
export const clearedOnReplace = ['sessions', 'passkey_challenges', 'social_cards', 'site_health_reports'] as const;
