/**
 * A lead's guide (docs/product/guides.md#the-lead): the id of the guide a confirmed request was for, and its title
 * then, so the lead still says which guide after the guide is renamed or deleted (no foreign key: the lead keeps
 * the id of a deleted guide, as it keeps its title).
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contacts', (table) => {
    table.integer('guide_id').nullable();
    table.string('guide_title', 120).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contacts', (table) => {
    table.dropColumn('guide_id');
    table.dropColumn('guide_title');
  });
}
