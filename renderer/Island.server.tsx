/**
 * Server side of an island: rendered as its own React root (so a React-hydrated
 * island's useId values match), props kept as inert JSON in a data attribute.
 * The browser side is the island's entry in the page's +client.ts
 * (docs/decisions/002-islands-bring-their-own-client-code.md).
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';

interface IslandProps<P extends object> {
  /** Key of the island's client module in the page's +client.ts. */
  name: string;
  component: ComponentType<P>;
  /** Unique on the page; also the React identifierPrefix. */
  id: string;
  props: P;
}

export function Island<P extends object>({ name, component: Component, id, props }: IslandProps<P>) {
  const html = renderToString(<Component {...props} />, { identifierPrefix: `${id}-` });
  return (
    <div
      className="island"
      data-island={name}
      data-island-id={id}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
