/** The audit page holds application state (lists, forms), so it hydrates React (decision 002). */
import { hydrateReact } from '#renderer/hydrate-react.client.tsx';
import type { ClientIsland } from '../../registry.ts';
import { AuditPage } from './AuditPage.tsx';

/** Listed in /dashboard/audit's +client.ts (islands/registry.ts). */
export const auditPageIsland = { name: 'AuditPage', start: hydrateReact(AuditPage) } satisfies ClientIsland<'AuditPage'>;
