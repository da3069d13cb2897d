/**
 * Requests for a guide and their confirmation (docs/product/guides.md#double-opt-in). Only the SHA-256 of the
 * emailed link's token is stored. The first click within the link's lifetime confirms the request: the lead, the
 * request's link to it and the "guide requested" visitor event commit together (the caller passes `onConfirmed`,
 * which runs in the transaction); a later click finds it confirmed and makes nothing new.
 */
import type { Knex } from 'knex';
import { insertContact } from './contacts.server.ts';
import type { Database } from './db.server.ts';

export interface NewGuideRequest {
  guideId: number;
  email: string;
  fullName: string;
  company: string;
  page: string;
  tokenHash: string;
  expiresAt: string;
  now: string;
}

export async function insertGuideRequest(db: Database, request: NewGuideRequest): Promise<void> {
  await db('guide_requests').insert({
    guide_id: request.guideId,
    email: request.email,
    full_name: request.fullName,
    company: request.company,
    page: request.page,
    token_hash: request.tokenHash,
    expires_at: request.expiresAt,
    created_at: request.now,
  });
}

export interface GuideRequestRow {
  id: number;
  guide_id: number;
  email: string;
  full_name: string;
  company: string;
  page: string;
  expires_at: string | Date;
  confirmed_at: string | Date | null;
  contact_id: number | null;
}

export type OpenedLink =
  | { kind: 'unknown' }
  | { kind: 'expired'; guideId: number; page: string }
  | { kind: 'open'; guideId: number; contactId: number; email: string; created: boolean };

/** What the lead says of a confirmed guide request. */
export interface GuideLead {
  guideTitle: string;
  subject: string;
  message: string;
}

/**
 * Opens the link whose token hashes to `tokenHash` at `now`: unknown, expired, or open (confirmed now or before).
 * On the first open it makes the lead (or takes the lead an earlier confirmed request of the same address for the
 * same guide made) and calls `onConfirmed` in the same transaction.
 */
export async function openGuideLink(
  db: Database,
  tokenHash: string,
  now: string,
  leadOf: (request: GuideRequestRow, guideTitle: string) => GuideLead,
  onConfirmed: (trx: Knex.Transaction, request: GuideRequestRow, contactId: number) => Promise<void>,
): Promise<OpenedLink> {
  return db.transaction(async (trx) => {
    const request = (await trx('guide_requests').where({ token_hash: tokenHash }).first()) as GuideRequestRow | undefined;
    if (!request) return { kind: 'unknown' };
    if (new Date(request.expires_at).getTime() <= Date.parse(now)) return { kind: 'expired', guideId: Number(request.guide_id), page: request.page };
    if (request.contact_id !== null) {
      return { kind: 'open', guideId: Number(request.guide_id), contactId: Number(request.contact_id), email: request.email, created: false };
    }
    // Claimed first, conditionally: of two clicks at once, the second waits here (PostgreSQL) or behind the whole
    // transaction (SQLite), then finds it confirmed and makes no lead.
    const claimed = await trx('guide_requests').where({ id: request.id }).whereNull('confirmed_at').update({ confirmed_at: now });
    if (claimed !== 1) {
      const after = (await trx('guide_requests').where({ id: request.id }).first('contact_id')) as { contact_id: number | null } | undefined;
      if (!after || after.contact_id === null) return { kind: 'unknown' };
      return { kind: 'open', guideId: Number(request.guide_id), contactId: Number(after.contact_id), email: request.email, created: false };
    }
    const guide = (await trx('guides').where({ id: request.guide_id }).first('title')) as { title: string } | undefined;
    if (!guide) return { kind: 'unknown' };
    const earlier = (await trx('guide_requests')
      .where({ guide_id: request.guide_id, email: request.email })
      .whereNot({ id: request.id })
      .whereNotNull('contact_id')
      .orderBy('id')
      .first('contact_id')) as { contact_id: number } | undefined;
    let contactId: number;
    if (earlier) contactId = Number(earlier.contact_id);
    else {
      const lead = leadOf(request, guide.title);
      const attribution = { landingPage: request.page, referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null, sentFrom: request.page };
      const input = { fullName: request.full_name, email: request.email, company: request.company, phone: null, subject: lead.subject, message: lead.message };
      ({ id: contactId } = await insertContact(trx, input, attribution));
      await trx('contacts').where({ id: contactId }).update({ guide_id: request.guide_id, guide_title: lead.guideTitle });
    }
    await trx('guide_requests').where({ id: request.id }).update({ contact_id: contactId });
    if (!earlier) await onConfirmed(trx, request, contactId);
    return { kind: 'open', guideId: Number(request.guide_id), contactId, email: request.email, created: !earlier };
  });
}
