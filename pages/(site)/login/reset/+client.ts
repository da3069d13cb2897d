// https://vike.dev/client: the new-password form of a "forgot password" link.
import { resetPasswordFormIsland } from '#islands/password-reset/reset-password.client.ts';
import { mountIslands } from '#renderer/mount-islands.client.ts';

mountIslands(resetPasswordFormIsland);
