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
import * as createMedia from './2026-11-22-6001-create-media.ts';
import * as notifyContentVersion from './2026-11-22-7001-notify-content-version.ts';

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
  '2026-11-22-6001-create-media': createMedia,
  '2026-11-22-7001-notify-content-version': notifyContentVersion,
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
