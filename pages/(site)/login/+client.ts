// https://vike.dev/client: the login page's islands, and a toast carried over (e.g. "Logged out successfully").
import { startLoginForm } from '#islands/login/login.client.ts';
import { islandNames } from '#islands/names.ts';
import { startNav } from '#islands/nav/nav.client.ts';
import { showFlashedToast } from '#islands/toast/flash.ts';
import { mountIslands } from '#renderer/mount-islands.client.ts';

mountIslands({
  [islandNames.nav]: startNav,
  [islandNames.login]: startLoginForm,
});
showFlashedToast();
