/**
 * The send queue's worker (docs/product/subscriptions.md#sending), run by every server process: it queues the
 * scheduled newsletters that are due, claims a few queued messages at a time, sends each through SMTP_URL at no
 * more than the configured rate, and records what became of it. A message is claimed before it is sent and
 * marked sent after the SMTP server took it, so no one gets it twice; one in flight when a process is killed
 * stays claimed and is reported as 'unknown' after SEND_CLAIM_TIMEOUT_SECONDS, never sent again.
 */
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Transporter } from 'nodemailer';
import { firstRunCompanySettings } from '#content/company.ts';
import type { Database } from '#database/db.server.ts';
import {
  claimSends,
  dueNewsletters,
  findNewsletter,
  finishNewsletters,
  markStaleSendsUnknown,
  queueNewsletter,
  settleSends,
  type ClaimedSend,
  type SendOutcome,
} from '#database/newsletters.server.ts';
import { getNewsletterSettings } from '#database/newsletter-links.server.ts';
import { isSuppressed, suppressAddress } from '#database/subscribers.server.ts';
import { preferencesPath, unsubscribePath } from '#shared/subscriptions.ts';
import { loadCompanySettings } from '../company/company-settings.server.ts';
import type { Config } from '../config.server.ts';
import { emailBody } from './newsletter-body.server.ts';
import { queueDueSteps, sequenceEmailOf } from '../sequences/sequence-scheduler.server.ts';
import { sendMessageId } from './message-id.ts';
import { buildNewsletter, personalize, type BuiltNewsletter } from './newsletter-email.server.ts';

export interface SendQueueDeps {
  db: Database;
  logger: Logger;
  config: Pick<Config, 'siteUrl' | 'smtpUrl' | 'contactNotifyEmail' | 'contactNotifyFrom' | 'mailing' | 'siteTimeZone'>;
  clock?: (() => number) | undefined;
}

const idleMs = 1_000;
const retryAfterMs = 5 * 60_000;
const maxAttempts = 3;

export interface SendQueue {
  /** One round: queue what is due, send one batch. Answers how many messages it settled. */
  runOnce(): Promise<number>;
  /** Stops after the message in hand; resolves when the worker has stopped. */
  stop(): Promise<void>;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** What an SMTP failure means for the message (RFC 5321 reply codes). */
export function outcomeOf(error: unknown, attempts: number, nowMs: number): SendOutcome {
  const { code, responseCode, command } = (error ?? {}) as { code?: string; responseCode?: number; command?: string };
  const message = errorText(error);
  // The server refused the recipient for good: a hard bounce.
  if (responseCode !== undefined && responseCode >= 500 && (command === 'RCPT TO' || code === 'EENVELOPE')) return { status: 'bounced', error: message };
  // Nothing reached the server, or it asked to try later: safe to send again.
  const notSent = code === 'ECONNECTION' || code === 'EDNS' || code === 'EAUTH' || (responseCode !== undefined && responseCode >= 400 && responseCode < 500);
  if (notSent) {
    return attempts + 1 >= maxAttempts
      ? { status: 'failed', error: message }
      : { status: 'queued', error: message, notBefore: new Date(nowMs + retryAfterMs).toISOString() };
  }
  if (responseCode !== undefined && responseCode >= 500) return { status: 'failed', error: message };
  // The connection broke after the message may have been taken: it may have arrived; never send it again.
  return { status: 'unknown', error: message };
}

export function createSendQueue(deps: SendQueueDeps): SendQueue {
  const { db, logger, config } = deps;
  const now = () => (deps.clock ?? Date.now)();
  const claim = randomBytes(12).toString('hex');
  const { ratePerSecond } = config.mailing;
  const built = new Map<number, Promise<BuiltNewsletter | null>>();
  let transport: Transporter | undefined;
  let nextSlot = 0;

  const sender = config.contactNotifyFrom ?? config.contactNotifyEmail ?? `no-reply@${new URL(config.siteUrl).hostname}`;

  const senderAddress = /<([^>]+)>/.exec(sender)?.[1] ?? sender;
  const companyOf = () =>
    loadCompanySettings(db).then(
      (answer) => answer.settings,
      () => firstRunCompanySettings,
    );

  async function transporter(): Promise<Transporter> {
    if (transport) return transport;
    const { default: nodemailer } = await import('nodemailer');
    const url = new URL(config.smtpUrl!);
    url.searchParams.set('pool', 'true');
    url.searchParams.set('maxConnections', '1');
    transport = nodemailer.createTransport(url.href);
    return transport;
  }

  function newsletterEmail(id: number): Promise<BuiltNewsletter | null> {
    let email = built.get(id);
    if (!email) {
      email = (async () => {
        const newsletter = await findNewsletter(db, id);
        if (!newsletter) return null;
        const company = await loadCompanySettings(db).then(
          (answer) => answer.settings,
          () => firstRunCompanySettings,
        );
        // Links go through the counted redirect only when the owner turned click counting on.
        const { countClicks } = await getNewsletterSettings(db);
        const body = await emailBody(db, newsletter, config.siteUrl, { countClicks, now: new Date(now()).toISOString() });
        return buildNewsletter(newsletter.subject, body, company, config.siteUrl);
      })();
      email.catch(() => built.delete(id));
      built.set(id, email);
    }
    return email;
  }

  /** Waits for this process's next slot under the configured rate. */
  async function throttle(): Promise<void> {
    const wait = nextSlot - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    nextSlot = Math.max(nextSlot, Date.now()) + 1000 / ratePerSecond;
  }

  async function sendOne(row: ClaimedSend): Promise<SendOutcome> {
    if (await isSuppressed(db, row.email)) return { status: 'skipped', error: 'suppressed' };
    // A sequence's step: skipped when its person left the sequence after it was queued (docs/product/sequences.md#who-is-in-a-sequence).
    const step = row.enrolmentId === null ? null : await sequenceEmailOf(db, { enrolmentId: row.enrolmentId, stepId: row.stepId }, companyOf, config.siteUrl);
    if (row.enrolmentId !== null && !step) return { status: 'skipped', error: 'left the sequence' };
    const email = step ? step.built : row.newsletterId === null ? null : await newsletterEmail(row.newsletterId);
    if (!email) return { status: 'failed', error: 'the newsletter no longer exists' };
    const unsubscribe = `${config.siteUrl}${unsubscribePath(row.manageToken)}${row.newsletterId === null ? '' : `?n=${row.newsletterId}`}`;
    const preferences = `${config.siteUrl}${preferencesPath(row.manageToken)}`;
    const { html, text } = personalize(email, { unsubscribe, preferences });
    await throttle();
    try {
      await (
        await transporter()
      ).sendMail({
        from: step?.senderName ? { name: step.senderName, address: senderAddress } : sender,
        to: row.email,
        // The provider's event webhook names the message by it (docs/product/subscriptions.md#provider-events).
        messageId: sendMessageId(row.id, claim, new URL(config.siteUrl).hostname),
        subject: email.subject,
        html,
        text,
        // Gmail's and Yahoo's bulk-sender rules: one-click unsubscribe (RFC 8058) and a mailto.
        headers: {
          'List-Unsubscribe': `<${unsubscribe}>, <mailto:${sender}?subject=${encodeURIComponent(`unsubscribe ${row.manageToken}`)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
        ...(config.mailing.dkim ? { dkim: config.mailing.dkim } : {}),
      });
      return { status: 'sent' };
    } catch (error) {
      return outcomeOf(error, row.attempts, now());
    }
  }

  async function runOnce(): Promise<number> {
    if (!config.smtpUrl) return 0;
    const nowIso = new Date(now()).toISOString();
    for (const id of await dueNewsletters(db, nowIso)) await queueNewsletter(db, id, nowIso);
    await queueDueSteps(db, now(), config.siteTimeZone);
    await markStaleSendsUnknown(db, new Date(now() - config.mailing.claimTimeoutMs).toISOString());
    const rows = await claimSends(db, claim, Math.max(1, Math.min(20, Math.ceil(ratePerSecond))), nowIso);
    const settled: { id: number; outcome: SendOutcome }[] = [];
    for (const row of rows) {
      const outcome = await sendOne(row);
      settled.push({ id: row.id, outcome });
      if (outcome.status === 'bounced') await suppressAddress(db, row.email, 'bounce', new Date(now()).toISOString());
      if (outcome.status !== 'sent') logger.warn({ sendId: row.id, status: outcome.status, error: outcome.error }, 'newsletter message not sent');
    }
    if (settled.length > 0) await settleSends(db, claim, settled, new Date(now()).toISOString());
    await finishNewsletters(db, new Date(now()).toISOString());
    return rows.length;
  }

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const loop = () => {
    running = runOnce()
      .catch((error: unknown) => {
        logger.warn({ err: { message: errorText(error) } }, 'the send queue failed a round');
        return 0;
      })
      .then((settled) => {
        if (!stopped) timer = setTimeout(loop, settled > 0 ? 0 : idleMs);
      });
  };

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      transport?.close();
    },
    ...{ start: loop },
  } as SendQueue & { start(): void };
}

/** Starts the worker (without SMTP_URL it does nothing each round); call `stop()` before closing the database. */
export function startSendQueue(deps: SendQueueDeps): SendQueue {
  const queue = createSendQueue(deps) as SendQueue & { start(): void };
  queue.start();
  return queue;
}
