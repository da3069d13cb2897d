// https://vike.dev/client: the home page's islands (the navigation comes with mountIslands).
import { contactFormIsland } from '#islands/contact/contact-form.client.ts';
import { kpiCountersIsland } from '#islands/kpis/kpis.client.ts';
import { platformGridIsland } from '#islands/platforms/platforms.client.ts';
import { workflowStripIsland } from '#islands/workflow/workflow.client.ts';
import { mountIslands } from '#renderer/mount-islands.client.ts';

mountIslands(workflowStripIsland, kpiCountersIsland, platformGridIsland, contactFormIsland);
