// https://vike.dev/client: the islands a page's sections may hold, and picking a time for the call right here.
import { mountIslandsOnDemand } from '#renderer/mount-islands-on-demand.client.ts';
import { siteIslandLoaders } from '../site-page/site-island-loaders.ts';

mountIslandsOnDemand({
  ...siteIslandLoaders,
  InlineBooking: () => import('#islands/booking/inline-booking.client.ts').then((module) => module.inlineBookingIsland),
});
