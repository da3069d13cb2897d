/**
 * Picking a time on a form's thank-you page (docs/product/booking.md#one-flow): replaces the link to /book with
 * the free times offered to the lead (its owner's first), in the visitor's own zone, and books with the lead's
 * token, never asking for the details again. The confirmation replaces the picker and takes the focus. A time
 * taken meanwhile (409) refreshes the times; a failed request keeps the choice for another try; a second press
 * while one booking is on its way does nothing.
 */
import { inlineBookingText as text, manageCallText } from '#content/booking.ts';
import type { BookingCreated, Slot } from '#shared/booking.ts';
import { callApi } from '../api/api-client.ts';
import type { ClientIsland } from '../registry.ts';
import { callTime, timesByDay, visitorZone, zoneLabel, type TimesOfDay } from './inline-times.ts';

type Attributes = Record<string, string | boolean>;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Attributes = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) element.setAttribute(name, '');
    else if (value !== false) element.setAttribute(name, value);
  }
  element.append(...children);
  return element;
}

const pathOf = (url: string) => new URL(url, location.href).pathname;

/** The booked call: its time in the visitor's zone, who holds it and how, the invitation and the manage link. */
function confirmation(created: BookingCreated, zone: string, id: string, mailSent: boolean): { done: HTMLElement; said: string } {
  const when = `${callTime(created.start, zone)} (${text.yourZone(zoneLabel(zone, Date.parse(created.start)))})`;
  const done = el(
    'div',
    { class: 'inline-booking-done card', tabindex: '-1', 'aria-labelledby': `${id}-booked` },
    el('h3', { id: `${id}-booked` }, text.bookedHeading),
    el('p', { class: 'lead' }, el('time', { datetime: created.start }, when)),
    el('p', { class: 'book-where' }, created.where),
    el('p', {}, mailSent ? text.mailSent : text.keepThis),
    el(
      'p',
      { class: 'inline-booking-actions' },
      el('a', { class: 'button button-primary', href: pathOf(created.icsUrl) }, manageCallText.addToCalendar),
      el('a', { href: pathOf(created.manageUrl) }, text.manage),
    ),
  );
  return { done, said: `${text.bookedHeading}: ${when}. ${created.where}` };
}

/** The picker's form, hidden until the times are in: the zone, the day, the day's times, a message and the button. */
function pickerForm(id: string) {
  const parts = {
    message: el('p', { class: 'inline-booking-message', tabindex: '-1', hidden: true }),
    daySelect: el('select', { id: `${id}-day`, class: 'text-field' }),
    legend: el('legend'),
    list: el('ul'),
    zoneNote: el('p', { class: 'book-zone' }),
    button: el('button', { type: 'submit', class: 'button button-primary' }, text.book),
  };
  const form = el(
    'form',
    { class: 'inline-booking-form card', hidden: true, 'aria-label': text.heading },
    parts.zoneNote,
    el('div', { class: 'form-field' }, el('label', { for: `${id}-day` }, text.day), parts.daySelect),
    el('fieldset', { class: 'book-times' }, parts.legend, parts.list),
    parts.message,
    parts.button,
  );
  return { form, ...parts };
}

function startInlineBooking(element: HTMLElement, { leadToken, mailSent }: { leadToken: string; mailSent: boolean }, id: string): void {
  const link = element.querySelector<HTMLElement>('.inline-booking-link');
  const none = element.querySelector<HTMLElement>('.inline-booking-none');
  const status = element.querySelector<HTMLElement>('.inline-booking-status');
  const announce = element.querySelector<HTMLElement>('.inline-booking-announce');
  if (!link || !none || !status || !announce) return;
  const zone = visitorZone();
  let days: TimesOfDay[] = [];
  let busy = false;

  const { form, message, daySelect, legend, list, zoneNote, button } = pickerForm(id);
  // In the box, where the link was (the island's own element takes no space of its own).
  link.after(form);

  const say = (words: string, extra?: Node) => {
    message.replaceChildren(words, ...(extra ? [' ', extra] : []));
    message.hidden = false;
    message.focus();
  };
  /** The token is no longer good: the booking page, where the details are given again, is the way on. */
  const expired = (takeFocus: boolean) => {
    link.hidden = true;
    form.hidden = true;
    status.replaceChildren(text.expired, ' ', el('a', { href: '/book' }, text.bookingPage));
    // The button pressed has gone with the picker: the words that replace it take the focus.
    status.tabIndex = -1;
    if (takeFocus) status.focus();
  };
  const chosen = () => form.querySelector<HTMLInputElement>('input[name="start"]:checked')?.value;

  const showDay = (index: number, keep?: string) => {
    const day = days[index];
    if (!day) return;
    legend.textContent = text.timesOn(day.label);
    list.replaceChildren(
      ...day.times.map((time, position) => {
        const inputId = `${id}-start-${position}`;
        const input = el('input', { type: 'radio', name: 'start', id: inputId, value: time.start, checked: time.start === keep });
        return el('li', {}, input, el('label', { for: inputId }, time.label));
      }),
    );
  };

  const showTimes = (slots: Slot[], keep?: string) => {
    days = timesByDay(slots, zone);
    if (days.length === 0) {
      element.querySelector('.inline-booking-as')?.remove();
      form.hidden = true;
      link.hidden = true;
      none.hidden = false;
      return;
    }
    zoneNote.textContent = text.zone(zoneLabel(zone, Date.now()));
    const keptDay = keep ? days.findIndex((day) => day.times.some((time) => time.start === keep)) : -1;
    const shownDay =
      keptDay >= 0
        ? keptDay
        : Math.max(
            0,
            days.findIndex((day) => day.label === daySelect.selectedOptions[0]?.dataset.label),
          );
    daySelect.replaceChildren(
      ...days.map((day, index) =>
        el('option', { value: String(index), 'data-label': day.label, selected: index === shownDay }, `${day.label} (${text.times(day.times.length)})`),
      ),
    );
    showDay(shownDay, keep);
    link.hidden = true;
    form.hidden = false;
  };

  /** The free times; false when they could not be read (the link to /book stays). */
  const loadTimes = async (keep?: string): Promise<boolean> => {
    try {
      const answer = await callApi<{ slots: Slot[] }>('GET', `/api/booking/slots?leadToken=${encodeURIComponent(leadToken)}`);
      if (answer.ok) {
        showTimes(answer.data.slots, keep);
        return true;
      }
      if (answer.errors.some((error) => error.field === 'leadToken')) {
        expired(false);
        return false;
      }
    } catch {
      // No answer at all: the link to the booking page still works.
    }
    status.textContent = text.loadFailed;
    link.hidden = false;
    return false;
  };

  const confirm = (created: BookingCreated) => {
    const { done, said } = confirmation(created, zone, id, mailSent);
    element.querySelector('.inline-booking-as')?.remove();
    form.replaceWith(done);
    status.textContent = '';
    announce.textContent = said;
    done.focus();
  };

  daySelect.addEventListener('change', () => showDay(Number(daySelect.value)));

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy) return;
    const start = chosen();
    if (!start) {
      say(text.chooseFirst);
      return;
    }
    busy = true;
    button.disabled = true;
    button.textContent = text.booking;
    message.hidden = true;
    try {
      const answer = await callApi<BookingCreated>('POST', '/api/booking', { leadToken, start });
      if (answer.ok) return confirm(answer.data);
      if (answer.status === 409 || answer.errors.some((error) => error.field === 'start')) {
        await loadTimes(answer.status === 409 ? undefined : start);
        say(answer.status === 409 ? text.taken : answer.message);
      } else if (answer.errors.some((error) => error.field === 'leadToken')) {
        expired(true);
      } else {
        say(answer.status === 429 ? answer.message : text.failed);
      }
    } catch {
      say(text.offline);
    } finally {
      busy = false;
      button.disabled = false;
      button.textContent = text.book;
    }
  });

  status.textContent = text.loading;
  void loadTimes().then((loaded) => {
    if (loaded) status.textContent = '';
  });
}

/** Listed in the +client.ts of the thank-you pages (islands/registry.ts). */
export const inlineBookingIsland = { name: 'InlineBooking', start: startInlineBooking } satisfies ClientIsland<'InlineBooking'>;
