// https://vike.dev/client: the home page's islands.
import { startContactForm } from '#islands/contact/contact-form.client.ts';
import { islandNames } from '#islands/names.ts';
import { startKpiCounters } from '#islands/kpis/kpis.client.ts';
import { startNav } from '#islands/nav/nav.client.ts';
import { startPlatformGrid } from '#islands/platforms/platforms.client.ts';
import { startThemeToggle } from '#islands/theme/theme.client.ts';
import { startWorkflowStrip } from '#islands/workflow/workflow.client.ts';
import { mountIslands } from '#renderer/mount-islands.client.ts';

mountIslands({
  [islandNames.nav]: startNav,
  [islandNames.themeToggle]: startThemeToggle,
  [islandNames.workflowStrip]: startWorkflowStrip,
  [islandNames.kpiCounters]: startKpiCounters,
  [islandNames.platformGrid]: startPlatformGrid,
  [islandNames.contactForm]: startContactForm,
});
