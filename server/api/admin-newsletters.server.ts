/**
 * Subscribers and newsletters in the dashboard (`subscribers.manage`: owners and editors; docs/product/api.md#subscriptions).
 *
 * - `GET /api/admin/subscribers?state=&topic=&q=` → the newest 500 that match.
 * - `GET /api/admin/subscribers/:id` → the subscriber and their history (consents, events, emails).
 * - `DELETE /api/admin/subscribers/:id` → erases the person entirely (audited without the address).
 * - `GET|POST /api/admin/newsletters`, `GET /api/admin/newsletters/:id` (with counts),
 *   `POST /api/admin/newsletters/:id/send` `{at?}` → 202; 409 without the company's postal address or SMTP_URL.
 */
import type { RequestHandler } from 'express';
import Joi from 'joi';
import { findPublishedPostById } from '#database/published-posts.server.ts';
import { newsletterTotals } from '#database/newsletter-totals.server.ts';
import { newsletterLinkClicks } from '#database/newsletter-links.server.ts';
import { findNewsletter, insertNewsletter, listNewsletters, newsletterCounts, queueNewsletter, scheduleNewsletter } from '#database/newsletters.server.ts';
import { eraseSubscriber, findSubscriber, listSubscribers, subscriberHistory } from '#database/subscribers.server.ts';
import { audienceSize } from '#database/newsletter-drafts.server.ts';
import type { Database } from '#database/db.server.ts';
import { subscriberStates, subscriptionTopics, type SubscriberState, type SubscriptionTopic } from '#shared/subscriptions.ts';
import type { AuditLog } from '../audit/audit-log.server.ts';
import type { SessionUser } from '../auth/session.server.ts';
import { loadCompanySettings } from '../company/company-settings.server.ts';
import type { Config } from '../config.server.ts';
import { HttpError } from '../errors.server.ts';
import { hasPostalAddress } from '../subscriptions/newsletter-email.server.ts';
import { pathId, queryWording, text } from '../validation/rules.ts';
import { validate } from '../validation/validate.ts';

export interface NewsletterDeps {
  db: Database;
  config: Pick<Config, 'smtpUrl'>;
  audit: AuditLog;
  userOf: (req: Parameters<RequestHandler>[0]) => Promise<SessionUser>;
  clock?: (() => number) | undefined;
}

const listQuery = Joi.object({
  state: Joi.string().valid(...subscriberStates),
  topic: Joi.string().valid(...subscriptionTopics),
  q: text(254),
});

const newsletterSchema = Joi.object({
  subject: text(200)
    .pattern(/^[^\r\n\0]*$/, 'singleLine')
    .required(),
  postId: Joi.number().integer().min(1).max(2_147_483_647),
  html: Joi.string().max(200_000),
  topics: Joi.array()
    .items(Joi.string().valid(...subscriptionTopics))
    .unique()
    .default([]),
}).required();

const sendSchema = Joi.object({ at: Joi.date().iso() }).required();

const newsletterWording = {
  whole: 'the newsletter',
  fieldsOf: 'the newsletter',
  labels: { postId: 'Post', html: 'Body', at: 'Send time' },
  patterns: { singleLine: 'must be on a single line.' },
  fixed: { topics: `Topics must be a list of: ${subscriptionTopics.join(', ')}.`, at: 'Send time must be a date and time (ISO 8601).' },
};

export function adminNewsletterHandlers(deps: NewsletterDeps) {
  const { db } = deps;
  const nowMs = () => (deps.clock ?? Date.now)();

  const listSubscribersHandler: RequestHandler = async (req, res) => {
    const query = validate<{ state?: SubscriberState; topic?: SubscriptionTopic; q?: string }>(listQuery, req.query, queryWording, { root: 'query' });
    res.json({ subscribers: await listSubscribers(db, { ...query, limit: 500 }) });
  };

  const showSubscriber: RequestHandler = async (req, res) => {
    const id = pathId(req.params.id);
    const subscriber = await findSubscriber(db, id);
    if (!subscriber) throw new HttpError(404, 'Subscriber not found');
    res.json({ ...subscriber, history: await subscriberHistory(db, id) });
  };

  const eraseHandler: RequestHandler = async (req, res) => {
    const id = pathId(req.params.id);
    const user = await deps.userOf(req);
    if (!(await eraseSubscriber(db, id))) throw new HttpError(404, 'Subscriber not found');
    await deps.audit.record(req, { actor: { id: user.id, username: user.username }, action: 'subscriber.erase', target: `subscriber:${id}` });
    res.json({ message: 'The subscriber and every record of them are erased.' });
  };

  const create: RequestHandler = async (req, res) => {
    const body = validate<{ subject: string; postId?: number; html?: string; topics: SubscriptionTopic[] }>(newsletterSchema, req.body, newsletterWording);
    let bodyHtml = body.html;
    if (body.postId !== undefined) {
      const post = await findPublishedPostById(db, body.postId);
      if (!post) throw new HttpError(400, 'Post must be a published post.', { errors: [{ field: 'postId', message: 'Post must be a published post.' }] });
      bodyHtml ??= `<h2>${post.title.replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;'))}</h2>${post.content}`;
    }
    if (!bodyHtml?.trim())
      throw new HttpError(400, 'Body is required: write it or start from a post.', {
        errors: [{ field: 'html', message: 'Body is required: write it or start from a post.' }],
      });
    const user = await deps.userOf(req);
    const id = await insertNewsletter(db, {
      subject: body.subject,
      postId: body.postId ?? null,
      bodyHtml,
      topics: body.topics,
      createdBy: user.id,
      now: new Date(nowMs()).toISOString(),
    });
    res.status(201).json({ id, status: 'draft' });
  };

  const list: RequestHandler = async (_req, res) => {
    const newsletters = await listNewsletters(db);
    const totals = await newsletterTotals(
      db,
      newsletters.map((newsletter) => newsletter.id),
    );
    res.json({ newsletters: newsletters.map(({ bodyHtml: _body, ...rest }) => ({ ...rest, totals: totals.get(rest.id) })) });
  };

  const show: RequestHandler = async (req, res) => {
    const newsletter = await findNewsletter(db, pathId(req.params.id));
    if (!newsletter) throw new HttpError(404, 'Newsletter not found');
    const counts = await newsletterCounts(db, newsletter.id);
    // Who a send would reach now (the confirmation names it), and the clicks per link when they were counted.
    res.json({ ...newsletter, counts, audience: await audienceSize(db, newsletter.topics), links: await newsletterLinkClicks(db, newsletter.id) });
  };

  const send: RequestHandler = async (req, res) => {
    const id = pathId(req.params.id);
    const body = validate<{ at?: Date }>(sendSchema, req.body ?? {}, newsletterWording);
    const newsletter = await findNewsletter(db, id);
    if (!newsletter) throw new HttpError(404, 'Newsletter not found');
    if (!deps.config.smtpUrl) throw new HttpError(409, 'Email is not set up on this site (SMTP_URL), so nothing can be sent.');
    // CAN-SPAM: every commercial email carries the sender's postal address.
    if (!hasPostalAddress((await loadCompanySettings(db)).settings))
      throw new HttpError(409, "Add the company's postal address in Settings before sending a newsletter.");
    const now = new Date(nowMs()).toISOString();
    const later = body.at !== undefined && body.at.getTime() > nowMs();
    // "Send now" on a scheduled newsletter: its time becomes now, so the queue takes it at once.
    if (!later && newsletter.status === 'scheduled') await scheduleNewsletter(db, id, now, now);
    const accepted = later ? await scheduleNewsletter(db, id, body.at!.toISOString(), now) : await queueNewsletter(db, id, now);
    if (!accepted) throw new HttpError(409, 'This newsletter is already being sent or was sent.');
    const user = await deps.userOf(req);
    await deps.audit.record(req, {
      actor: { id: user.id, username: user.username },
      action: 'newsletter.send',
      target: `newsletter:${id}`,
      details: { at: body.at?.toISOString() ?? now },
    });
    res.status(202).json({ id, status: later ? 'scheduled' : 'sending' });
  };

  return { listSubscribers: listSubscribersHandler, showSubscriber, erase: eraseHandler, create, list, show, send };
}
