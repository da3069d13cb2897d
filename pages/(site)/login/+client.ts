// https://vike.dev/client: the login page's islands, and a toast carried over (e.g. "Logged out successfully").
import { loginFormIsland } from '#islands/login/login.client.ts';
import { passkeySignInIsland } from '#islands/passkey/passkey-sign-in.client.ts';
import { showFlashedToast } from '#islands/toast/flash.ts';
import { mountIslands } from '#renderer/mount-islands.client.ts';

mountIslands(loginFormIsland, passkeySignInIsland);
showFlashedToast();
