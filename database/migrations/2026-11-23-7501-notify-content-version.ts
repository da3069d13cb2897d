import type { Knex } from 'knex';

/**
 * PostgreSQL: every change of the content version is announced on the channel `content_version`
 * (payload: the new version), whichever process or tool makes it, at the moment it commits. Each
 * web process's listener (database/content-version-listener.server.ts) then drops its copy at once
 * instead of waiting for its next confirmation (docs/decisions/041-content-version-on-postgresql.md).
 * SQLite has no notifications and needs none: its fast path reads the version from the file.
 */
const isPostgres = (knex: Knex) => knex.client.config.client === 'pg';

export async function up(knex: Knex): Promise<void> {
  if (!isPostgres(knex)) return;
  await knex.raw(`
    create function notify_content_version() returns trigger language plpgsql as $$
    begin
      perform pg_notify('content_version', new.version::text);
      return new;
    end $$`);
  await knex.raw(`
    create trigger content_version_notify after insert or update on content_version
    for each row execute function notify_content_version()`);
}

export async function down(knex: Knex): Promise<void> {
  if (!isPostgres(knex)) return;
  await knex.raw('drop trigger content_version_notify on content_version');
  await knex.raw('drop function notify_content_version()');
}
