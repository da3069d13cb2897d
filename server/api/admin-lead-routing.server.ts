/**
 * Speed to lead, set by owners (settings.manage; docs/product/leads.md#response-target):
 *
 * - `GET /api/admin/lead-routing`: `{responseTargetMinutes, businessHours: {days, start, end}, timeZone, rules}`.
 * - `PUT /api/admin/lead-routing`: `{responseTargetMinutes, businessHours}`; applies to leads that arrive after it.
 * - `POST /api/admin/lead-routing/rules`: `{subject}` or `{specialty}`, and `userId` (an active sales or owner account); 201 the rule.
 * - `DELETE /api/admin/lead-routing/rules/:id`: 204.
 * - `GET /api/admin/lead-webhook`: `{configured, format, signed, deliveries}` (the 50 newest, without bodies).
 * - `PUT /api/admin/lead-webhook`: `{format: 'standard' | 'slack'}`.
 * - `POST /api/admin/lead-webhook/secret`: a new signing secret, answered once (201 `{secret}`); the old one stops signing.
 * - `POST /api/admin/lead-webhook/deliveries/:id/resend`: sends the message again now (same `webhook-id`), with a new day of
 *   retries; 200 the delivery (still pending while no webhook address is set).
 */
import type { Request, RequestHandler } from 'express';
import Joi from 'joi';
import { addAssignmentRule, deleteAssignmentRule, getResponseSettings, listAssignmentRules, saveResponseSettings } from '#database/lead-routing.server.ts';
import type { Database } from '#database/db.server.ts';
import { findUserById } from '#database/users.server.ts';
import { getWebhookSettings, listDeliveries, requeueDelivery, saveWebhookSettings } from '#database/webhook-deliveries.server.ts';
import { clockTimePattern, responseTargetLimits, type ResponseSettings } from '#shared/business-hours.ts';
import { contactMaxLengths } from '#shared/contact-fields.ts';
import { revenueCheckSpecialties } from '#shared/revenue-check.ts';
import type { AuditLog } from '../audit/audit-log.server.ts';
import type { SessionUser } from '../auth/session.server.ts';
import { HttpError } from '../errors.server.ts';
import { attemptDelivery, generateWebhookSecret, type WebhookDeps } from '../leads/lead-webhook.server.ts';
import { maxId, pathId, text } from '../validation/rules.ts';
import { validate } from '../validation/validate.ts';

const settingsBody = Joi.object({
  responseTargetMinutes: Joi.number().integer().strict().min(responseTargetLimits.min).max(responseTargetLimits.max).required(),
  businessHours: Joi.object({
    days: Joi.array().items(Joi.number().integer().strict().min(1).max(7)).min(1).unique().required(),
    start: Joi.string().pattern(clockTimePattern, 'HH:MM').required(),
    end: Joi.string().pattern(clockTimePattern, 'HH:MM').required(),
  })
    .custom((hours: ResponseSettings['businessHours'], helpers) => (hours.end > hours.start ? hours : helpers.error('any.invalid')))
    .messages({ 'any.invalid': 'Business hours must end after they start.' })
    .required(),
}).required();

/** The settings form's words (islands/dashboard/lead-settings): each refusal names its field as the form labels it. */
const settingsWording = {
  whole: 'the response settings',
  fieldsOf: 'the response settings',
  labels: { responseTargetMinutes: 'Response target', 'businessHours.days': 'Business days', 'businessHours.start': 'Start', 'businessHours.end': 'End' },
  patterns: { 'HH:MM': 'must be a time from 00:00 to 24:00 written HH:MM.' },
};

const ruleBody = Joi.object({
  subject: text(contactMaxLengths.subject),
  specialty: Joi.string().valid(...revenueCheckSpecialties),
  userId: Joi.number().integer().strict().min(1).max(maxId).required(),
})
  .xor('subject', 'specialty')
  .required();

const formatBody = Joi.object({ format: Joi.string().valid('standard', 'slack').required() }).required();

export interface LeadRoutingDeps {
  db: Database;
  audit: AuditLog;
  siteTimeZone: string;
  webhook: WebhookDeps;
  userOf: (req: Request) => Promise<SessionUser>;
}

export function adminLeadRoutingHandlers({ db, audit, siteTimeZone, webhook, userOf }: LeadRoutingDeps) {
  const describe = async () => ({ ...(await getResponseSettings(db)), timeZone: siteTimeZone, rules: await listAssignmentRules(db) });

  const show: RequestHandler = async (_req, res) => {
    res.json(await describe());
  };

  const save: RequestHandler = async (req, res) => {
    const settings = validate<ResponseSettings>(settingsBody, req.body, settingsWording);
    await saveResponseSettings(db, settings);
    await audit.record(req, { actor: await userOf(req), action: 'settings.lead-routing', details: { responseTargetMinutes: settings.responseTargetMinutes } });
    res.json(await describe());
  };

  const addRule: RequestHandler = async (req, res) => {
    const rule = validate<{ subject?: string; specialty?: string; userId: number }>(ruleBody, req.body, {
      whole: 'the rule',
      fieldsOf: 'a rule',
      labels: { userId: 'Person' },
    });
    const user = await findUserById(db, rule.userId);
    if (!user || !user.active || !['sales', 'owner'].includes(user.role)) {
      throw new HttpError(400, 'The person must be an active sales or owner account.', {
        errors: [{ field: 'userId', message: 'The person must be an active sales or owner account.' }],
      });
    }
    const id = await addAssignmentRule(db, { subject: rule.subject ?? null, specialty: rule.specialty ?? null, userId: rule.userId });
    res.status(201).json((await listAssignmentRules(db)).find((stored) => stored.id === id));
  };

  const removeRule: RequestHandler = async (req, res) => {
    if (!(await deleteAssignmentRule(db, pathId(req.params.id)))) throw new HttpError(404, 'Rule not found');
    res.status(204).end();
  };

  const describeWebhook = async () => {
    const settings = await getWebhookSettings(db);
    const deliveries = (await listDeliveries(db, 50)).map(({ body: _body, ...delivery }) => delivery);
    return { configured: Boolean(webhook.url), format: settings.format, signed: settings.secret !== null, deliveries };
  };

  const showWebhook: RequestHandler = async (_req, res) => {
    res.json(await describeWebhook());
  };

  const saveWebhook: RequestHandler = async (req, res) => {
    const { format } = validate<{ format: 'standard' | 'slack' }>(formatBody, req.body, { whole: 'the webhook settings', fieldsOf: 'the webhook settings' });
    await saveWebhookSettings(db, { format });
    res.json(await describeWebhook());
  };

  const newSecret: RequestHandler = async (req, res) => {
    const secret = generateWebhookSecret();
    await saveWebhookSettings(db, { secret });
    await audit.record(req, { actor: await userOf(req), action: 'settings.webhook-secret' });
    res.status(201).json({ secret });
  };

  const resend: RequestHandler = async (req, res) => {
    const id = pathId(req.params.id);
    if (!(await requeueDelivery(db, id, new Date(webhook.clock?.() ?? Date.now())))) throw new HttpError(404, 'Delivery not found');
    await attemptDelivery(webhook, id);
    res.json((await describeWebhook()).deliveries.find((delivery) => delivery.id === id) ?? null);
  };

  return { show, save, addRule, removeRule, showWebhook, saveWebhook, newSecret, resend };
}
