/**
 * A page's client entry (+client.ts) calls mountIslands with the islands it uses; it starts each
 * `[data-island]` element the server rendered with its own starter, so a page ships only their code.
 * The navigation is on every page (Layout.tsx), so it is always included and entries list only the rest.
 */
import type { AnyClientIsland, IslandStarter } from '#islands/registry.ts';
import { navIsland } from '#islands/nav/nav.client.ts';

/** Starts the islands not started yet; `reportMissing`: say in development when one has no starter here. */
export function startIslands(islands: AnyClientIsland[], reportMissing: boolean): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    if (element.dataset.islandStarted !== undefined) continue;
    const island = islands.find((candidate) => candidate.name === element.dataset.island);
    if (!island) {
      // The page's markup has an island its +client.ts does not list. test/browser/islands.test.ts
      // catches this for every page of the build; while developing, say so in the console.
      if (reportMissing && import.meta.env.DEV) console.error(`Island "${element.dataset.island}" has no starter in this page's +client.ts`);
      continue;
    }
    const props: unknown = element.dataset.props ? JSON.parse(element.dataset.props) : {};
    // The server rendered these props from the same registry entry (islands/registry.ts).
    (island.start as IslandStarter<unknown>)(element, props, element.dataset.islandId ?? '');
    // What test/browser/islands.test.ts reads: this element's starter ran.
    element.dataset.islandStarted = '';
  }
}

export function mountIslands(...pageIslands: AnyClientIsland[]): void {
  startIslands([navIsland, ...pageIslands], true);
}
