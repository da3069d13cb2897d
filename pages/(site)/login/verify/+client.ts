// https://vike.dev/client: the second step's forms.
import { secondFactorFormIsland } from '#islands/second-factor/second-factor.client.ts';
import { mountIslands } from '#renderer/mount-islands.client.ts';

mountIslands(secondFactorFormIsland);
