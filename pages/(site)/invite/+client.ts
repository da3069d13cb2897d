// https://vike.dev/client: the invitation page's islands.
import { startInviteForm } from '#islands/invite/invite.client.ts';
import { islandNames } from '#islands/names.ts';
import { startNav } from '#islands/nav/nav.client.ts';
import { mountIslands } from '#renderer/mount-islands.client.ts';

mountIslands({
  [islandNames.nav]: startNav,
  [islandNames.invite]: startInviteForm,
});
