// https://vike.dev/client: pages that declare no other island get only the navigation.
import { mountIslands } from '#renderer/mount-islands.client.ts';

mountIslands();
