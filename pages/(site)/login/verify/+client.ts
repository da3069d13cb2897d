// https://vike.dev/client: the second step's forms, and the passkey button when the user has one.
import { passkeySignInIsland } from '#islands/passkey/passkey-sign-in.client.ts';
import { secondFactorFormIsland } from '#islands/second-factor/second-factor.client.ts';
import { mountIslands } from '#renderer/mount-islands.client.ts';

mountIslands(secondFactorFormIsland, passkeySignInIsland);
