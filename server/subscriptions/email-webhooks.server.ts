/**
 * The sending provider's event webhooks (docs/product/subscriptions.md#provider-events):
 *
 * - `POST /api/webhooks/email/standard`: Standard Webhooks, signed with EMAIL_WEBHOOK_SECRET.
 * - `POST /api/webhooks/email/mailgun`: Mailgun's events, signed with MAILGUN_WEBHOOK_SIGNING_KEY
 *   (docs/decisions/112-mailgun-for-provider-events.md).
 *
 * Mounted before the cross-site check: providers post from their own servers, with no Origin and no cookie; the
 * signature is the only authority. Each answers 404 without its secret; 401 unsigned, wrongly signed or stale; 400
 * replayed or malformed; 413 over 256 KB. A message's id is taken in the same transaction that records its event,
 * so an event is acted on once, and a failure leaves the id free for the provider's retry.
 */
import express, { Router, type Request, type RequestHandler } from 'express';
import type { Database } from '#database/db.server.ts';
import { recordProviderEvent, takeWebhookId, type EmailWebhookSource } from '#database/email-events.server.ts';
import type { Config } from '../config.server.ts';
import { apiErrorHandler, HttpError } from '../errors.server.ts';
import { jsonObject, mailgunEvent, standardEvent } from './provider-events.server.ts';
import { verifyMailgunSignature, verifyStandardWebhook } from './webhook-signatures.server.ts';

export interface EmailWebhookDeps {
  db: Database;
  config: { mailing: Pick<Config['mailing'], 'webhooks'> };
  clock?: (() => number) | undefined;
}

export const emailWebhookPath = '/api/webhooks/email';

export function emailWebhookRoutes(deps: EmailWebhookDeps): Router {
  const { db } = deps;
  const { standardSecret, mailgunSigningKey } = deps.config.mailing.webhooks;
  const now = () => (deps.clock ?? Date.now)();

  /** Reads a verified message: its id and its event (null: acknowledged, not recorded). */
  function read(source: EmailWebhookSource, req: Request): { id: string; event: ReturnType<typeof standardEvent> } {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (source === 'standard') {
      const id = verifyStandardWebhook(standardSecret!, (name) => req.get(name), body, now());
      return { id, event: standardEvent(jsonObject(body)) };
    }
    const fields = jsonObject(body);
    const id = verifyMailgunSignature(mailgunSigningKey!, fields.signature, now());
    return { id, event: mailgunEvent(fields) };
  }

  const handler: RequestHandler = async (req, res) => {
    const source = req.params.source;
    const enabled = (source === 'standard' && standardSecret) || (source === 'mailgun' && mailgunSigningKey);
    if (!enabled) throw new HttpError(404, 'Not found');
    const { id, event } = read(source, req);
    const at = new Date(now()).toISOString();
    const matched = await db.transaction(async (trx) => {
      if (!(await takeWebhookId(trx, source, id, at))) throw new HttpError(400, 'This webhook message was already received (a replay).');
      return event ? recordProviderEvent(trx, event, at) : null;
    });
    res.set('Cache-Control', 'no-store');
    if (!event) return void res.json({ message: 'Received; the site does not record this event.', recorded: false });
    res.json({ message: `Recorded: ${event.kind}.`, recorded: true, matched });
  };

  const webhooks = Router();
  webhooks.post('/:source', express.raw({ type: () => true, limit: '256kb' }), handler);
  webhooks.use(apiErrorHandler);
  const router = Router();
  router.use(emailWebhookPath, webhooks);
  return router;
}
