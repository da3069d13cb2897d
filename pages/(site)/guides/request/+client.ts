// https://vike.dev/client: the guide page is plain HTML forms; no island of its own.
import { mountIslands } from '#renderer/mount-islands.client.ts';

mountIslands();
