/**
 * No visitor-facing text mentions configuration or working notes (docs/product/booking.md#honest-copy): every public
 * page, the booking pages in each state of a call, the thank-you pages and the not-found page, without email set
 * on the server (the state a fresh site starts in).
 */
import { expect } from 'chai';
import { postJson, request } from '../helpers/http.ts';
import { postBooking, startBookingApp, visitor, type BookingTestApp } from '../helpers/booking.ts';
import { marketingPaths } from '../helpers/marketing-pages.ts';
import { exampleInputs } from '../helpers/revenue-check.ts';
import { postContact, validContact } from '../helpers/contacts.ts';
import { inlineBookingText } from '#content/booking.ts';

const forbidden = ['set up', 'configured', 'not yet checked'];

/** The words a visitor reads: the page without its scripts, styles and tags, with entities for spaces and quotes undone. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&#x27;|&#39;|&rsquo;/g, '’')
    .replace(/\s+/g, ' ');
}

describe('Public pages say nothing about configuration', () => {
  let context: BookingTestApp;
  before(async () => {
    context = await startBookingApp();
  });
  after(() => context.app.close());

  async function publicPaths(): Promise<string[]> {
    const sitemap = await request(`${context.app.url}/sitemap.xml`);
    expect(sitemap.status).to.equal(200);
    const listed = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    const manage = async (start: string) => {
      const booked = await postBooking(context, { ...visitor, start });
      expect(booked.status, booked.text).to.equal(201);
      return new URL(booked.body.manageUrl as string).pathname;
    };
    const active = await manage('2030-01-08T10:00:00Z');
    const cancelled = await manage('2030-01-08T11:00:00Z');
    await postJson(`${context.app.url}/api/booking/${cancelled.split('/').pop()}/cancel`, {}, { headers: context.headers });
    const query = new URLSearchParams(Object.fromEntries(Object.entries(exampleInputs).map(([key, value]) => [key, String(value)])));
    // A lead that came with its booking token: the thank-you pages offer its times (the picker's link and words).
    const sent = await postContact(context.app, validContact, context.headers);
    await context.app.db('contacts').update({ created_at: new Date(context.now.ms).toISOString() });
    const lead = `lead=${sent.body.leadToken}`;
    return [
      `/thank-you?${lead}`,
      `/revenue-check/thank-you?${query}&${lead}`,
      ...new Set([...marketingPaths, ...listed]),
      active,
      `${active}?booked=1`,
      cancelled,
      '/book?cancelled=1',
      `/revenue-check/thank-you?${query}`,
      '/login',
      '/no-such-page',
    ];
  }

  it('answers every page without "set up", "configured" or "not yet checked"', async () => {
    const paths = await publicPaths();
    expect(paths.length).to.be.greaterThan(15);
    for (const path of paths) {
      const page = await request(`${context.app.url}${path}`);
      expect(page.status, path).to.be.oneOf([200, 404]);
      const text = visibleText(page.text).toLowerCase();
      for (const phrase of forbidden) expect(text, `${path} says "${phrase}"`).not.to.include(phrase);
      if (path.includes('lead=')) expect(text, path).to.include('booking as dana whitfield');
    }
  });

  it('gives the thank-you pages’ time picker no such words either (its text is drawn in the browser)', () => {
    const words = Object.values(inlineBookingText)
      .map((entry) => (typeof entry === 'function' ? (entry as (value: never) => string)('…' as never) : entry))
      .join(' ')
      .toLowerCase();
    for (const phrase of forbidden) expect(words).not.to.include(phrase);
  });
});
