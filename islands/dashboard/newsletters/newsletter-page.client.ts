/** A newsletter's page holds application state (the draft, its autosave, the preview), so it hydrates React (decision 002). */
import { hydrateReact } from '#renderer/hydrate-react.client.tsx';
import type { ClientIsland } from '../../registry.ts';
import { NewsletterPage } from './NewsletterPage.tsx';

/** Listed in /dashboard/newsletters/{id}'s +client.ts (islands/registry.ts). */
export const newsletterPageIsland = { name: 'NewsletterPage', start: hydrateReact(NewsletterPage) } satisfies ClientIsland<'NewsletterPage'>;
