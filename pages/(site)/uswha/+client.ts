// https://vike.dev/client: the member-program page's islands.
import { startContactForm } from '#islands/contact/contact-form.client.ts';
import { islandNames } from '#islands/names.ts';
import { startNav } from '#islands/nav/nav.client.ts';
import { mountIslands } from '#renderer/mount-islands.client.ts';

mountIslands({
  [islandNames.nav]: startNav,
  [islandNames.contactForm]: startContactForm,
});
