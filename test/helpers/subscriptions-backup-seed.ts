/** The subscription tables' rows for the backup tests' site with a row in every table (backup-seed.ts). */
import type { Database } from '#database/db.server.ts';

export async function seedSubscriptions(db: Database, at: (minute: number) => string, hostile: string): Promise<void> {
  await db('subscribers').insert({
    id: 1,
    email: 'reader@example.com',
    state: 'confirmed',
    confirm_token_hash: null,
    manage_token: 'manage-token-of-reader',
    created_at: at(45),
    confirmed_at: at(46),
  });
  await db('subscriber_topics').insert({ subscriber_id: 1, topic: 'blog-digest' });
  await db('subscription_consents').insert({
    id: 1,
    subscriber_id: 1,
    form: 'post',
    page: '/blog/a-post',
    wording: hostile,
    created_at: at(45),
    confirmed_at: at(46),
  });
  await db('subscriber_events').insert({ id: 1, subscriber_id: 1, kind: 'confirmed', detail: '', created_at: at(46) });
  await db('email_suppressions').insert({ email_hash: 'a'.repeat(64), reason: 'bounce', created_at: at(47) });
  await db('newsletters').insert({
    id: 1,
    subject: 'Hello',
    post_id: null,
    body_html: hostile,
    topics: '["blog-digest"]',
    status: 'sent',
    created_by: 1,
    created_at: at(47),
    updated_at: at(48),
  });
  await db('email_sends').insert({
    id: 1,
    message_key: 'n1:s1',
    newsletter_id: 1,
    subscriber_id: 1,
    email: 'reader@example.com',
    status: 'sent',
    created_at: at(48),
    sent_at: at(49),
    delivered_at: at(50),
    complained_at: at(51),
  });
  // A follow-up sequence and its first step sent to the reader.
  await db('sequences').insert({
    id: 1,
    name: hostile.slice(0, 120),
    trigger: 'subscribed',
    active: true,
    until_booked: false,
    owner_as_sender: true,
    created_at: at(46),
    updated_at: at(46),
  });
  await db('sequence_steps').insert({ id: 1, sequence_id: 1, position: 0, delay_minutes: 0, subject: 'Welcome', body_html: hostile });
  await db('sequence_enrolments').insert({
    id: 1,
    sequence_id: 1,
    email: 'reader@example.com',
    subscriber_id: 1,
    contact_id: null,
    state: 'finished',
    next_position: 1,
    started_at: at(46),
    ended_at: at(47),
  });
  await db('email_sends').insert({
    id: 2,
    message_key: 'q1:t1',
    enrolment_id: 1,
    step_id: 1,
    subscriber_id: 1,
    email: 'reader@example.com',
    status: 'sent',
    created_at: at(47),
    sent_at: at(47),
  });
  // Click counting switched on, and one counted link of the newsletter (no person in it).
  await db('newsletter_settings').insert({ id: 1, count_clicks: true, updated_at: at(49) });
  await db('newsletter_links').insert({
    id: 1,
    newsletter_id: 1,
    url: 'https://example.org/rules?a=1&b=2',
    token: 'tok_'.padEnd(22, 'x'),
    clicks: 3,
    created_at: at(48),
  });
  await db('email_webhook_receipts').insert({ source: 'standard', webhook_id: `msg_${hostile.slice(0, 40)}`, received_at: at(50) });
}
