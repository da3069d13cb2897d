import type { Knex } from 'knex';
import { reindexAllPosts } from '../search-index.server.ts';

/** The posts already published go into the search index (decision 058); from now on each write keeps it. */
export async function up(knex: Knex): Promise<void> {
  await reindexAllPosts(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex('search_documents').where({ kind: 'post' }).delete();
}
