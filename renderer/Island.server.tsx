/**
 * Server side of an island: rendered as its own React root (so a React-hydrated
 * island's useId values match), props kept as inert JSON in a data attribute.
 * `name` and the props' type come from islands/registry.ts; the browser side is the
 * island's client descriptor, listed in the page's +client.ts
 * (docs/decisions/002-islands-bring-their-own-client-code.md).
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { IslandName, IslandRegistry } from '#islands/registry.ts';

interface IslandProps<N extends IslandName> {
  name: N;
  component: ComponentType<NoInfer<IslandRegistry[N]>>;
  /** Unique on the page; also the React identifierPrefix. */
  id: string;
  props: NoInfer<IslandRegistry[N]>;
}

export function Island<N extends IslandName>({ name, component: Component, id, props }: IslandProps<N>) {
  const html = renderToString(<Component {...props} />, { identifierPrefix: `${id}-` });
  return <div className="island" data-island={name} data-island-id={id} data-props={JSON.stringify(props)} dangerouslySetInnerHTML={{ __html: html }} />;
}
