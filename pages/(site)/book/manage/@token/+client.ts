// https://vike.dev/client: the call's times in the visitor's own zone (the navigation comes with mountIslands).
import { bookingFormIsland } from '#islands/booking/booking-form.client.ts';
import { mountIslands } from '#renderer/mount-islands.client.ts';

mountIslands(bookingFormIsland);
