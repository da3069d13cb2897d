// https://vike.dev/client: pages that declare no other island get only the navigation.
import { startNav } from '#islands/nav/nav.client.ts';
import { islandNames } from '#islands/names.ts';
import { mountIslands } from '#renderer/mount-islands.client.ts';

mountIslands({ [islandNames.nav]: startNav });
