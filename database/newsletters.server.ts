/**
 * Newsletters and the send queue (database/migrations/2026-12-07-0701-create-newsletters.ts says how a message
 * is sent at most once). Queueing a newsletter is one transaction: its status moves on and a row per recipient is
 * written, or neither.
 */
import type { SubscriptionTopic } from '#shared/subscriptions.ts';
import { isPostgres, type Database } from './db.server.ts';

export type NewsletterStatus = 'draft' | 'scheduled' | 'sending' | 'sent';

export interface Newsletter {
  id: number;
  subject: string;
  postId: number | null;
  bodyHtml: string;
  topics: SubscriptionTopic[];
  status: NewsletterStatus;
  sendAt: string | null;
  createdAt: string;
  finishedAt: string | null;
}

interface NewsletterRow {
  id: number;
  subject: string;
  post_id: number | null;
  body_html: string;
  topics: string;
  status: NewsletterStatus;
  send_at: string | Date | null;
  created_at: string | Date;
  finished_at: string | Date | null;
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

function toNewsletter(row: NewsletterRow): Newsletter {
  return {
    id: row.id,
    subject: row.subject,
    postId: row.post_id,
    bodyHtml: row.body_html,
    topics: JSON.parse(row.topics) as SubscriptionTopic[],
    status: row.status,
    sendAt: iso(row.send_at),
    createdAt: iso(row.created_at)!,
    finishedAt: iso(row.finished_at),
  };
}

export interface NewNewsletter {
  subject: string;
  postId: number | null;
  bodyHtml: string;
  topics: SubscriptionTopic[];
  createdBy: number | null;
  now: string;
}

export async function insertNewsletter(db: Database, input: NewNewsletter): Promise<number> {
  const [row] = (await db('newsletters')
    .insert({
      subject: input.subject,
      post_id: input.postId,
      body_html: input.bodyHtml,
      topics: JSON.stringify(input.topics),
      status: 'draft',
      created_by: input.createdBy,
      created_at: input.now,
      updated_at: input.now,
    })
    .returning('id')) as { id: number }[];
  return row!.id;
}

export async function findNewsletter(db: Database, id: number): Promise<Newsletter | null> {
  const row = (await db('newsletters').where({ id }).first()) as NewsletterRow | undefined;
  return row ? toNewsletter(row) : null;
}

export async function listNewsletters(db: Database): Promise<Newsletter[]> {
  return ((await db('newsletters').orderBy('id', 'desc').limit(200)) as NewsletterRow[]).map(toNewsletter);
}

/** A draft to be sent at `sendAt`: answers false when it is no longer a draft. */
export async function scheduleNewsletter(db: Database, id: number, sendAt: string, now: string): Promise<boolean> {
  return (
    (await db('newsletters').where({ id }).whereIn('status', ['draft', 'scheduled']).update({ status: 'scheduled', send_at: sendAt, updated_at: now })) === 1
  );
}

/**
 * Moves a draft or a due scheduled newsletter to 'sending' and queues one row per confirmed subscriber of its
 * topics (every confirmed subscriber when it has none). Whichever process's UPDATE changes the row queues it.
 */
export async function queueNewsletter(db: Database, id: number, now: string): Promise<boolean> {
  return db.transaction(async (trx) => {
    const row = (await trx('newsletters').where({ id }).first()) as NewsletterRow | undefined;
    if (!row) return false;
    const changed = await trx('newsletters')
      .where({ id })
      .where((where) => where.where({ status: 'draft' }).orWhere((due) => due.where({ status: 'scheduled' }).where('send_at', '<=', now)))
      .update({ status: 'sending', send_at: now, updated_at: now });
    if (changed !== 1) return false;
    const topics = JSON.parse(row.topics) as string[];
    // Typed casts: PostgreSQL takes an untyped parameter in a select list as text.
    const timestamp = isPostgres(db) ? 'CAST(? AS timestamptz)' : '?';
    let recipients = trx('subscribers')
      .where({ state: 'confirmed' })
      .select(
        trx.raw('CAST(? AS TEXT) || CAST(subscribers.id AS TEXT)', [`n${id}:s`]),
        trx.raw('CAST(? AS INTEGER)', [id]),
        'subscribers.id',
        'subscribers.email',
        trx.raw('CAST(? AS TEXT)', ['queued']),
        trx.raw(timestamp, [now]),
      );
    if (topics.length > 0)
      recipients = recipients.whereExists(trx('subscriber_topics').whereRaw('subscriber_topics.subscriber_id = subscribers.id').whereIn('topic', topics));
    await trx.into(trx.raw('?? (message_key, newsletter_id, subscriber_id, email, status, created_at)', ['email_sends'])).insert(recipients);
    return true;
  });
}

/** Scheduled newsletters whose time has come. */
export async function dueNewsletters(db: Database, now: string): Promise<number[]> {
  return ((await db('newsletters').where({ status: 'scheduled' }).where('send_at', '<=', now).select('id')) as { id: number }[]).map((row) => row.id);
}

export interface ClaimedSend {
  id: number;
  newsletterId: number | null;
  /** A sequence's step (database/sequence-enrolments.server.ts): the enrolment and the step. */
  enrolmentId: number | null;
  stepId: number | null;
  subscriberId: number;
  email: string;
  manageToken: string;
  attempts: number;
}

/** Claims up to `size` queued messages for this process (`claim` is its mark); answers the rows it took. */
export async function claimSends(db: Database, claim: string, size: number, now: string): Promise<ClaimedSend[]> {
  const next = db('email_sends')
    .select('id')
    .where({ status: 'queued' })
    .where((where) => where.whereNull('not_before').orWhere('not_before', '<=', now))
    .orderBy('id')
    .limit(size);
  await db('email_sends').whereIn('id', next).where({ status: 'queued' }).update({ status: 'sending', claim, claimed_at: now });
  const rows = (await db('email_sends')
    .join('subscribers', 'subscribers.id', 'email_sends.subscriber_id')
    .where({ 'email_sends.claim': claim, 'email_sends.status': 'sending' })
    .orderBy('email_sends.id')
    .select(
      'email_sends.id',
      'email_sends.newsletter_id',
      'email_sends.enrolment_id',
      'email_sends.step_id',
      'email_sends.subscriber_id',
      'email_sends.email',
      'subscribers.manage_token',
      'email_sends.attempts',
    )) as {
    id: number;
    newsletter_id: number | null;
    enrolment_id: number | null;
    step_id: number | null;
    subscriber_id: number;
    email: string;
    manage_token: string;
    attempts: number;
  }[];
  return rows.map((row) => ({
    id: row.id,
    newsletterId: row.newsletter_id,
    enrolmentId: row.enrolment_id,
    stepId: row.step_id,
    subscriberId: row.subscriber_id,
    email: row.email,
    manageToken: row.manage_token,
    attempts: row.attempts,
  }));
}

export type SendOutcome =
  { status: 'sent' } | { status: 'bounced' | 'failed' | 'unknown' | 'skipped'; error: string } | { status: 'queued'; error: string; notBefore: string };

/**
 * Records what became of claimed messages, in one transaction (one disk flush for a batch); only the claim that
 * holds a row can. Until then a batch's rows stay claimed: a crash leaves them 'unknown', never sent again.
 */
export async function settleSends(db: Database, claim: string, settled: { id: number; outcome: SendOutcome }[], now: string): Promise<void> {
  await db.transaction(async (trx) => {
    const sent = settled.filter((entry) => entry.outcome.status === 'sent').map((entry) => entry.id);
    for (let i = 0; i < sent.length; i += 500) {
      await trx('email_sends')
        .whereIn('id', sent.slice(i, i + 500))
        .where({ claim })
        .whereIn('status', ['sending', 'unknown'])
        .update({ status: 'sent', sent_at: now, error: null });
    }
    for (const { id, outcome } of settled) {
      if (outcome.status === 'sent') continue;
      const row = trx('email_sends').where({ id, claim }).whereIn('status', ['sending', 'unknown']);
      if (outcome.status === 'queued') {
        await row.update({
          status: 'queued',
          claim: null,
          not_before: outcome.notBefore,
          error: outcome.error.slice(0, 300),
          attempts: trx.raw('attempts + 1'),
        });
      } else {
        await row.update({ status: outcome.status, error: outcome.error.slice(0, 300) });
      }
    }
  });
}

/** Messages claimed before `cutoff` and never settled: their process died mid-send. They are never sent again. */
export async function markStaleSendsUnknown(db: Database, cutoff: string): Promise<number> {
  return db('email_sends')
    .where({ status: 'sending' })
    .where('claimed_at', '<', cutoff)
    .update({ status: 'unknown', error: 'in flight when a process stopped' });
}

/** Newsletters with nothing left queued or in flight are sent. */
export async function finishNewsletters(db: Database, now: string): Promise<void> {
  await db('newsletters')
    .where({ status: 'sending' })
    .whereNotExists(db('email_sends').whereRaw('email_sends.newsletter_id = newsletters.id').whereIn('status', ['queued', 'sending']))
    .update({ status: 'sent', finished_at: now, updated_at: now });
}

export interface NewsletterCounts {
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
  bounced: number;
  unknown: number;
  skipped: number;
  unsubscribed: number;
  /** Reported by the sending provider's event webhook (docs/product/subscriptions.md#provider-events). */
  delivered: number;
  complained: number;
}

export async function newsletterCounts(db: Database, id: number): Promise<NewsletterCounts> {
  const rows = (await db('email_sends').where({ newsletter_id: id }).groupBy('status').select('status').count({ n: '*' })) as {
    status: string;
    n: number | string;
  }[];
  const by = Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
  const having = async (column: string) =>
    Number(((await db('email_sends').where({ newsletter_id: id }).whereNotNull(column).count({ n: '*' }).first()) as { n: number | string }).n);
  const of = (status: string) => by[status] ?? 0;
  return {
    recipients: rows.reduce((sum, row) => sum + Number(row.n), 0),
    queued: of('queued') + of('sending'),
    sent: of('sent'),
    failed: of('failed'),
    bounced: of('bounced'),
    unknown: of('unknown'),
    skipped: of('skipped'),
    unsubscribed: await having('unsubscribed_at'),
    delivered: await having('delivered_at'),
    complained: await having('complained_at'),
  };
}
