/** What the sequence tests share: an app whose clock the test moves, that sends through a sink, and the queue's rounds. */
import { saveResponseSettings } from '#database/lead-routing.server.ts';
import { createLogger } from '#server/logger.server.ts';
import { createSendQueue } from '#server/subscriptions/send-queue.server.ts';
import type { BusinessHours } from '#shared/business-hours.ts';
import { signIn, startTestApp, type TestApp } from './app.ts';
import { randomClientIp } from './contacts.ts';
import type { SmtpSink } from './smtp-sink.ts';
import { admin, savePostalAddress } from './subscriptions.ts';

/** Every day, every hour. */
export const alwaysOpen: BusinessHours = { days: [1, 2, 3, 4, 5, 6, 7], start: '00:00', end: '24:00' };

export interface SequenceApp {
  app: TestApp;
  cookie: string;
  now: { ms: number };
  headers: Record<string, string>;
  /** The send queue's rounds at the app's time, until nothing is left to send now. */
  rounds(): Promise<void>;
  call(method: string, path: string, body?: unknown): ReturnType<typeof admin>;
}

/** Tuesday 2030-01-08, 10:00 UTC. */
export const tuesdayMorning = Date.parse('2030-01-08T10:00:00Z');

export async function withSequenceApp(sink: SmtpSink, hours: BusinessHours, test: (t: SequenceApp) => Promise<void>, startMs = tuesdayMorning): Promise<void> {
  const now = { ms: startMs };
  const app = await startTestApp(
    {
      SITE_URL: 'https://www.example.com',
      SMTP_URL: sink.url,
      CONTACT_NOTIFY_FROM: 'news@example.com',
      SEND_RATE_PER_SECOND: '1000',
      SITE_TIME_ZONE: 'UTC',
      TRUST_PROXY: '1',
    },
    { clock: () => now.ms },
  );
  try {
    let cookie = await signIn(app);
    await savePostalAddress(app, cookie);
    await saveResponseSettings(app.db, { responseTargetMinutes: 60, businessHours: hours });
    const rounds = async () => {
      const queue = createSendQueue({ db: app.db, logger: createLogger('silent'), config: app.config, clock: () => now.ms });
      try {
        while ((await queue.runOnce()) > 0);
      } finally {
        await queue.stop();
      }
    };
    // The test moves the clock by hours and days: a lapsed session signs in again.
    const call = async (method: string, path: string, body?: unknown) => {
      const answer = await admin(app, cookie, method, path, body);
      if (answer.status !== 401) return answer;
      cookie = await signIn(app);
      return admin(app, cookie, method, path, body);
    };
    await test({ app, cookie, now, rounds, headers: { 'x-forwarded-for': randomClientIp() }, call });
  } finally {
    await app.close();
  }
}

/** A sequence of two steps on `trigger`: the first at once, the second an hour after. */
export const twoSteps = (trigger: string, extra: Record<string, unknown> = {}) => ({
  name: `Follow-up on ${trigger}`,
  trigger,
  active: true,
  steps: [
    { delayMinutes: 0, subject: `First of ${trigger}`, html: '<p>Thank you.</p>' },
    { delayMinutes: 60, subject: `Second of ${trigger}`, html: '<p>One more thing.</p>' },
  ],
  ...extra,
});

/** The subjects the sink received from index `from` on. */
export const subjectsSince = (sink: SmtpSink, from: number) => sink.received.slice(from).map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? '');
