import type { Knex } from 'knex';

/**
 * First response means a person answered (docs/product/leads.md#time-to-first-response): only a staff member's
 * note or status change counts, never what the booking did for the visitor (its status change had no actor).
 * Every lead's first response and the time it took are counted again from its notes and history by staff.
 * No `down`: the old figures counted visitors' actions, which is the mistake this corrects.
 */
/** The earliest of a lead's staff notes and staff status changes, in epoch milliseconds, or null. */
async function firstStaffAction(knex: Knex, contactId: number): Promise<number | null> {
  const note = (await knex('contact_notes').where({ contact_id: contactId }).whereNotNull('author_id').min({ at: 'created_at' }).first()) as {
    at: string | Date | null;
  };
  const change = (await knex('contact_history').where({ contact_id: contactId, change: 'status' }).whereNotNull('actor_id').min({ at: 'at' }).first()) as {
    at: string | Date | null;
  };
  const times = [note.at, change.at].filter((at) => at !== null).map((at) => new Date(at).getTime());
  return times.length === 0 ? null : Math.min(...times);
}

export async function up(knex: Knex): Promise<void> {
  const leads = (await knex('contacts').select('id', 'created_at')) as { id: number; created_at: string | Date }[];
  for (const lead of leads) {
    const at = await firstStaffAction(knex, Number(lead.id));
    await knex('contacts')
      .where({ id: lead.id })
      .update({
        first_response_at: at === null ? null : new Date(at).toISOString(),
        response_seconds: at === null ? null : Math.max(0, Math.round((at - new Date(lead.created_at).getTime()) / 1000)),
      });
  }
}

export async function down(): Promise<void> {}
