/** What the subscription tests share: a subscriber confirmed through the real links, the send queue run to the end. */
import { createLogger } from '#server/logger.server.ts';
import { createSendQueue } from '#server/subscriptions/send-queue.server.ts';
import type { TestApp } from './app.ts';
import { postJson, request } from './http.ts';
import { decoded, type SmtpSink } from './smtp-sink.ts';
import { validSettings } from './company.ts';
import { callJson } from './http.ts';

/** The confirmation link's path in a message. */
export const confirmPathIn = (raw: string) => /\/subscribe\/confirm\/[\w-]{43}/.exec(decoded(raw))![0];

/** Subscribes `email` through the API and follows the link in the email it gets; answers the confirmation's status. */
export async function subscribeAndConfirm(app: TestApp, sink: SmtpSink, email: string, topics?: string[]): Promise<number> {
  const before = sink.received.length;
  const answer = await postJson(`${app.url}/api/subscribe`, { email, ...(topics ? { topics } : {}) });
  if (answer.status !== 202) throw new Error(`subscribe answered ${answer.status} ${answer.text}`);
  const mail = await sink.mailTo(email, before);
  return (await request(`${app.url}${confirmPathIn(mail.raw)}`)).status;
}

/** Saves the company's details with a postal address (required before any newsletter goes out). */
export async function savePostalAddress(app: TestApp, cookie: string): Promise<void> {
  const saved = await callJson(`${app.url}/api/admin/settings`, 'PUT', cookie, validSettings);
  if (saved.status !== 200) throw new Error(`settings answered ${saved.status} ${saved.text}`);
}

/** Runs the app's send queue until nothing is left to send. */
export async function drainSendQueue(app: TestApp): Promise<void> {
  const queue = createSendQueue({ db: app.db, logger: createLogger('silent'), config: app.config });
  try {
    while ((await queue.runOnce()) > 0);
  } finally {
    await queue.stop();
  }
}
