/** Named queries for contact messages (leads). */
import type { Contact, ContactInput } from '#shared/contact-fields.ts';
import type { Database } from './db.server.ts';

interface ContactRow {
  id: number;
  full_name: string;
  email: string;
  company: string;
  phone: string | null;
  subject: string;
  message: string;
  handled_at: string | Date | null;
  created_at: string | Date;
}

const toIso = (value: string | Date) => new Date(value).toISOString();

function toContact(row: ContactRow): Contact {
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
  };
}

/** Stores a validated message; returns its id and creation time. */
export async function insertContact(db: Database, input: ContactInput): Promise<{ id: number; createdAt: string }> {
  const createdAt = new Date().toISOString();
  const [row] = await db('contacts')
    .insert({
      full_name: input.fullName,
      email: input.email,
      company: input.company,
      phone: input.phone,
      subject: input.subject,
      message: input.message,
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

export interface ContactPage {
  items: Contact[];
  total: number;
}

/** Newest first; `page` counts from 1. */
export async function listContacts(db: Database, { page, limit }: { page: number; limit: number }): Promise<ContactPage> {
  const [rows, counted] = await Promise.all([
    db<ContactRow>('contacts')
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit)
      .offset((page - 1) * limit),
    db('contacts').count({ total: '*' }).first(),
  ]);
  return { items: rows.map(toContact), total: Number(counted?.total ?? 0) };
}

/** Every lead, newest first, for the CSV export. */
export async function allContacts(db: Database): Promise<Contact[]> {
  const rows = await db<ContactRow>('contacts').orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);
  return rows.map(toContact);
}

/**
 * Sets or clears the handled time (marking an already handled lead again keeps
 * its first time); returns the updated lead, or undefined when there is none.
 */
export async function markContactHandled(db: Database, id: number, handled: boolean): Promise<Contact | undefined> {
  const now = new Date().toISOString();
  const changed = await db('contacts')
    .where({ id })
    .update({ handled_at: handled ? db.raw('coalesce(handled_at, ?)', [now]) : null, updated_at: now });
  if (changed === 0) return undefined;
  return getContact(db, id);
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
