/**
 * Speed to lead (docs/product/leads.md#speed-to-lead): when a lead was first answered (its first note
 * or status change) and how long that took, when an answer is due under the company's response target,
 * and when its owner was alerted that it is overdue. Leads already stored get their first response from
 * their notes and history; they have no due time (no target applied when they arrived), so none is overdue.
 */
import type { Knex } from 'knex';

const columns = ['first_response_at', 'response_seconds', 'response_due_at', 'overdue_alerted_at'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contacts', (table) => {
    table.timestamp('first_response_at', { useTz: true }).nullable();
    table.integer('response_seconds').nullable();
    table.timestamp('response_due_at', { useTz: true }).nullable();
    table.timestamp('overdue_alerted_at', { useTz: true }).nullable();
    table.index(['response_due_at'], 'contacts_response_due_at_index');
  });
  const leads = (await knex('contacts').select('id', 'created_at')) as { id: number; created_at: string | Date }[];
  const notes = (await knex('contact_notes').select('contact_id').min({ at: 'created_at' }).groupBy('contact_id')) as {
    contact_id: number;
    at: string | Date;
  }[];
  const changes = (await knex('contact_history').where({ change: 'status' }).select('contact_id').min({ at: 'at' }).groupBy('contact_id')) as {
    contact_id: number;
    at: string | Date;
  }[];
  const first = new Map<number, number>();
  for (const row of [...notes, ...changes]) {
    const at = new Date(row.at).getTime();
    const id = Number(row.contact_id);
    if (!first.has(id) || at < first.get(id)!) first.set(id, at);
  }
  for (const lead of leads) {
    const at = first.get(Number(lead.id));
    if (at === undefined) continue;
    const seconds = Math.max(0, Math.round((at - new Date(lead.created_at).getTime()) / 1000));
    await knex('contacts')
      .where({ id: lead.id })
      .update({ first_response_at: new Date(at).toISOString(), response_seconds: seconds });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contacts', (table) => {
    table.dropIndex(['response_due_at'], 'contacts_response_due_at_index');
    for (const column of columns) table.dropColumn(column);
  });
}
