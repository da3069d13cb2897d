/** Each listed newsletter's recipients and messages sent, in one grouped query (the dashboard's list). */
import type { Database } from './db.server.ts';

export interface NewsletterTotals {
  recipients: number;
  sent: number;
}

export async function newsletterTotals(db: Database, ids: number[]): Promise<Map<number, NewsletterTotals>> {
  const totals = new Map<number, NewsletterTotals>(ids.map((id) => [id, { recipients: 0, sent: 0 }]));
  if (ids.length === 0) return totals;
  const rows = (await db('email_sends')
    .whereIn('newsletter_id', ids)
    .groupBy('newsletter_id', 'status')
    .select('newsletter_id', 'status')
    .count({ n: '*' })) as {
    newsletter_id: number;
    status: string;
    n: number | string;
  }[];
  for (const row of rows) {
    const total = totals.get(row.newsletter_id);
    if (!total) continue;
    total.recipients += Number(row.n);
    if (row.status === 'sent') total.sent += Number(row.n);
  }
  return totals;
}
