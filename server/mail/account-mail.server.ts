/**
 * Email about staff accounts, through SMTP_URL: an invitation link, a password
 * reset link. Sent from CONTACT_NOTIFY_FROM, else CONTACT_NOTIFY_EMAIL, else
 * no-reply at the site's host name. The caller decides what a failure means;
 * the message names nothing but the link and what it is for.
 */
import type { Config } from '../config.server.ts';
import type { BrandedEmail } from './branded-email.server.ts';

export type MailConfig = Pick<Config, 'siteUrl' | 'smtpUrl' | 'contactNotifyEmail' | 'contactNotifyFrom'>;

export interface AccountMail {
  to: string;
  subject: string;
  text: string;
  /** The branded HTML alternative and its inline images (branded-email.server.ts). */
  html?: string;
  attachments?: BrandedEmail['attachments'];
  /** A calendar invitation (RFC 5545) sent as the message's text/calendar part (booking emails). */
  icalEvent?: { method: string; filename: string; content: string };
  /** Extra headers (a sequence email's test carries its List-Unsubscribe, pointing at the subscribe page). */
  headers?: Record<string, string>;
}

export function mailConfigured(config: MailConfig): boolean {
  return Boolean(config.smtpUrl);
}

const senderOf = (config: MailConfig) => config.contactNotifyFrom ?? config.contactNotifyEmail ?? `no-reply@${new URL(config.siteUrl).hostname}`;

/** Sends one message; rejects when SMTP_URL is unset or the server refuses it. */
export async function sendAccountMail(config: MailConfig, mail: AccountMail): Promise<void> {
  if (!config.smtpUrl) throw new Error('SMTP_URL is not set');
  // Loaded on the first email, not at start (cold start: docs/decisions/040-cold-start.md).
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport(config.smtpUrl);
  try {
    await transport.sendMail({ from: senderOf(config), ...mail });
  } finally {
    transport.close();
  }
}
