/**
 * The plain email a visitor gets with their own revenue check figures after asking for the analysis
 * (docs/product/revenue-check.md#the-analysis-request), only with SMTP_URL set. No patient information was
 * asked for; the figures never go to the logs (a failure logs the lead number and the error only).
 */
import type { Logger } from 'pino';
import { revenueCheckDisplay, revenueCheckEmail } from '#content/revenue-check.ts';
import type { CompanySettings } from '#shared/company-settings.ts';
import { computeRevenueCheck, type StoredRevenueCheckV2 } from '#shared/revenue-check.ts';
import type { Config } from '../config.server.ts';

type MailConfig = Pick<Config, 'smtpUrl' | 'contactNotifyEmail' | 'contactNotifyFrom'>;

export async function sendRevenueCheckSummary(
  config: MailConfig,
  logger: Logger,
  lead: { id: number; fullName: string; email: string },
  check: StoredRevenueCheckV2,
  company: CompanySettings,
): Promise<void> {
  if (!config.smtpUrl) return;
  try {
    const result = computeRevenueCheck(check.inputs, check.assumptions);
    const { subject, text } = revenueCheckEmail(company.name, lead.fullName, revenueCheckDisplay(result, check.assumptions));
    const nodemailer = (await import('nodemailer')).default;
    const transport = nodemailer.createTransport(config.smtpUrl);
    try {
      await transport.sendMail({ from: config.contactNotifyFrom ?? config.contactNotifyEmail ?? company.email, to: lead.email, subject, text });
    } finally {
      transport.close();
    }
  } catch (error) {
    // The error's code only: a mail server's message may quote the visitor's address.
    logger.warn({ contactId: lead.id, err: { code: (error as { code?: unknown } | undefined)?.code } }, 'revenue check summary email failed');
  }
}
