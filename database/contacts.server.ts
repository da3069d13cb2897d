/**
 * Named queries for contact messages (leads): storage, the pipeline, notes, history and deletion. The leads
 * view's list (filters, sort, counts, the CSV export) is in lead-lists.server.ts.
 */
import type { Contact, ContactInput, LeadAttribution, LeadChange, LeadDetail, LeadNote, LeadStatus } from '#shared/contact-fields.ts';
import type { StoredRevenueCheck, StoredRevenueCheckV2 } from '#shared/revenue-check.ts';
import { callsOfLeads } from './lead-calls.server.ts';
import type { Database } from './db.server.ts';

export interface ContactRow {
  id: number;
  full_name: string;
  email: string;
  company: string;
  phone: string | null;
  subject: string;
  message: string;
  handled_at: string | Date | null;
  created_at: string | Date;
  status: LeadStatus;
  owner_id: number | null;
  follow_up_on: string | null;
  landing_path: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  sent_from: string | null;
  revenue_check?: string | null;
  guide_id?: number | null;
  guide_title?: string | null;
  revenue_opportunity?: number | string | null;
  revenue_check_model?: number | string | null;
  first_response_at?: string | Date | null;
  response_seconds?: number | string | null;
  response_due_at?: string | Date | null;
}

const toIso = (value: string | Date) => new Date(value).toISOString();

export const noAttribution: LeadAttribution = {
  landingPage: null,
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  sentFrom: null,
};

/** A lead as the API answers it; `now` decides whether one still unanswered is overdue. */
export function toContact(row: ContactRow, now = Date.now()): Contact {
  const dueAt = row.response_due_at ? toIso(row.response_due_at) : null;
  const firstResponseAt = row.first_response_at ? toIso(row.first_response_at) : null;
  return {
    id: Number(row.id),
    fullName: row.full_name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    createdAt: toIso(row.created_at),
    handledAt: row.handled_at === null ? null : toIso(row.handled_at),
    status: row.status,
    ownerId: row.owner_id === null ? null : Number(row.owner_id),
    followUpAt: row.follow_up_on,
    attribution: {
      landingPage: row.landing_path,
      referrerHost: row.referrer_host,
      utmSource: row.utm_source,
      utmMedium: row.utm_medium,
      utmCampaign: row.utm_campaign,
      sentFrom: row.sent_from,
    },
    revenueCheck: row.revenue_check ? storedCheckOf(row.revenue_check) : null,
    guide: row.guide_title ? { id: row.guide_id === null || row.guide_id === undefined ? null : Number(row.guide_id), title: row.guide_title } : null,
    firstResponseAt,
    responseSeconds: row.response_seconds === null || row.response_seconds === undefined ? null : Number(row.response_seconds),
    responseDueAt: dueAt,
    overdue: firstResponseAt === null && dueAt !== null && Date.parse(dueAt) <= now,
  };
}

/** A lead's revenue check as it was shown; leads from before model 2 carry no version in their JSON (the column says 1). */
function storedCheckOf(json: string): StoredRevenueCheck {
  const stored = JSON.parse(json) as StoredRevenueCheck;
  return stored.modelVersion === 2 ? stored : { ...stored, modelVersion: 1 };
}

/**
 * The lead's first response (a note, a status change or a call logged by a staff member) at `at`, unless it has
 * one: the time it took is kept with it, so the list can sort by it. Only a person counts: an actor without an
 * account (the visitor booking, moving or cancelling a call; automatic assignment) never answers a lead
 * (docs/product/leads.md#time-to-first-response).
 */
export async function recordFirstResponse(trx: Database, id: number, at: string, actor: Actor): Promise<void> {
  if (actor.id === null) return;
  const lead = await trx('contacts').where({ id }).first('created_at', 'first_response_at');
  if (!lead || lead.first_response_at !== null) return;
  const seconds = Math.max(0, Math.round((Date.parse(at) - new Date(lead.created_at).getTime()) / 1000));
  await trx('contacts').where({ id }).whereNull('first_response_at').update({ first_response_at: at, response_seconds: seconds });
}

/** Stores a validated message and where it came from; returns its id and creation time. */
export async function insertContact(
  db: Database,
  input: ContactInput,
  attribution: LeadAttribution = noAttribution,
  revenueCheck: StoredRevenueCheckV2 | null = null,
): Promise<{ id: number; createdAt: string }> {
  const createdAt = new Date().toISOString();
  const [row] = await db('contacts')
    .insert({
      full_name: input.fullName,
      email: input.email,
      company: input.company,
      phone: input.phone,
      subject: input.subject,
      message: input.message,
      landing_path: attribution.landingPage,
      referrer_host: attribution.referrerHost,
      utm_source: attribution.utmSource,
      utm_medium: attribution.utmMedium,
      utm_campaign: attribution.utmCampaign,
      sent_from: attribution.sentFrom,
      revenue_check: revenueCheck ? JSON.stringify(revenueCheck) : null,
      revenue_check_model: revenueCheck ? revenueCheck.modelVersion : null,
      revenue_yearly: revenueCheck ? revenueCheck.yearly.total : null,
      revenue_one_time: revenueCheck ? revenueCheck.oneTime.total : null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning('id');
  const id = typeof row === 'object' && row !== null ? (row as { id: number }).id : row;
  return { id: Number(id), createdAt };
}

export async function getContact(db: Database, id: number): Promise<Contact | undefined> {
  const row = await db<ContactRow>('contacts').where({ id }).first();
  return row ? toContact(row) : undefined;
}

/** Who made a change: a user's id and name (kept as written in notes and history). */
export interface Actor {
  id: number | null;
  name: string;
}

export interface LeadUpdate {
  handled?: boolean | undefined;
  status?: LeadStatus | undefined;
  ownerId?: number | null | undefined;
  followUpAt?: string | null | undefined;
}

/**
 * Applies the changes given and records each one that changes something in the
 * lead's history; returns the updated lead, or undefined when there is none.
 * Marking an already handled lead again keeps its first time.
 */
/** What one update really changed, compared with the lead's values before it: the audit log records only these. */
export type LeadChangeKind = LeadChange['change'];

export async function updateLead(db: Database, id: number, update: LeadUpdate, actor: Actor, now = new Date()): Promise<Contact | undefined> {
  return (await applyLeadUpdate(db, id, update, actor, now))?.contact;
}

/** `updateLead`, also answering which of status, handled, owner and follow-up date changed (none when all were already so). */
export async function applyLeadUpdate(
  db: Database,
  id: number,
  update: LeadUpdate,
  actor: Actor,
  now = new Date(),
): Promise<{ contact: Contact; changed: LeadChangeKind[] } | undefined> {
  return db.transaction(async (trx) => {
    const row = await trx<ContactRow>('contacts').where({ id }).first();
    if (!row) return undefined;
    const at = now.toISOString();
    const columns: Record<string, unknown> = { updated_at: at };
    const changes: { change: LeadChange['change']; value: string }[] = [];
    if (update.handled !== undefined) {
      columns.handled_at = update.handled ? trx.raw('coalesce(handled_at, ?)', [at]) : null;
      if (update.handled !== (row.handled_at !== null)) changes.push({ change: 'handled', value: update.handled ? 'yes' : 'no' });
    }
    if (update.status !== undefined && update.status !== row.status) {
      columns.status = update.status;
      changes.push({ change: 'status', value: update.status });
    }
    const ownerNow = row.owner_id === null ? null : Number(row.owner_id);
    if (update.ownerId !== undefined && update.ownerId !== ownerNow) {
      columns.owner_id = update.ownerId;
      changes.push({ change: 'owner', value: update.ownerId === null ? '' : String(update.ownerId) });
    }
    if (update.followUpAt !== undefined && update.followUpAt !== row.follow_up_on) {
      columns.follow_up_on = update.followUpAt;
      changes.push({ change: 'followUp', value: update.followUpAt ?? '' });
    }
    await trx('contacts').where({ id }).update(columns);
    if (columns.status !== undefined) await recordFirstResponse(trx, id, at, actor);
    if (changes.length > 0) {
      await trx('contact_history').insert(changes.map((change) => ({ contact_id: id, at, actor_id: actor.id, actor_name: actor.name, ...change })));
    }
    const contact = toContact((await trx<ContactRow>('contacts').where({ id }).first())!);
    return { contact, changed: changes.map((change) => change.change) };
  });
}

/** Kept for the existing handled toggle; the same as `updateLead` with `handled` only. */
export async function markContactHandled(db: Database, id: number, handled: boolean, actor: Actor = { id: null, name: '' }): Promise<Contact | undefined> {
  return updateLead(db, id, { handled }, actor);
}

export async function addLeadNote(db: Database, contactId: number, body: string, author: Actor, now = new Date()): Promise<LeadNote | undefined> {
  return db.transaction(async (trx) => {
    if (!(await trx('contacts').where({ id: contactId }).first('id'))) return undefined;
    const createdAt = now.toISOString();
    const [row] = await trx('contact_notes')
      .insert({ contact_id: contactId, author_id: author.id, author_name: author.name, body, created_at: createdAt })
      .returning('id');
    const id = Number(typeof row === 'object' && row !== null ? (row as { id: number }).id : row);
    await recordFirstResponse(trx, contactId, createdAt, author);
    return { id, body, authorId: author.id, authorName: author.name, createdAt };
  });
}

/** One lead with its notes and history, oldest first. */
export async function getLeadDetail(db: Database, id: number): Promise<LeadDetail | undefined> {
  const contact = await getContact(db, id);
  if (!contact) return undefined;
  const [notes, history] = await Promise.all([
    db('contact_notes')
      .where({ contact_id: id })
      .orderBy([{ column: 'created_at' }, { column: 'id' }]),
    db('contact_history')
      .where({ contact_id: id })
      .orderBy([{ column: 'at' }, { column: 'id' }]),
  ]);
  const calls = (await callsOfLeads(db, [id])).get(id) ?? [];
  return {
    ...contact,
    calls,
    notes: notes.map((note) => ({
      id: Number(note.id),
      body: note.body,
      authorId: note.author_id === null ? null : Number(note.author_id),
      authorName: note.author_name,
      createdAt: toIso(note.created_at),
    })),
    history: history.map((entry) => ({ at: toIso(entry.at), actorName: entry.actor_name, change: entry.change, value: entry.value })),
  };
}

/** Deletes a lead with its notes and history (its attribution is part of its row); false when there was none. */
export async function deleteLead(db: Database, id: number): Promise<boolean> {
  return db.transaction(async (trx) => {
    await trx('contact_notes').where({ contact_id: id }).del();
    await trx('contact_history').where({ contact_id: id }).del();
    await trx('webhook_deliveries').where({ contact_id: id }).del();
    return (await trx('contacts').where({ id }).del()) > 0;
  });
}

/** Deletes every lead created before `cutoff` (an ISO time), with its notes and history; returns their ids. */
export async function deleteLeadsCreatedBefore(db: Database, cutoff: string): Promise<number[]> {
  const rows = await db('contacts').where('created_at', '<', cutoff).select('id');
  const ids = rows.map((row) => Number(row.id));
  for (const id of ids) await deleteLead(db, id);
  return ids;
}

/** False when there is no such lead. */
export async function deleteContact(db: Database, id: number): Promise<boolean> {
  return (await db('contacts').where({ id }).delete()) > 0;
}

/** Number of stored leads (tests and health checks). */
export async function countContacts(db: Database): Promise<number> {
  const counted = await db('contacts').count({ total: '*' }).first();
  return Number(counted?.total ?? 0);
}
