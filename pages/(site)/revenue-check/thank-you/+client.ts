// https://vike.dev/client: picking a time for the call right here (without this file the page would inherit the
// revenue check's +client.ts, and its island's code, from the folder above).
import { inlineBookingIsland } from '#islands/booking/inline-booking.client.ts';
import { mountIslands } from '#renderer/mount-islands.client.ts';

mountIslands(inlineBookingIsland);
