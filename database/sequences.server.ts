/**
 * Follow-up sequences and their steps (database/migrations/2026-12-07-1100-create-sequences.ts). Saving a
 * sequence writes it and all its steps in one transaction. Steps keep their ids when a sequence is saved again
 * with as many or more steps, so what was sent stays counted on the step it was.
 */
import { leaveReasons, type LeaveReason, type SequenceDetail, type SequenceInput, type SequenceSummary, type SequenceTrigger } from '#shared/sequences.ts';
import type { Database } from './db.server.ts';

interface SequenceRow {
  id: number;
  name: string;
  trigger: SequenceTrigger;
  active: boolean | number;
  until_booked: boolean | number;
  owner_as_sender: boolean | number;
  updated_at: string | Date;
}

interface StepRow {
  id: number;
  sequence_id: number;
  position: number;
  delay_minutes: number;
  subject: string;
  body_html: string;
}

export interface StoredStep {
  id: number;
  sequenceId: number;
  position: number;
  delayMinutes: number;
  subject: string;
  bodyHtml: string;
}

const toStep = (row: StepRow): StoredStep => ({
  id: row.id,
  sequenceId: row.sequence_id,
  position: row.position,
  delayMinutes: row.delay_minutes,
  subject: row.subject,
  bodyHtml: row.body_html,
});

function summaryOf(row: SequenceRow): Omit<SequenceSummary, 'stepCount' | 'activeCount'> {
  return {
    id: row.id,
    name: row.name,
    trigger: row.trigger,
    active: Boolean(row.active),
    untilBooked: Boolean(row.until_booked),
    ownerAsSender: Boolean(row.owner_as_sender),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

const columnsOf = (input: SequenceInput) => ({
  name: input.name,
  trigger: input.trigger,
  active: input.active,
  until_booked: input.untilBooked,
  owner_as_sender: input.ownerAsSender,
});

async function writeSteps(trx: Database, sequenceId: number, input: SequenceInput): Promise<void> {
  const existing = (await trx('sequence_steps').where({ sequence_id: sequenceId }).orderBy('position')) as StepRow[];
  for (const [position, step] of input.steps.entries()) {
    const values = { delay_minutes: step.delayMinutes, subject: step.subject, body_html: step.html };
    const current = existing[position];
    if (current) await trx('sequence_steps').where({ id: current.id }).update(values);
    else await trx('sequence_steps').insert({ sequence_id: sequenceId, position, ...values });
  }
  const gone = existing.slice(input.steps.length).map((row) => row.id);
  if (gone.length > 0) await trx('sequence_steps').whereIn('id', gone).delete();
}

export async function insertSequence(db: Database, input: SequenceInput, now: string): Promise<number> {
  return db.transaction(async (trx) => {
    const [row] = (await trx('sequences')
      .insert({ ...columnsOf(input), created_at: now, updated_at: now })
      .returning('id')) as { id: number }[];
    await writeSteps(trx, row!.id, input);
    return row!.id;
  });
}

/** Answers false for an unknown sequence. */
export async function updateSequence(db: Database, id: number, input: SequenceInput, now: string): Promise<boolean> {
  return db.transaction(async (trx) => {
    const changed = await trx('sequences')
      .where({ id })
      .update({ ...columnsOf(input), updated_at: now });
    if (changed !== 1) return false;
    await writeSteps(trx, id, input);
    return true;
  });
}

/** Deletes the sequence with its steps, enrolments and their queued steps (the rows go with it: nothing more is sent). */
export async function deleteSequence(db: Database, id: number): Promise<boolean> {
  return (await db('sequences').where({ id }).delete()) === 1;
}

export async function listSequences(db: Database): Promise<SequenceSummary[]> {
  const rows = (await db('sequences').orderBy('id', 'desc')) as SequenceRow[];
  const steps = (await db('sequence_steps').groupBy('sequence_id').select('sequence_id').count({ n: '*' })) as { sequence_id: number; n: number | string }[];
  const active = (await db('sequence_enrolments').where({ state: 'active' }).groupBy('sequence_id').select('sequence_id').count({ n: '*' })) as {
    sequence_id: number;
    n: number | string;
  }[];
  const countOf = (list: { sequence_id: number; n: number | string }[], id: number) => Number(list.find((row) => row.sequence_id === id)?.n ?? 0);
  return rows.map((row) => ({ ...summaryOf(row), stepCount: countOf(steps, row.id), activeCount: countOf(active, row.id) }));
}

export async function stepsOf(db: Database, sequenceId: number): Promise<StoredStep[]> {
  return ((await db('sequence_steps').where({ sequence_id: sequenceId }).orderBy('position')) as StepRow[]).map(toStep);
}

export async function findStep(db: Database, id: number): Promise<StoredStep | null> {
  const row = (await db('sequence_steps').where({ id }).first()) as StepRow | undefined;
  return row ? toStep(row) : null;
}

export async function findSequenceRow(db: Database, id: number): Promise<(ReturnType<typeof summaryOf> & { trigger: SequenceTrigger }) | null> {
  const row = (await db('sequences').where({ id }).first()) as SequenceRow | undefined;
  return row ? summaryOf(row) : null;
}

/** The sequence with its steps, what each step sent and lost, and why people left. */
export async function findSequence(db: Database, id: number): Promise<SequenceDetail | null> {
  const sequence = await findSequenceRow(db, id);
  if (!sequence) return null;
  const steps = await stepsOf(db, id);
  const sent = (await db('email_sends')
    .whereIn(
      'step_id',
      steps.map((step) => step.id),
    )
    .where({ status: 'sent' })
    .groupBy('step_id')
    .select('step_id')
    .count({ n: '*' })) as { step_id: number; n: number | string }[];
  const enrolments = (await db('sequence_enrolments')
    .where({ sequence_id: id })
    .groupBy('state', 'left_reason', 'next_position')
    .select('state', 'left_reason', 'next_position')
    .count({ n: '*' })) as { state: string; left_reason: LeaveReason | null; next_position: number; n: number | string }[];
  const left = enrolments.filter((row) => row.state === 'left');
  const exits = Object.fromEntries(leaveReasons.map((reason) => [reason, 0])) as Record<LeaveReason, number>;
  for (const row of left) if (row.left_reason) exits[row.left_reason] += Number(row.n);
  return {
    ...sequence,
    activeCount: enrolments.filter((row) => row.state === 'active').reduce((sum, row) => sum + Number(row.n), 0),
    steps: steps.map((step) => ({
      id: step.id,
      delayMinutes: step.delayMinutes,
      subject: step.subject,
      html: step.bodyHtml,
      counts: {
        sent: Number(sent.find((row) => row.step_id === step.id)?.n ?? 0),
        // Left while this step was the next one due: they never got it.
        left: left.filter((row) => row.next_position === step.position).reduce((sum, row) => sum + Number(row.n), 0),
      },
    })),
    exits,
    finished: enrolments.filter((row) => row.state === 'finished').reduce((sum, row) => sum + Number(row.n), 0),
  };
}
