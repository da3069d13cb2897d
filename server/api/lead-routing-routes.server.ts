/** Speed to lead's admin routes (admin-lead-routing.server.ts), mounted by the lead routes of index.server.ts. */
import { adminLeadRoutingHandlers } from './admin-lead-routing.server.ts';
import type { Routes } from './index.server.ts';

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
  api.post('/admin/lead-webhook/deliveries/:id/resend', allow('settings.manage'), routing.resend);
}
