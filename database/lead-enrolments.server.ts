/** A lead's sequences, for its page (docs/product/sequences.md#on-the-lead-page): where each one stands. */
import type { EnrolmentState, LeadEnrolment, LeaveReason } from '#shared/sequences.ts';
import type { Database } from './db.server.ts';
import { leave } from './sequence-enrolments.server.ts';

interface Row {
  id: number;
  sequence_id: number;
  name: string;
  state: EnrolmentState;
  left_reason: LeaveReason | null;
  next_due_at: string | Date | null;
  started_at: string | Date;
}

/** The enrolments of the lead's contact id or its address, newest first. */
export async function enrolmentsOfLead(db: Database, contactId: number): Promise<LeadEnrolment[]> {
  const contact = (await db('contacts').where({ id: contactId }).first('email')) as { email: string } | undefined;
  if (!contact) return [];
  const rows = (await db('sequence_enrolments')
    .join('sequences', 'sequences.id', 'sequence_enrolments.sequence_id')
    .where((where) => where.where({ contact_id: contactId }).orWhere({ email: contact.email.trim().toLowerCase() }))
    .orderBy('sequence_enrolments.id', 'desc')
    .limit(50)
    .select(
      'sequence_enrolments.id',
      'sequence_enrolments.sequence_id',
      'sequences.name',
      'sequence_enrolments.state',
      'sequence_enrolments.left_reason',
      'sequence_enrolments.next_due_at',
      'sequence_enrolments.started_at',
    )) as Row[];
  const ids = rows.map((row) => row.id);
  const sequenceIds = [...new Set(rows.map((row) => row.sequence_id))];
  const sent = (await db('email_sends')
    .whereIn('enrolment_id', ids)
    .where({ status: 'sent' })
    .groupBy('enrolment_id')
    .select('enrolment_id')
    .count({ n: '*' })) as {
    enrolment_id: number;
    n: number | string;
  }[];
  const steps = (await db('sequence_steps').whereIn('sequence_id', sequenceIds).groupBy('sequence_id').select('sequence_id').count({ n: '*' })) as {
    sequence_id: number;
    n: number | string;
  }[];
  return rows.map((row) => ({
    id: row.id,
    sequenceId: row.sequence_id,
    sequenceName: row.name,
    state: row.state,
    leftReason: row.left_reason,
    stepCount: Number(steps.find((entry) => entry.sequence_id === row.sequence_id)?.n ?? 0),
    stepsSent: Number(sent.find((entry) => entry.enrolment_id === row.id)?.n ?? 0),
    nextDueAt: row.state === 'active' && row.next_due_at !== null ? new Date(row.next_due_at).toISOString() : null,
    startedAt: new Date(row.started_at).toISOString(),
  }));
}

/** Staff take the lead's contact out of one sequence: answers false when it is not the lead's or not active. */
export async function removeFromSequence(db: Database, contactId: number, enrolmentId: number, at: string): Promise<'removed' | 'not-found' | 'not-active'> {
  return db.transaction(async (trx) => {
    const mine = (await enrolmentsOfLead(trx as unknown as Database, contactId)).find((enrolment) => enrolment.id === enrolmentId);
    if (!mine) return 'not-found';
    return (await leave(trx, { enrolmentId }, 'removed', at)) === 1 ? 'removed' : 'not-active';
  });
}
