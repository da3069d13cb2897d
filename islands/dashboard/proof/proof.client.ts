/** The Proof page holds application state (the list, the editor), so it hydrates React (decision 002). */
import { hydrateReact } from '#renderer/hydrate-react.client.tsx';
import type { ClientIsland } from '../../registry.ts';
import { ProofManager } from './ProofManager.tsx';

/** Listed in /dashboard/proof's +client.ts (islands/registry.ts). */
export const proofManagerIsland = { name: 'ProofManager', start: hydrateReact(ProofManager) } satisfies ClientIsland<'ProofManager'>;
