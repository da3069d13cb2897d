/**
 * Who answers a new lead and by when (docs/product/leads.md#assignment): the owners' rules, the round robin
 * over active sales accounts, the response target and the business hours it is counted on.
 *
 * Turns are fair across processes and restarts: each lead takes the next value of one counter with a single
 * UPDATE … RETURNING, which PostgreSQL serializes on the row lock and SQLite on its write lock, so two
 * leads arriving together never take the same turn.
 */
import type { StoredRevenueCheck } from '#shared/revenue-check.ts';
import { defaultResponseSettings, type ResponseSettings } from '#shared/business-hours.ts';
import type { Database } from './db.server.ts';

export interface AssignmentRule {
  id: number;
  /** Exactly one of the two is set. */
  subject: string | null;
  specialty: string | null;
  userId: number;
  username: string;
}

/** The name history shows for an assignment nobody made by hand. */
export const automaticActor = 'Automatic assignment';

export async function getResponseSettings(db: Database): Promise<ResponseSettings> {
  const row = await db('lead_routing_settings').where({ id: 1 }).first();
  if (!row) return defaultResponseSettings;
  return {
    responseTargetMinutes: Number(row.response_target_minutes),
    businessHours: { days: String(row.business_days).split(',').filter(Boolean).map(Number), start: row.day_starts, end: row.day_ends },
  };
}

export async function saveResponseSettings(db: Database, settings: ResponseSettings, now = new Date()): Promise<void> {
  await db('lead_routing_settings')
    .insert({
      id: 1,
      response_target_minutes: settings.responseTargetMinutes,
      business_days: [...settings.businessHours.days].sort().join(','),
      day_starts: settings.businessHours.start,
      day_ends: settings.businessHours.end,
      updated_at: now.toISOString(),
    })
    .onConflict('id')
    .merge(['response_target_minutes', 'business_days', 'day_starts', 'day_ends', 'updated_at']);
}

export async function listAssignmentRules(db: Database): Promise<AssignmentRule[]> {
  const rows = await db('lead_assignment_rules')
    .join('users', 'users.id', 'lead_assignment_rules.user_id')
    .select('lead_assignment_rules.*', 'users.username')
    .orderBy('lead_assignment_rules.id');
  return rows.map((row) => ({ id: Number(row.id), subject: row.subject, specialty: row.specialty, userId: Number(row.user_id), username: row.username }));
}

export async function addAssignmentRule(db: Database, rule: { subject: string | null; specialty: string | null; userId: number }): Promise<number> {
  const [row] = await db('lead_assignment_rules')
    .insert({ subject: rule.subject, specialty: rule.specialty, user_id: rule.userId, created_at: new Date().toISOString() })
    .returning('id');
  return Number(typeof row === 'object' && row !== null ? (row as { id: number }).id : row);
}

export async function deleteAssignmentRule(db: Database, id: number): Promise<boolean> {
  return (await db('lead_assignment_rules').where({ id }).del()) > 0;
}

/** Who takes turns: the active sales accounts, or the active owners when there is none; by id. */
async function turnTakers(db: Database): Promise<number[]> {
  for (const role of ['sales', 'owner']) {
    const rows = await db('users').where({ role, active: true }).orderBy('id').select('id');
    if (rows.length > 0) return rows.map((row) => Number(row.id));
  }
  return [];
}

/** The first rule (oldest first) that matches the lead and names an active sales or owner account. */
async function ruleOwner(db: Database, subject: string, specialty: string | null): Promise<number | undefined> {
  const row = await db('lead_assignment_rules')
    .join('users', 'users.id', 'lead_assignment_rules.user_id')
    .where('users.active', true)
    .whereIn('users.role', ['sales', 'owner'])
    .where((match) => {
      void match.where('lead_assignment_rules.subject', subject);
      if (specialty) void match.orWhere('lead_assignment_rules.specialty', specialty);
    })
    .orderBy('lead_assignment_rules.id')
    .first('lead_assignment_rules.user_id');
  return row ? Number(row.user_id) : undefined;
}

/** Takes the next turn (one atomic UPDATE) and answers whose it is. */
async function nextInTurn(db: Database, takers: number[]): Promise<number> {
  const [row] = (await db('lead_routing_settings').where({ id: 1 }).increment('turns_taken', 1).returning('turns_taken')) as { turns_taken: number }[];
  return takers[(Number(row!.turns_taken) - 1) % takers.length]!;
}

/**
 * Gives a new lead its owner, by rule or in turns, and records it in the lead's history. A lead that
 * already has an owner (a booking chose the person) is left as it is, and takes no turn. Answers the
 * owner's id, or null when nobody could take it (no active sales or owner account).
 */
export async function assignLead(db: Database, contactId: number, now = new Date()): Promise<number | null> {
  const lead = await db('contacts').where({ id: contactId }).first('owner_id', 'subject', 'revenue_check');
  if (!lead) return null;
  if (lead.owner_id !== null) return Number(lead.owner_id);
  const specialty = lead.revenue_check ? (JSON.parse(lead.revenue_check) as StoredRevenueCheck).inputs.specialty : null;
  let ownerId = await ruleOwner(db, lead.subject, specialty);
  if (ownerId === undefined) {
    const takers = await turnTakers(db);
    if (takers.length === 0) return null;
    ownerId = await nextInTurn(db, takers);
  }
  const chosen = ownerId;
  return db.transaction(async (trx) => {
    const changed = await trx('contacts').where({ id: contactId }).whereNull('owner_id').update({ owner_id: chosen });
    if (changed === 0) return null;
    const at = now.toISOString();
    await trx('contact_history').insert({ contact_id: contactId, at, actor_id: null, actor_name: automaticActor, change: 'owner', value: String(chosen) });
    return chosen;
  });
}

/** Sets when the lead's first response is due, from when it arrived. */
export async function setResponseDue(db: Database, contactId: number, dueAt: Date | null): Promise<void> {
  await db('contacts')
    .where({ id: contactId })
    .update({ response_due_at: dueAt ? dueAt.toISOString() : null });
}
