/**
 * A sequence step's email before it goes out (docs/product/api.md#sequences), built as every step is (the
 * newsletter's builder, with the company's footer; its unsubscribe and preference links lead to the subscribe page,
 * as the newsletter's preview and test do, since nobody has their own links outside a real send):
 *
 * - `POST /api/admin/sequences/preview` `{subject, html}` → `{subject, html, text, frame}`: `frame` is the address
 *   of that email for the editor's sandboxed frame, `GET /api/admin/sequences/preview/:token?theme=dark`, kept
 *   for the user who asked for 30 minutes (in the database, so any web process serves the frame; the text being
 *   written need not be saved to be previewed).
 *   It is served with the newsletter preview's own strict policy.
 * - `POST /api/admin/sequences/test` `{subject, html}` → 202, that email sent to the signed-in user's own address
 *   as "[Test] subject", saying subscribers did not get it; not queued, not counted. 409 when the user has no
 *   address or the site cannot send email; 502 when the mail server refuses it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import Joi from 'joi';
import type { Database } from '#database/db.server.ts';
import { findSequencePreview, keepSequencePreview } from '#database/sequence-previews.server.ts';
import { findUserById } from '#database/users.server.ts';
import { sequenceLimits } from '#shared/sequences.ts';
import { subscribePath } from '#shared/subscriptions.ts';
import type { Logger } from 'pino';
import type { SessionUser } from '../auth/session.server.ts';
import { loadCompanySettings } from '../company/company-settings.server.ts';
import type { Config } from '../config.server.ts';
import { HttpError } from '../errors.server.ts';
import { mailConfigured, sendAccountMail } from '../mail/account-mail.server.ts';
import { buildNewsletter, personalize } from '../subscriptions/newsletter-email.server.ts';
import { text } from '../validation/rules.ts';
import { validate } from '../validation/validate.ts';
import { darkened, framedEmail } from './admin-newsletter-drafts.server.ts';

const emailSchema = Joi.object({
  subject: text(sequenceLimits.subject)
    .pattern(/^[^\r\n\0]*$/, 'singleLine')
    .required(),
  html: text(sequenceLimits.html).required(),
}).required();

const wording = { whole: 'the email', fieldsOf: 'the email', labels: { html: 'Email' }, patterns: { singleLine: 'must be on a single line.' } };
const frameQuery = Joi.object({ theme: Joi.string().valid('light', 'dark'), v: Joi.number().integer().min(0).max(1_000_000_000) });

/** How long a built preview stays. */
const previewLifeMs = 30 * 60_000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function sequencePreviewHandlers(deps: {
  db: Database;
  logger: Logger;
  config: Pick<Config, 'siteUrl' | 'smtpUrl' | 'contactNotifyEmail' | 'contactNotifyFrom'>;
  userOf: (req: Request) => Promise<SessionUser>;
  clock?: (() => number) | undefined;
}) {
  const { config } = deps;
  const now = () => (deps.clock ?? Date.now)();
  const harmless = `${config.siteUrl}${subscribePath}`;

  async function built(req: Request) {
    const { subject, html } = validate<{ subject: string; html: string }>(emailSchema, req.body, wording);
    const email = await buildNewsletter(subject, html, (await loadCompanySettings(deps.db)).settings, config.siteUrl);
    return { subject, ...personalize(email, { unsubscribe: harmless, preferences: harmless }) };
  }

  async function keep(userId: number, html: string): Promise<string> {
    const token = randomBytes(18).toString('base64url');
    const at = now();
    const expiresAt = new Date(at + previewLifeMs).toISOString();
    await keepSequencePreview(deps.db, { tokenHash: hashOf(token), userId, html, expiresAt, now: new Date(at).toISOString() });
    return token;
  }

  const preview: RequestHandler = async (req, res) => {
    const email = await built(req);
    const token = await keep((await deps.userOf(req)).id, email.html);
    res.json({ ...email, frame: `/api/admin/sequences/preview/${token}` });
  };

  const frame: RequestHandler = async (req, res) => {
    const query = validate<{ theme?: 'light' | 'dark' }>(
      frameQuery,
      req.query,
      { whole: 'the preview', fieldsOf: 'the preview', labels: { theme: 'Theme' } },
      { root: 'query' },
    );
    const user = await deps.userOf(req);
    const kept = await findSequencePreview(deps.db, hashOf(String(req.params.token)), user.id, new Date(now()).toISOString());
    if (kept === null) throw new HttpError(404, 'This preview is gone: show the preview again.');
    framedEmail(res);
    res.type('html').send(query.theme === 'dark' ? kept.replace('</head>', `${darkened}</head>`) : kept);
  };

  const test: RequestHandler = async (req, res) => {
    const email = await built(req);
    const to = (await findUserById(deps.db, (await deps.userOf(req)).id))?.email;
    if (!to) throw new HttpError(409, 'Add your email address in Your profile first: the test goes to you.');
    if (!mailConfigured(config)) throw new HttpError(409, 'This site cannot send email yet (SMTP_URL), so no test can be sent.');
    try {
      await sendAccountMail(config, {
        to,
        subject: `[Test] ${email.subject}`,
        html: email.html,
        text: `This is a test of a sequence email; subscribers have not received it.\n\n${email.text}`,
        // As a real step carries it (the bulk-sender rules), pointing at the subscribe page: nobody is unsubscribed.
        headers: { 'List-Unsubscribe': `<${harmless}>` },
      });
    } catch (error) {
      deps.logger.warn({ err: { message: error instanceof Error ? error.message : String(error) } }, 'sequence test not sent');
      throw new HttpError(502, 'The mail server did not accept the test email. Try again later.');
    }
    res.status(202).json({ message: `A test was sent to ${to}.`, to });
  };

  return { preview, frame, test };
}
