/** For islands with React state: hydrate the server-rendered root in place. */
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandStarter } from '#islands/registry.ts';

export function hydrateReact<P extends object>(Component: ComponentType<P>): IslandStarter<P> {
  return (element, props, id) => {
    hydrateRoot(element, <Component {...props} />, { identifierPrefix: `${id}-` });
  };
}
