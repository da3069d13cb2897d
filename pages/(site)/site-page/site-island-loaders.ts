// The islands any section of a page drawn from the database may hold: each one's code is fetched only
// when the page holds it (renderer/mount-islands-on-demand.client.ts).
import type { IslandLoaders } from '#renderer/mount-islands-on-demand.client.ts';

export const siteIslandLoaders: IslandLoaders = {
  WorkflowStrip: () => import('#islands/workflow/workflow.client.ts').then((module) => module.workflowStripIsland),
  KpiCounters: () => import('#islands/kpis/kpis.client.ts').then((module) => module.kpiCountersIsland),
  PlatformGrid: () => import('#islands/platforms/platforms.client.ts').then((module) => module.platformGridIsland),
  ContactForm: () => import('#islands/contact/contact-form.client.ts').then((module) => module.contactFormIsland),
  RevenueCheck: () => import('#islands/revenue-check/revenue-check.client.ts').then((module) => module.revenueCheckIsland),
};
