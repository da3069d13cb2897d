// The client entry of a page drawn from the database: the navigation, and the islands its sections hold.
import { mountIslandsOnDemand } from '#renderer/mount-islands-on-demand.client.ts';
import { siteIslandLoaders } from './site-island-loaders.ts';

mountIslandsOnDemand(siteIslandLoaders);
