// https://vike.dev/client: the invitation page's islands (the navigation comes with mountIslands).
import { inviteFormIsland } from '#islands/invite/invite.client.ts';
import { mountIslands } from '#renderer/mount-islands.client.ts';

mountIslands(inviteFormIsland);
