/**
 * People in sequences (docs/product/sequences.md#who-is-in-a-sequence): joining on a trigger, leaving on an
 * unsubscribe, a booking, a staff action, an undone trigger or by hand, and the worker's step: queueing the next
 * step of an enrolment whose time has come. Every change is one transaction, and queueing is safe to race: the
 * step's `email_sends` row is unique by its key and the enrolment moves on only from the position it was read at.
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { LeaveReason, SequenceTrigger } from '#shared/sequences.ts';
import type { Database } from './db.server.ts';
import { addressHash } from './subscribers.server.ts';

type Db = Database | Knex.Transaction;

const minutes = (at: string, delay: number) => new Date(Date.parse(at) + delay * 60_000).toISOString();

/**
 * The subscriber row that carries a person's unsubscribe and preference links (decision 116): theirs, or a new
 * 'pending' one without a confirmation token, which receives no newsletter. Null when the address unsubscribed
 * or is suppressed: such a person is never sent a step.
 */
async function recipientOf(trx: Db, email: string, at: string): Promise<number | null> {
  if (
    await trx('email_suppressions')
      .where({ email_hash: addressHash(email) })
      .first('email_hash')
  )
    return null;
  const row = (await trx('subscribers').where({ email }).first('id', 'state')) as { id: number; state: string } | undefined;
  if (row) return row.state === 'pending' || row.state === 'confirmed' ? row.id : null;
  await trx('subscribers')
    .insert({ email, state: 'pending', manage_token: randomBytes(24).toString('base64url'), created_at: at })
    .onConflict('email')
    .ignore();
  const added = (await trx('subscribers').where({ email }).first('id')) as { id: number };
  await trx('subscriber_events').insert({ subscriber_id: added.id, kind: 'follow-up', detail: 'added for follow-up emails', created_at: at });
  return added.id;
}

/** Starts the active sequences on `trigger` for the person (once while they are in one). */
export async function enrol(trx: Db, trigger: SequenceTrigger, person: { email: string; contactId: number | null }, at: string): Promise<void> {
  const sequences = (await trx('sequences')
    .where({ trigger, active: true })
    .whereExists(trx('sequence_steps').whereRaw('sequence_steps.sequence_id = sequences.id'))
    .select('id')) as { id: number }[];
  if (sequences.length === 0) return;
  const email = person.email.trim().toLowerCase();
  const subscriberId = await recipientOf(trx, email, at);
  if (subscriberId === null) return;
  const contact =
    person.contactId ??
    ((await trx('contacts').whereRaw('LOWER(email) = ?', [email]).orderBy('id', 'desc').first('id')) as { id: number } | undefined)?.id ??
    null;
  for (const { id } of sequences) {
    const first = (await trx('sequence_steps').where({ sequence_id: id, position: 0 }).first('delay_minutes')) as { delay_minutes: number } | undefined;
    await trx('sequence_enrolments')
      .insert({
        sequence_id: id,
        email,
        subscriber_id: subscriberId,
        contact_id: contact,
        state: 'active',
        next_position: 0,
        next_due_at: minutes(at, first?.delay_minutes ?? 0),
        started_at: at,
      })
      .onConflict()
      .ignore();
  }
}

/** Who leaves: by address, by lead, or one enrolment; `sequences` narrows it to some sequences' ids. */
export interface Leavers {
  email?: string;
  contactId?: number;
  enrolmentId?: number;
  sequences?: Knex.QueryBuilder;
}

/** Ends the matching active enrolments at once: their queued, unsent steps are skipped. Answers how many left. */
export async function leave(trx: Db, who: Leavers, reason: LeaveReason, at: string): Promise<number> {
  const matching = trx('sequence_enrolments')
    .where({ state: 'active' })
    .where((where) => {
      if (who.email !== undefined) where.orWhere({ email: who.email.trim().toLowerCase() });
      if (who.contactId !== undefined) where.orWhere({ contact_id: who.contactId });
      if (who.enrolmentId !== undefined) where.orWhere({ id: who.enrolmentId });
    });
  if (who.sequences) matching.whereIn('sequence_id', who.sequences);
  const ids = ((await matching.select('id')) as { id: number }[]).map((row) => row.id);
  if (ids.length === 0) return 0;
  await trx('sequence_enrolments')
    .whereIn('id', ids)
    .where({ state: 'active' })
    .update({ state: 'left', left_reason: reason, ended_at: at, next_due_at: null });
  await trx('email_sends')
    .whereIn('enrolment_id', ids)
    .where({ status: 'queued' })
    .update({ status: 'skipped', error: `left: ${reason}` });
  return ids.length;
}

/** The ids of sequences matching a condition, for `Leavers.sequences`. */
export const sequencesWhere = (trx: Db, condition: Record<string, unknown>) => trx('sequences').where(condition).select('id');

/** Active enrolments whose next step is due, oldest first; only of active sequences (an inactive one is paused). */
export async function dueEnrolments(db: Database, now: string, limit: number): Promise<number[]> {
  const rows = (await db('sequence_enrolments')
    .join('sequences', 'sequences.id', 'sequence_enrolments.sequence_id')
    .where({ 'sequence_enrolments.state': 'active', 'sequences.active': true })
    .where('sequence_enrolments.next_due_at', '<=', now)
    .orderBy('sequence_enrolments.next_due_at')
    .limit(limit)
    .select('sequence_enrolments.id')) as { id: number }[];
  return rows.map((row) => row.id);
}

/**
 * Queues the enrolment's next step if it is still active and due, and the step before was sent (or settled
 * otherwise): one `email_sends` row (at most once: its key), then the enrolment moves to the step after, due its
 * delay after now, or finishes. Answers whether it queued.
 */
export async function queueNextStep(db: Database, enrolmentId: number, now: string): Promise<boolean> {
  return db.transaction(async (trx) => {
    const row = (await trx('sequence_enrolments').where({ id: enrolmentId, state: 'active' }).where('next_due_at', '<=', now).first()) as
      { id: number; sequence_id: number; email: string; subscriber_id: number; next_position: number } | undefined;
    if (!row) return false;
    const steps = (await trx('sequence_steps').where({ sequence_id: row.sequence_id }).orderBy('position').select('id', 'delay_minutes')) as {
      id: number;
      delay_minutes: number;
    }[];
    const step = steps[row.next_position];
    const moveOn = trx('sequence_enrolments').where({ id: row.id, state: 'active', next_position: row.next_position });
    if (!step) {
      await moveOn.update({ state: 'finished', ended_at: now, next_due_at: null });
      return false;
    }
    const subscriber = (await trx('subscribers').where({ id: row.subscriber_id }).first('state')) as { state: string } | undefined;
    const suppressed = await trx('email_suppressions')
      .where({ email_hash: addressHash(row.email) })
      .first('email_hash');
    if (!subscriber || suppressed || !['pending', 'confirmed'].includes(subscriber.state)) {
      await leave(trx, { enrolmentId: row.id }, 'unsubscribed', now);
      return false;
    }
    // The step before still waiting for its turn or in flight: this one waits, so people get them in order.
    if (await trx('email_sends').where({ enrolment_id: row.id }).whereIn('status', ['queued', 'sending']).first('id')) return false;
    const after = steps[row.next_position + 1];
    const moved = await moveOn.update(
      after
        ? { next_position: row.next_position + 1, next_due_at: minutes(now, after.delay_minutes) }
        : { next_position: row.next_position + 1, state: 'finished', ended_at: now, next_due_at: null },
    );
    if (moved !== 1) return false;
    await trx('email_sends')
      .insert({
        message_key: `q${row.id}:t${step.id}`,
        enrolment_id: row.id,
        step_id: step.id,
        subscriber_id: row.subscriber_id,
        email: row.email,
        status: 'queued',
        created_at: now,
      })
      .onConflict('message_key')
      .ignore();
    return true;
  });
}

/** What the send queue needs to send a claimed step: null when its enrolment left (the step is skipped). */
export async function sequenceMessageOf(
  db: Database,
  enrolmentId: number,
  stepId: number,
): Promise<{ subject: string; bodyHtml: string; ownerName: string | null } | null> {
  const row = (await db('sequence_enrolments')
    .join('sequences', 'sequences.id', 'sequence_enrolments.sequence_id')
    .join('sequence_steps', 'sequence_steps.sequence_id', 'sequences.id')
    .leftJoin('contacts', 'contacts.id', 'sequence_enrolments.contact_id')
    .leftJoin('users', 'users.id', 'contacts.owner_id')
    .where({ 'sequence_enrolments.id': enrolmentId, 'sequence_steps.id': stepId })
    .whereNot('sequence_enrolments.state', 'left')
    .first('sequence_steps.subject', 'sequence_steps.body_html', 'sequences.owner_as_sender', 'users.display_name')) as
    { subject: string; body_html: string; owner_as_sender: boolean | number; display_name: string | null } | undefined;
  if (!row) return null;
  const ownerName = row.owner_as_sender ? row.display_name : null;
  return { subject: row.subject, bodyHtml: row.body_html, ownerName };
}
