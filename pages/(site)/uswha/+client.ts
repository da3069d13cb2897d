// https://vike.dev/client: the member-program page's islands (the navigation comes with mountIslands).
import { contactFormIsland } from '#islands/contact/contact-form.client.ts';
import { mountIslands } from '#renderer/mount-islands.client.ts';

mountIslands(contactFormIsland);
