/**
 * Email alerts for new leads, set in the dashboard (admin only). The transport
 * stays SMTP_URL (and the webhook, CONTACT_NOTIFY_WEBHOOK, is unchanged).
 *
 * - `GET /api/admin/lead-alerts`: `{enabled, recipients, emailConfigured, webhookConfigured}`; before the first
 *   save, on when CONTACT_NOTIFY_EMAIL is set, with it as the recipient.
 * - `PUT /api/admin/lead-alerts`: `{enabled, recipients}` (at most 10 addresses; at least one when enabled).
 * - `POST /api/admin/lead-alerts/test`: one test email to the saved recipients (409 without SMTP_URL or
 *   recipients, 502 when the server refuses it).
 */
import type { RequestHandler } from 'express';
import Joi from 'joi';
import type { Logger } from 'pino';
import type { Database } from '#database/db.server.ts';
import { getLeadAlertSettings, saveLeadAlertSettings, type LeadAlertSettings } from '#database/lead-alerts.server.ts';
import type { Config } from '../config.server.ts';
import { loadCompanySettings } from '../company/company-settings.server.ts';
import { sendTestAlert } from '../contacts/notify.server.ts';
import { HttpError } from '../errors.server.ts';
import { validate } from '../validation/validate.ts';

const settingsBody = Joi.object({
  enabled: Joi.boolean().strict().required(),
  recipients: Joi.array()
    .items(Joi.string().trim().lowercase().max(254).email({ tlds: false, minDomainSegments: 2 }))
    .max(10)
    .unique()
    .required()
    .when('enabled', { is: true, then: Joi.array().min(1) }),
}).required();

const settingsWording = { whole: 'the alert settings', fieldsOf: 'the alert settings' };

interface LeadAlertDeps {
  db: Database;
  logger: Logger;
  config: Pick<Config, 'siteUrl' | 'smtpUrl' | 'contactNotifyEmail' | 'contactNotifyFrom' | 'contactNotifyWebhook'>;
}

export function adminLeadAlertHandlers({ db, logger, config }: LeadAlertDeps) {
  async function current(): Promise<LeadAlertSettings> {
    return (
      (await getLeadAlertSettings(db)) ?? {
        enabled: Boolean(config.contactNotifyEmail),
        recipients: config.contactNotifyEmail ? [config.contactNotifyEmail] : [],
      }
    );
  }
  const describe = (settings: LeadAlertSettings) => ({
    ...settings,
    emailConfigured: Boolean(config.smtpUrl),
    webhookConfigured: Boolean(config.contactNotifyWebhook),
  });

  const show: RequestHandler = async (_req, res) => {
    res.json(describe(await current()));
  };

  const save: RequestHandler = async (req, res) => {
    const settings = validate<LeadAlertSettings>(settingsBody, req.body, settingsWording);
    await saveLeadAlertSettings(db, settings);
    res.json(describe(settings));
  };

  const test: RequestHandler = async (_req, res) => {
    const { recipients } = await current();
    if (!config.smtpUrl) throw new HttpError(409, 'Email is not set up on the server (SMTP_URL), so no test can be sent.');
    if (recipients.length === 0) throw new HttpError(409, 'Add at least one recipient and save first.');
    try {
      await sendTestAlert(config, recipients, (await loadCompanySettings(db)).settings);
    } catch (error) {
      logger.warn({ err: { message: error instanceof Error ? error.message : String(error) } }, 'test lead alert failed');
      throw new HttpError(502, 'The mail server did not accept the test email. Check SMTP_URL.');
    }
    res.json({ sent: recipients.length });
  };

  return { show, save, test };
}
