/** The security page holds state across steps (setup, codes), so it hydrates React (decision 002). */
import { hydrateReact } from '#renderer/hydrate-react.client.tsx';
import type { ClientIsland } from '../../registry.ts';
import { SecuritySettings } from './SecuritySettings.tsx';

/** Listed in the security page's +client.ts (islands/registry.ts). */
export const securitySettingsIsland = { name: 'SecuritySettings', start: hydrateReact(SecuritySettings) } satisfies ClientIsland<'SecuritySettings'>;
