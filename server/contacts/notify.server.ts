/**
 * Tells the company a new lead arrived by email (SMTP_URL + the dashboard's alert recipients or
 * CONTACT_NOTIFY_EMAIL), and its owner when it waits past the response target. The webhook
 * (CONTACT_NOTIFY_WEBHOOK) is ../leads/lead-webhook.server.ts. Runs after the lead is stored and never
 * delays or fails the visitor's request.
 *
 * The notification carries only the lead's id, subject, time and a link to
 * the dashboard, never the visitor's name, address, phone or message: webhooks
 * and email travel through systems outside our control, and a visitor may
 * have typed patient health information despite the notice by the form.
 */
import type { Logger } from 'pino';
import { firstRunCompanySettings } from '#content/company.ts';
import type { CompanySettings } from '#shared/company-settings.ts';
import type { Config } from '../config.server.ts';
import { brandedEmail } from '../mail/branded-email.server.ts';

export interface NewContactNotice {
  id: number;
  subject: string;
  createdAt: string;
}

type NotifyConfig = Pick<Config, 'siteUrl' | 'smtpUrl' | 'contactNotifyEmail' | 'contactNotifyFrom'>;

export function dashboardUrl(siteUrl: string): string {
  return `${siteUrl}/dashboard`;
}

/**
 * nodemailer is loaded when the first email goes out, not at start: it was the largest module the
 * server loaded, and a process that sends no email never needs it (cold start: docs/decisions/040-cold-start.md).
 */
const mailer = async () => (await import('nodemailer')).default;

/** The sender: CONTACT_NOTIFY_FROM, else CONTACT_NOTIFY_EMAIL, else the first recipient. */
const senderOf = (config: NotifyConfig, to: string[]) => config.contactNotifyFrom ?? config.contactNotifyEmail ?? to[0];

/** The new-lead email, or with `overdue` the reminder that it waits past the response target. */
async function sendEmail(config: NotifyConfig, notice: NewContactNotice, to: string[], company: CompanySettings, overdue = false): Promise<void> {
  const heading = overdue ? `Lead #${notice.id} is waiting for an answer` : `New website lead #${notice.id}`;
  const email = await brandedEmail(company, config.siteUrl, {
    heading,
    paragraphs: [
      overdue
        ? `The contact message #${notice.id} ("${notice.subject}"), which arrived at ${notice.createdAt}, has had no note or status change within the response target.`
        : `A new contact message (#${notice.id}, "${notice.subject}") arrived at ${notice.createdAt}.`,
    ],
    action: { label: 'Read it in the dashboard', url: dashboardUrl(config.siteUrl) },
    note: 'The message itself is not included here, to keep visitor details out of email.',
  });
  const transport = (await mailer()).createTransport(config.smtpUrl);
  try {
    await transport.sendMail({
      from: senderOf(config, to),
      to,
      subject: `${heading}: ${notice.subject}`,
      ...email,
    });
  } finally {
    transport.close();
  }
}

/** Only what helps an operator, never request data: the error's code and message. */
function describeError(error: unknown): { code?: unknown; message: string } {
  const cause = (error as { cause?: { code?: unknown } })?.cause;
  return { code: cause?.code ?? (error as { code?: unknown })?.code, message: error instanceof Error ? error.message : String(error) };
}

/**
 * Starts the configured email and returns at once. The returned
 * promise settles when it has been sent (tests wait on it); it never rejects.
 * `emailTo` is the dashboard's alert setting (an empty list: alerts off); without
 * one, CONTACT_NOTIFY_EMAIL receives the email. `company` (the dashboard's settings) brands it.
 */
export function notifyNewContact(
  config: NotifyConfig,
  logger: Logger,
  notice: NewContactNotice,
  emailTo?: string[],
  company: CompanySettings = firstRunCompanySettings,
): Promise<void> {
  const tasks: [string, () => Promise<void>][] = [];
  const recipients = emailTo ?? (config.contactNotifyEmail ? [config.contactNotifyEmail] : []);
  if (config.smtpUrl && recipients.length > 0) tasks.push(['email', () => sendEmail(config, notice, recipients, company)]);
  return Promise.all(
    tasks.map(([channel, run]) =>
      run().catch((error: unknown) => logger.warn({ contactId: notice.id, channel, err: describeError(error) }, 'contact notification failed')),
    ),
  ).then(() => undefined);
}

/** The overdue reminder to the lead's owner (or the alert recipients); rejects when it cannot be sent. */
export async function sendOverdueEmail(config: NotifyConfig, notice: NewContactNotice, to: string[], company: CompanySettings): Promise<void> {
  if (!config.smtpUrl || to.length === 0) return;
  await sendEmail(config, notice, to, company, true);
}

/** The dashboard's "Send a test": one email through SMTP_URL to `to`; rejects when it cannot be sent. */
export async function sendTestAlert(config: NotifyConfig, to: string[], company: CompanySettings = firstRunCompanySettings): Promise<void> {
  if (!config.smtpUrl) throw new Error('SMTP_URL is not set');
  const email = await brandedEmail(company, config.siteUrl, {
    heading: 'Test: new website lead alerts',
    paragraphs: [
      'This is a test of the new-lead alerts set in the dashboard.',
      'Each new lead will be announced like this, with its number, subject and a link to the dashboard.',
    ],
    action: { label: 'Open the dashboard', url: dashboardUrl(config.siteUrl) },
  });
  const transport = (await mailer()).createTransport(config.smtpUrl);
  try {
    await transport.sendMail({
      from: senderOf(config, to),
      to,
      subject: 'Test: new website lead alerts',
      ...email,
    });
  } finally {
    transport.close();
  }
}
