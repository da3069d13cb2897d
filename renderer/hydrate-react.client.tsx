/** For islands with React state: hydrate the server-rendered root in place. */
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandStarter } from './mount-islands.client.ts';

export function hydrateReact<P extends object>(Component: ComponentType<P>): IslandStarter {
  return (element, props, id) => {
    hydrateRoot(element, <Component {...(props as P)} />, { identifierPrefix: `${id}-` });
  };
}
