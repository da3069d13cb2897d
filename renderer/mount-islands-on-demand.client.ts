/**
 * The client entry of a page drawn from the database, whose sections the marketer chooses: it starts the
 * navigation at once and fetches the code of only the islands the page holds (decision 063).
 */
import type { AnyClientIsland, IslandName } from '#islands/registry.ts';
import { navIsland } from '#islands/nav/nav.client.ts';
import { startIslands } from './mount-islands.client.ts';

export type IslandLoaders = Partial<Record<IslandName, () => Promise<AnyClientIsland>>>;

export function mountIslandsOnDemand(loaders: IslandLoaders): void {
  startIslands([navIsland], false);
  const present = new Set([...document.querySelectorAll<HTMLElement>('[data-island]')].map((element) => element.dataset.island as IslandName));
  const wanted = [...present].flatMap((name) => loaders[name] ?? []);
  if (wanted.length > 0) void Promise.all(wanted.map((load) => load())).then((islands) => startIslands(islands, true));
}
