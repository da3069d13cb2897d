/**
 * How and where one call happens (docs/product/booking.md#how-the-call-happens), and the words the confirmation
 * page, the emails and the invitation use for it, with the host's display name.
 */
import { getAvailability, getBookingSettings, type Booking } from '#database/bookings.server.ts';
import type { Database } from '#database/db.server.ts';
import { findUserById } from '#database/users.server.ts';
import type { CallPlace } from '#shared/booking.ts';

export interface CallHostAndPlace {
  /** The host's display name, else their user name. */
  hostName: string;
  place: CallPlace;
}

/** By video on the host's link when the company holds calls by video, else by phone on the visitor's number. */
export async function callPlaceOf(db: Database, booking: Pick<Booking, 'userId' | 'phone'>): Promise<CallHostAndPlace> {
  const [settings, availability, host] = await Promise.all([getBookingSettings(db), getAvailability(db, booking.userId), findUserById(db, booking.userId)]);
  const hostName = host?.displayName || host?.username || 'our team';
  if (settings.callMethod === 'video') {
    const url = availability?.videoUrl;
    return { hostName, place: url ? { kind: 'video', url } : { kind: 'video-by-email' } };
  }
  return { hostName, place: booking.phone ? { kind: 'phone', number: booking.phone } : { kind: 'by-email' } };
}

/** One sentence for the visitor: who holds the call and how. */
export function callPlaceSentence({ hostName, place }: CallHostAndPlace): string {
  if (place.kind === 'phone') return `${hostName} will call you on ${place.number}.`;
  if (place.kind === 'video') return `${hostName} will meet you by video: ${place.url}`;
  if (place.kind === 'video-by-email') return `${hostName} will email you the video link before the call.`;
  return `${hostName} will email you to arrange how to talk.`;
}

/** The invitation's LOCATION: the link, or the number called. */
export function callLocation({ place }: CallHostAndPlace): string {
  if (place.kind === 'phone') return `Phone: ${place.number}`;
  if (place.kind === 'video') return place.url;
  if (place.kind === 'video-by-email') return 'Video call (link by email)';
  return 'Arranged by email';
}

/** The same for the host: what they do to hold the call. */
export function staffPlaceSentence({ place }: CallHostAndPlace, visitorEmail: string): string {
  if (place.kind === 'phone') return `Call them on ${place.number}.`;
  if (place.kind === 'video') return `They join your video link: ${place.url}`;
  if (place.kind === 'video-by-email') return `You have no video link in your hours on the Calls page: email them one at ${visitorEmail}.`;
  return `They gave no phone number: email them at ${visitorEmail} to arrange how to talk.`;
}
