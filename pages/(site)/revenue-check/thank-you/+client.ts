// https://vike.dev/client: the thank-you page has no island of its own; without this file it would inherit the
// revenue check's +client.ts (and its island's code) from the folder above.
import { mountIslands } from '#renderer/mount-islands.client.ts';

mountIslands();
