/**
 * The booking pages once JavaScript runs (docs/product/booking.md#booking): each time, on /book and on the manage
 * page, shows in the visitor's own time zone, labelled (the server's markup shows the site's zone, labelled too),
 * with its date when that differs from the day picked; and on /book a note that looks like it holds patient
 * details warns before it goes (patient-warning.ts). The forms still post: the server does the rest.
 */
import { patientDetailsCopy } from '#content/patient-details.ts';
import { zoneName } from '#shared/zoned-time.ts';
import type { ClientIsland } from '../registry.ts';
import { guardPatientDetails } from '../patient-details/patient-warning.ts';

function visitorZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * The times in `timeZone`: each time choice (a time on another date there than the list's first says its date),
 * the call's own time on the manage page, and the labels that name the zone.
 */
function showTimesIn(element: HTMLElement, timeZone: string): void {
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  const date = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' });
  const full = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  const labels = [...element.querySelectorAll<HTMLLabelElement>('label[data-start]')];
  const firstDate = labels[0] ? date.format(Date.parse(labels[0].dataset.start!)) : '';
  for (const label of labels) {
    const ms = Date.parse(label.dataset.start!);
    label.textContent = date.format(ms) === firstDate ? time.format(ms) : `${date.format(ms)}, ${time.format(ms)}`;
  }
  for (const call of element.querySelectorAll<HTMLTimeElement>('time[data-start][data-format="full"]'))
    call.textContent = full.format(Date.parse(call.dataset.start!));
  const zone = `${zoneName(timeZone, Date.now())} (${timeZone.replace(/_/g, ' ')})`;
  for (const label of element.querySelectorAll<HTMLElement>('[data-booking-zone]'))
    label.textContent = label.closest('fieldset') ? `Times in your time zone: ${zone}` : `(your time zone: ${zone})`;
}

function startBookingForm(element: HTMLElement): void {
  const zone = visitorZone();
  if (zone) showTimesIn(element, zone);
  const form = element.querySelector<HTMLFormElement>('form.book-form');
  const note = form?.querySelector<HTMLTextAreaElement>('textarea[name="note"]');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !note || !button) return;
  const guard = guardPatientDetails(form, note, button, patientDetailsCopy.bookAnyway);
  form.addEventListener('submit', (event) => {
    if (!guard.holds()) return;
    event.preventDefault();
    button.focus();
  });
}

/** Listed in the +client.ts of /book and of the manage page (islands/registry.ts). */
export const bookingFormIsland = { name: 'BookingForm', start: startBookingForm } satisfies ClientIsland<'BookingForm'>;
