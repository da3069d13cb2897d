/** The security page's passkey list holds state (editing, adding), so it hydrates React (decision 002). */
import { hydrateReact } from '#renderer/hydrate-react.client.tsx';
import type { ClientIsland } from '../../registry.ts';
import { PasskeyManager } from './PasskeyManager.tsx';

/** Listed in the security page's +client.ts (islands/registry.ts). */
export const passkeyManagerIsland = { name: 'PasskeyManager', start: hydrateReact(PasskeyManager) } satisfies ClientIsland<'PasskeyManager'>;
