/** Newsletter drafts as the dashboard changes them, and how many people a send would reach (docs/product/subscriptions.md#the-dashboard). */
import type { SubscriptionTopic } from '#shared/subscriptions.ts';
import type { Database } from './db.server.ts';

export interface DraftChange {
  subject?: string;
  postId?: number | null;
  bodyHtml?: string;
  topics?: SubscriptionTopic[];
}

/** Changes a draft or a scheduled newsletter; answers false when it is sending or sent (or gone). */
export async function updateNewsletterDraft(db: Database, id: number, change: DraftChange, now: string): Promise<boolean> {
  const columns = {
    ...(change.subject !== undefined ? { subject: change.subject } : {}),
    ...(change.postId !== undefined ? { post_id: change.postId } : {}),
    ...(change.bodyHtml !== undefined ? { body_html: change.bodyHtml } : {}),
    ...(change.topics !== undefined ? { topics: JSON.stringify(change.topics) } : {}),
  };
  return (
    (await db('newsletters')
      .where({ id })
      .whereIn('status', ['draft', 'scheduled'])
      .update({ ...columns, updated_at: now })) === 1
  );
}

/** A draft or scheduled newsletter no longer wanted; answers false once it is sending or sent. */
export async function deleteNewsletterDraft(db: Database, id: number): Promise<boolean> {
  return (await db('newsletters').where({ id }).whereIn('status', ['draft', 'scheduled']).delete()) === 1;
}

/** How many people a send would reach now: the confirmed subscribers of these topics (all confirmed when none). */
export async function audienceSize(db: Database, topics: SubscriptionTopic[]): Promise<number> {
  let query = db('subscribers').where({ state: 'confirmed' });
  if (topics.length > 0)
    query = query.whereExists(db('subscriber_topics').whereRaw('subscriber_topics.subscriber_id = subscribers.id').whereIn('topic', topics));
  const row = (await query.count({ n: '*' }).first()) as { n: number | string };
  return Number(row.n);
}
