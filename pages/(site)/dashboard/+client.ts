// https://vike.dev/client: the dashboard is a React island; a toast carried over ("Login successful").
import { Dashboard } from '#islands/dashboard/Dashboard.tsx';
import { islandNames } from '#islands/names.ts';
import { startNav } from '#islands/nav/nav.client.ts';
import { showFlashedToast } from '#islands/toast/flash.ts';
import { hydrateReact } from '#renderer/hydrate-react.client.tsx';
import { mountIslands } from '#renderer/mount-islands.client.ts';

mountIslands({
  [islandNames.nav]: startNav,
  [islandNames.dashboard]: hydrateReact(Dashboard),
});
showFlashedToast();
