// https://vike.dev/client: the booking form's island (the navigation comes with mountIslands).
import { bookingFormIsland } from '#islands/booking/booking-form.client.ts';
import { mountIslands } from '#renderer/mount-islands.client.ts';

mountIslands(bookingFormIsland);
