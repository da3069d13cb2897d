/** Speed to lead's admin routes (admin-lead-routing.server.ts), mounted by the lead routes of index.server.ts. */
import { createLimiter } from '../rate-limit.server.ts';
import { adminLeadRoutingHandlers } from './admin-lead-routing.server.ts';
import type { Routes } from './index.server.ts';

/** Webhook resends a minute per client address. */
export const resendsPerMinute = 10;

export function mountLeadRouting({ api, deps, allow, signedIn, signIn }: Routes): void {
  const webhook = { db: deps.db, logger: deps.logger, url: deps.config.contactNotifyWebhook, clock: deps.clock };
  const routing = adminLeadRoutingHandlers({ db: deps.db, audit: signIn.audit, siteTimeZone: deps.config.siteTimeZone, webhook, userOf: signedIn });
  api.get('/admin/lead-routing', allow('settings.manage'), routing.show);
  api.put('/admin/lead-routing', allow('settings.manage'), routing.save);
  api.post('/admin/lead-routing/rules', allow('settings.manage'), routing.addRule);
  api.delete('/admin/lead-routing/rules{/:id}', allow('settings.manage'), routing.removeRule);
  api.get('/admin/lead-webhook', allow('settings.manage'), routing.showWebhook);
  api.put('/admin/lead-webhook', allow('settings.manage'), routing.saveWebhook);
  api.post('/admin/lead-webhook/secret', allow('settings.manage'), routing.newSecret);
  // Each resend is a request to the receiver now: a few a minute per client address, so that neither a
  // stuck button nor a script makes the site hammer it (docs/product/leads.md#webhook).
  const resendLimit = createLimiter(
    { name: 'webhook-resend', windowMs: 60_000, limit: resendsPerMinute, message: 'Too many resends. Wait a minute and try again.' },
    deps,
  );
  api.post('/admin/lead-webhook/deliveries/:id/resend', allow('settings.manage'), resendLimit, routing.resend);
}
