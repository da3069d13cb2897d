import type { Knex } from 'knex';

/**
 * The site search's index (decision 058): one row per published post and per public page, and the
 * database's own full-text index over it. SQLite: an FTS5 table with the Porter stemmer over the rows
 * (external content, kept in step by triggers, as https://sqlite.org/fts5.html#external_content_tables
 * shows). PostgreSQL: a stored tsvector in the `english` configuration, weighted title first, with a GIN index.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('search_documents', (table) => {
    table.increments('id').primary();
    // 'post:{id}' or 'page:{path}': what a write replaces.
    table.string('key', 600).notNullable().unique();
    // Indexed: the search lists the pages' rows on every query, among rows holding whole posts.
    table.string('kind', 8).notNullable().index();
    table.integer('post_id').unsigned().nullable().unique().references('id').inTable('blog_posts').onDelete('CASCADE');
    table.string('url', 600).notNullable();
    table.text('title').notNullable();
    table.text('excerpt').notNullable();
    table.text('tags').notNullable();
    table.text('body').notNullable();
  });
  if (knex.client.config.client === 'pg') {
    await knex.raw(`alter table search_documents add column document tsvector generated always as (
      setweight(to_tsvector('english', title), 'A') ||
      setweight(to_tsvector('english', excerpt || ' ' || tags), 'B') ||
      setweight(to_tsvector('english', body), 'D')) stored`);
    await knex.raw('create index search_documents_document on search_documents using gin (document)');
    return;
  }
  await knex.raw(
    `create virtual table search_fts using fts5(title, excerpt, tags, body, content='search_documents', content_rowid='id', tokenize='porter unicode61')`,
  );
  const insert = 'insert into search_fts(rowid, title, excerpt, tags, body) values (new.id, new.title, new.excerpt, new.tags, new.body);';
  const remove = `insert into search_fts(search_fts, rowid, title, excerpt, tags, body) values ('delete', old.id, old.title, old.excerpt, old.tags, old.body);`;
  await knex.raw(`create trigger search_documents_insert after insert on search_documents begin ${insert} end`);
  await knex.raw(`create trigger search_documents_delete after delete on search_documents begin ${remove} end`);
  await knex.raw(`create trigger search_documents_update after update on search_documents begin ${remove} ${insert} end`);
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') {
    for (const trigger of ['insert', 'delete', 'update']) await knex.raw(`drop trigger if exists search_documents_${trigger}`);
    await knex.raw('drop table if exists search_fts');
  }
  await knex.schema.dropTable('search_documents');
}
