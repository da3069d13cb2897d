/**
 * The leads' background work, checked every minute in every process (docs/product/leads.md): webhook
 * messages whose retry is due, and leads newly overdue, whose owner is alerted once by email and webhook.
 * Each item is claimed by a conditional UPDATE, so however many processes run, each is sent once; nothing
 * waits in a timer that a restart would lose.
 */
import type { Logger } from 'pino';
import type { Database } from '#database/db.server.ts';
import { getLeadAlertSettings } from '#database/lead-alerts.server.ts';
import { claimOverdueAlert, overdueLeadsToAlert, type OverdueLead } from '#database/overdue-leads.server.ts';
import { dueDeliveryIds } from '#database/webhook-deliveries.server.ts';
import type { Config } from '../config.server.ts';
import { loadCompanySettings } from '../company/company-settings.server.ts';
import { dashboardUrl, sendOverdueEmail } from '../contacts/notify.server.ts';
import { attemptDelivery, sendLeadWebhook, type WebhookDeps } from './lead-webhook.server.ts';

export interface LeadSchedulerDeps {
  db: Database;
  logger: Logger;
  config: Pick<Config, 'siteUrl' | 'smtpUrl' | 'contactNotifyEmail' | 'contactNotifyFrom' | 'contactNotifyWebhook'>;
  clock?: () => number;
  checkEveryMs?: number;
}

const webhookDepsOf = (deps: LeadSchedulerDeps): WebhookDeps => ({
  db: deps.db,
  logger: deps.logger,
  url: deps.config.contactNotifyWebhook,
  clock: deps.clock,
});

/** The owner's address; without one, whoever receives the new-lead alerts. */
async function overdueRecipients(deps: LeadSchedulerDeps, lead: OverdueLead): Promise<string[]> {
  if (lead.ownerEmail) return [lead.ownerEmail];
  const settings = await getLeadAlertSettings(deps.db);
  if (settings) return settings.enabled ? settings.recipients : [];
  return deps.config.contactNotifyEmail ? [deps.config.contactNotifyEmail] : [];
}

async function alertOne(deps: LeadSchedulerDeps, lead: OverdueLead): Promise<void> {
  const notice = { id: lead.id, subject: lead.subject, createdAt: lead.createdAt };
  const data = { ...notice, dashboardUrl: dashboardUrl(deps.config.siteUrl), responseDueAt: lead.responseDueAt };
  const company = (await loadCompanySettings(deps.db)).settings;
  await Promise.all([
    sendOverdueEmail(deps.config, notice, await overdueRecipients(deps, lead), company).catch((error: unknown) =>
      deps.logger.warn(
        { contactId: lead.id, channel: 'email', err: { message: error instanceof Error ? error.message : String(error) } },
        'overdue alert failed',
      ),
    ),
    sendLeadWebhook(webhookDepsOf(deps), { type: 'lead.overdue', contactId: lead.id, data }),
  ]);
}

/** Alerts about every lead newly overdue that this process claims; answers their ids. */
export async function alertOverdueLeads(deps: LeadSchedulerDeps): Promise<number[]> {
  const now = new Date(deps.clock?.() ?? Date.now());
  const alerted: number[] = [];
  for (const lead of await overdueLeadsToAlert(deps.db, now)) {
    if (!(await claimOverdueAlert(deps.db, lead.id, now))) continue;
    alerted.push(lead.id);
    await alertOne(deps, lead);
  }
  return alerted;
}

/** Makes every webhook attempt that is due (each in the process that claims it). */
export async function retryDueWebhooks(deps: LeadSchedulerDeps): Promise<void> {
  const now = new Date(deps.clock?.() ?? Date.now());
  for (const id of await dueDeliveryIds(deps.db, now)) await attemptDelivery(webhookDepsOf(deps), id);
}

export async function runLeadSchedule(deps: LeadSchedulerDeps): Promise<void> {
  await alertOverdueLeads(deps);
  await retryDueWebhooks(deps);
}

/** Checks now and then every minute; the answer stops it and waits for a check under way. */
export function startLeadScheduler(deps: LeadSchedulerDeps): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const check = () => {
    running = running.then(() =>
      runLeadSchedule(deps).catch((error: unknown) =>
        deps.logger.error({ err: { message: error instanceof Error ? error.message : String(error) } }, 'lead schedule failed'),
      ),
    );
  };
  check();
  const timer = setInterval(check, deps.checkEveryMs ?? 60_000);
  timer.unref();
  return () => {
    clearInterval(timer);
    return running;
  };
}
