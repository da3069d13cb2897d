/**
 * Writing a newsletter in the dashboard (docs/product/api.md#subscriptions; `subscribers.manage`: owners and editors):
 *
 * - `PATCH /api/admin/newsletters/:id` `{subject, postId?, html?, topics?}` changes a draft or scheduled one (409 once sending).
 * - `DELETE /api/admin/newsletters/:id` deletes a draft or scheduled one (409 once sending).
 * - `GET /api/admin/newsletters/:id/preview?theme=dark` → the built email as HTML, for the compose page's sandboxed frame.
 * - `POST /api/admin/newsletters/:id/test` → one copy to the signed-in user's own address, marked as a test, not counted.
 * - `GET|PUT /api/admin/newsletter-settings` `{countClicks}`: everyone who sends sees it (with whether the postal
 *   address and SMTP_URL are there, and the test's address); only owners change it.
 */
import type { RequestHandler, Response } from 'express';
import Joi from 'joi';
import type { Database } from '#database/db.server.ts';
import { findNewsletter, type Newsletter } from '#database/newsletters.server.ts';
import { deleteNewsletterDraft, updateNewsletterDraft } from '#database/newsletter-drafts.server.ts';
import { getNewsletterSettings, saveNewsletterSettings } from '#database/newsletter-links.server.ts';
import { findPublishedPostById } from '#database/published-posts.server.ts';
import { findUserById } from '#database/users.server.ts';
import { subscribePath, subscriptionTopics, type SubscriptionTopic } from '#shared/subscriptions.ts';
import type { Logger } from 'pino';
import type { AuditLog } from '../audit/audit-log.server.ts';
import type { SessionUser } from '../auth/session.server.ts';
import { loadCompanySettings } from '../company/company-settings.server.ts';
import type { Config } from '../config.server.ts';
import { HttpError } from '../errors.server.ts';
import { sendAccountMail } from '../mail/account-mail.server.ts';
import { emailBody } from '../subscriptions/newsletter-body.server.ts';
import { buildNewsletter, hasPostalAddress, personalize } from '../subscriptions/newsletter-email.server.ts';
import { pathId, text } from '../validation/rules.ts';
import { validate } from '../validation/validate.ts';

export interface NewsletterDraftDeps {
  db: Database;
  logger: Logger;
  config: Pick<Config, 'siteUrl' | 'smtpUrl' | 'contactNotifyEmail' | 'contactNotifyFrom'>;
  audit: AuditLog;
  userOf: (req: Parameters<RequestHandler>[0]) => Promise<SessionUser>;
  clock?: (() => number) | undefined;
}

const changeSchema = Joi.object({
  // Always sent (the compose page saves the whole draft): a blank subject is an error, not "no change".
  subject: text(200)
    .pattern(/^[^\r\n\0]*$/, 'singleLine')
    .required(),
  postId: Joi.number().integer().min(1).max(2_147_483_647).allow(null),
  html: Joi.string().max(200_000),
  topics: Joi.array()
    .items(Joi.string().valid(...subscriptionTopics))
    .unique(),
}).required();

const changeWording = {
  whole: 'the newsletter',
  fieldsOf: 'the newsletter',
  labels: { postId: 'Post', html: 'Body' },
  patterns: { singleLine: 'must be on a single line.' },
  fixed: { topics: `Topics must be a list of: ${subscriptionTopics.join(', ')}.` },
};

// `v`: the compose page's version, so the frame reloads after each save.
const previewQuery = Joi.object({ theme: Joi.string().valid('light', 'dark'), v: Joi.number().integer().min(0).max(1_000_000_000) });
const settingsSchema = Joi.object({ countClicks: Joi.boolean().strict().required() }).required();

/**
 * The preview's own policy: the email's inline styles and images, nothing else (no script, no form, no frame), and
 * only the dashboard may frame it. The dashboard's frame is sandboxed too.
 */
export function framedEmail(res: Response): void {
  res.set({
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' https: data:; font-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
    'X-Frame-Options': 'SAMEORIGIN',
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex, nofollow',
    'Referrer-Policy': 'no-referrer',
  });
}

/** Mail apps that darken emails (Gmail's and Outlook's apps) invert the colours and leave images alone: the preview does the same. */
export const darkened = '<style>html{filter:invert(1) hue-rotate(180deg);background:#fff}img{filter:invert(1) hue-rotate(180deg)}</style>';

export function adminNewsletterDraftHandlers(deps: NewsletterDraftDeps) {
  const { db, config } = deps;
  const nowIso = () => new Date((deps.clock ?? Date.now)()).toISOString();

  async function existing(id: number): Promise<Newsletter> {
    const newsletter = await findNewsletter(db, id);
    if (!newsletter) throw new HttpError(404, 'Newsletter not found');
    return newsletter;
  }

  async function built(newsletter: Newsletter) {
    const company = (await loadCompanySettings(db)).settings;
    const body = await emailBody(db, newsletter, config.siteUrl, { countClicks: false, now: nowIso() });
    const email = await buildNewsletter(newsletter.subject, body, company, config.siteUrl);
    // Outside a real send nobody has their own links: both lead to the subscribe page.
    const links = { unsubscribe: `${config.siteUrl}${subscribePath}`, preferences: `${config.siteUrl}${subscribePath}` };
    return { ...personalize(email, links), subject: email.subject };
  }

  const update: RequestHandler = async (req, res) => {
    const id = pathId(req.params.id);
    const body = validate<{ subject: string; postId?: number | null; html?: string; topics?: SubscriptionTopic[] }>(changeSchema, req.body, changeWording);
    const newsletter = await existing(id);
    if (body.postId !== undefined && body.postId !== null && !(await findPublishedPostById(db, body.postId)))
      throw new HttpError(400, 'Post must be a published post.', { errors: [{ field: 'postId', message: 'Post must be a published post.' }] });
    if (body.html !== undefined && !body.html.trim())
      throw new HttpError(400, 'Body is required: write it or start from a post.', {
        errors: [{ field: 'html', message: 'Body is required: write it or start from a post.' }],
      });
    const change = { subject: body.subject, postId: body.postId, bodyHtml: body.html, topics: body.topics };
    if (!(await updateNewsletterDraft(db, newsletter.id, change, nowIso())))
      throw new HttpError(409, 'This newsletter is being sent or was sent, so it can no longer change.');
    res.json(await existing(id));
  };

  const remove: RequestHandler = async (req, res) => {
    const newsletter = await existing(pathId(req.params.id));
    if (!(await deleteNewsletterDraft(db, newsletter.id))) throw new HttpError(409, 'This newsletter is being sent or was sent, so it stays.');
    const user = await deps.userOf(req);
    await deps.audit.record(req, { actor: { id: user.id, username: user.username }, action: 'newsletter.delete', target: `newsletter:${newsletter.id}` });
    res.json({ message: 'The newsletter is deleted.' });
  };

  const preview: RequestHandler = async (req, res) => {
    const newsletter = await existing(pathId(req.params.id));
    const query = validate<{ theme?: 'light' | 'dark' }>(
      previewQuery,
      req.query,
      { whole: 'the preview', fieldsOf: 'the preview', labels: { theme: 'Theme' } },
      { root: 'query' },
    );
    const { html } = await built(newsletter);
    framedEmail(res);
    res.type('html').send(query.theme === 'dark' ? html.replace('</head>', `${darkened}</head>`) : html);
  };

  const test: RequestHandler = async (req, res) => {
    const newsletter = await existing(pathId(req.params.id));
    const user = await deps.userOf(req);
    const to = (await findUserById(db, user.id))?.email;
    if (!to) throw new HttpError(409, 'Add your email address in Your profile first: the test goes to you.');
    if (!config.smtpUrl) throw new HttpError(409, 'Email is not set up on this site (SMTP_URL), so no test can be sent.');
    const email = await built(newsletter);
    try {
      await sendAccountMail(config, {
        to,
        subject: `[Test] ${email.subject}`,
        html: email.html,
        text: `This is a test of a newsletter; subscribers have not received it.\n\n${email.text}`,
      });
    } catch (error) {
      deps.logger.warn({ err: { message: error instanceof Error ? error.message : String(error) } }, 'newsletter test not sent');
      throw new HttpError(502, 'The mail server did not accept the test email. Try again later.');
    }
    res.status(202).json({ message: `A test was sent to ${to}.`, to });
  };

  /** The setting, and what the compose page needs to say before a send: the postal address, SMTP_URL, the test's address. */
  const showSettings: RequestHandler = async (req, res) => {
    const user = await deps.userOf(req);
    res.json({
      ...(await getNewsletterSettings(db)),
      postalAddress: hasPostalAddress((await loadCompanySettings(db)).settings),
      mailConfigured: Boolean(config.smtpUrl),
      yourEmail: (await findUserById(db, user.id))?.email ?? null,
    });
  };

  const saveSettings: RequestHandler = async (req, res) => {
    const settings = validate<{ countClicks: boolean }>(settingsSchema, req.body, {
      whole: 'the newsletter settings',
      fieldsOf: 'the newsletter settings',
      labels: { countClicks: 'Count clicks' },
    });
    const user = await deps.userOf(req);
    const before = await getNewsletterSettings(db);
    await saveNewsletterSettings(db, settings, nowIso());
    if (before.countClicks !== settings.countClicks)
      await deps.audit.record(req, { actor: { id: user.id, username: user.username }, action: 'settings.newsletter-clicks', details: settings });
    res.json(settings);
  };

  return { update, remove, preview, test, showSettings, saveSettings };
}
