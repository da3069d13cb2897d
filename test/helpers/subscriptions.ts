/** What the subscription tests share: a subscriber confirmed through the real links, the send queue run to the end. */
import { generateKeyPairSync } from 'node:crypto';
import { expect } from 'chai';
import { createLogger } from '#server/logger.server.ts';
import { createSendQueue } from '#server/subscriptions/send-queue.server.ts';
import { signIn, startTestApp, type TestApp } from './app.ts';
import { callJson, postJson, request } from './http.ts';
import { decoded, type SmtpSink } from './smtp-sink.ts';
import { validSettings } from './company.ts';

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

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
/** The DKIM key the newsletter tests sign with, and its DNS record. */
export const dkim = {
  privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  record: `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`,
};

/** An app that sends through `sink`, DKIM-signing as example.com; the test gets it and the owner's cookie. */
export async function withNewsletterApp(sink: SmtpSink, test: (app: TestApp, cookie: string) => Promise<void>): Promise<void> {
  const app = await startTestApp({
    SITE_URL: 'https://www.example.com',
    SMTP_URL: sink.url,
    CONTACT_NOTIFY_FROM: 'news@example.com',
    SEND_RATE_PER_SECOND: '1000',
    DKIM_DOMAIN: 'example.com',
    DKIM_SELECTOR: 'site2026',
    DKIM_PRIVATE_KEY: dkim.privateKey.replace(/\n/g, '\\n'),
  });
  try {
    await test(app, await signIn(app));
  } finally {
    await app.close();
  }
}

/** An /api/admin call with the cookie. */
export const admin = (app: TestApp, cookie: string, method: string, path: string, body?: unknown) =>
  callJson(`${app.url}/api/admin${path}`, method, cookie, body);

/** Creates and sends a newsletter and runs the queue to the end; answers its id. */
export async function sendNewsletter(app: TestApp, cookie: string, body: Record<string, unknown>): Promise<number> {
  const created = await admin(app, cookie, 'POST', '/newsletters', body);
  expect(created.status, created.text).to.equal(201);
  expect(created.body.status).to.equal('draft');
  const sent = await admin(app, cookie, 'POST', `/newsletters/${created.body.id}/send`, {});
  expect(sent.status, sent.text).to.equal(202);
  await drainSendQueue(app);
  return created.body.id as number;
}
