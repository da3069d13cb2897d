// https://vike.dev/client: the revenue check's island (the navigation comes with mountIslands).
import { revenueCheckIsland } from '#islands/revenue-check/revenue-check.client.ts';
import { mountIslands } from '#renderer/mount-islands.client.ts';

mountIslands(revenueCheckIsland);
