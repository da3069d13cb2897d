/**
 * The booking's routes outside the API (docs/product/booking.md): the invitation and each person's feed as
 * `.ics`, and the forms of `/book` and the manage page without JavaScript. A form that fails renders its page
 * again with the message and the visitor's values (like the contact form's, contact-form-route.server.ts);
 * one that succeeds answers 303 to the page that shows the result.
 */
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { findBooking, listUpcomingCalls } from '#database/bookings.server.ts';
import { feedOwner } from '#database/calendar-feeds.server.ts';
import { bookPath, manageBookingPath, type BookingFormState } from '#shared/booking.ts';
import { patientDetailsConfirmField, patientDetailsIn } from '#shared/patient-details.ts';
import { firstRunCompanySettings } from '#content/company.ts';
import { loadCompanySettings } from '../company/company-settings.server.ts';
import { mailConfigured } from '../mail/account-mail.server.ts';
import { toHttpError } from '../errors.server.ts';
import { renderHtml, sendRendered } from '../pages.server.ts';
import type { LimitStore } from '../rate-limit.server.ts';
import { requireUtf8Body } from '../utf8-body.server.ts';
import { formPageAttribution } from '../contacts/lead-attribution.ts';
import { bookingEvent } from './booking-event.server.ts';
import { leadOfToken, type TokenLead } from './booking-lead.server.ts';
import { bookingLimiters } from './booking-limiter.server.ts';
import { validateBooking } from './booking-schema.ts';
import { bookCall, cancelByToken, hashToken, rescheduleByToken, type BookingDeps } from './booking-service.server.ts';
import { callPlaceOf } from './call-place.server.ts';
import { downloadableEvent, feed } from './ics.ts';
import { subscribeIfTicked, takeSubscribeOption, withSubscribeOption } from '../subscriptions/subscribe-option.server.ts';

const formFields = ['start', 'fullName', 'email', 'company', 'phone', 'note', 'leadToken', 'subscribe'] as const;

function keptValues(body: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of formFields) {
    const value = (body as Record<string, unknown> | undefined)?.[name];
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/** The form's fields as the API takes them: empty optional fields are not given. */
function bookingBody(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([name, value]) => name !== 'leadToken' && name !== 'subscribe' && !(['phone', 'note'].includes(name) && value.trim() === ''),
    ),
  );
}

async function renderWith(req: Request, res: Response, deps: BookingDeps, path: string, state: BookingFormState, status: number): Promise<void> {
  const result = await renderHtml(req, deps.config.siteUrl, { ...bookingPageContext(deps), bookingForm: state }, path);
  if (!result) throw new Error(`No page at ${path} to show the booking form on`);
  sendRendered(res, { ...result, status }, 'no-store');
}

/** What the booking pages' data hooks read (pages/(site)/book/booking-page.server.ts). */
export function bookingPageContext(deps: Pick<BookingDeps, 'db' | 'config' | 'clock'>) {
  return { db: deps.db, bookingClock: deps.clock ?? Date.now, siteTimeZone: deps.config.siteTimeZone, bookingMailSent: mailConfigured(deps.config) };
}

const calendarType = 'text/calendar; charset=utf-8';

export function bookingFormRoutes(deps: BookingDeps & LimitStore): Router {
  const { siteUrl } = deps.config;
  const router = Router();
  const limits = bookingLimiters(deps);
  const form = [requireUtf8Body('urlencoded'), express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 })];

  const companyOf = () =>
    loadCompanySettings(deps.db).then(
      (answer) => answer.settings,
      () => firstRunCompanySettings,
    );

  const invite: RequestHandler = async (req, res, next) => {
    const booking = await findBooking(deps.db, { token_hash: hashToken(String(req.params.token)) });
    if (!booking) return next();
    const where = await callPlaceOf(deps.db, booking);
    const ics = downloadableEvent(bookingEvent(booking, await companyOf(), `${siteUrl}${manageBookingPath(String(req.params.token))}`, where));
    res.set({ 'Content-Type': calendarType, 'Content-Disposition': 'attachment; filename="free-assessment-call.ics"', 'Cache-Control': 'no-store' }).send(ics);
  };

  const personalFeed: RequestHandler = async (req, res, next) => {
    const userId = await feedOwner(deps.db, hashToken(String(req.params.token)));
    if (userId === null) return next();
    const company = await companyOf();
    const calls = await listUpcomingCalls(deps.db, new Date((deps.clock ?? Date.now)() - 30 * 24 * 60 * 60_000).toISOString(), userId);
    const bookings = await Promise.all(calls.map((call) => findBooking(deps.db, { id: call.id })));
    const events = await Promise.all(
      bookings.flatMap((booking) => (booking ? [callPlaceOf(deps.db, booking).then((where) => bookingEvent(booking, company, undefined, where))] : [])),
    );
    res.set({ 'Content-Type': calendarType, 'Cache-Control': 'no-store' }).send(feed(`Assessment calls (${company.name})`, events));
  };

  const book: RequestHandler = async (req, res) => {
    const values = keptValues(req.body);
    // Sent from a form's thank-you: the lead's token stands for the details (docs/product/booking.md#one-flow).
    let lead: TokenLead | undefined;
    if (values.leadToken !== undefined) {
      const { leadToken, ...rest } = values;
      try {
        lead = await leadOfToken(deps.db, leadToken, (deps.clock ?? Date.now)());
      } catch (error) {
        return renderWith(req, res, deps, bookPath, { values: rest, errors: [], formError: toHttpError(error).message }, 400);
      }
      Object.assign(values, lead.details, { phone: values.phone || lead.details.phone || '' });
    }
    // The unticked "also send me the newsletter" box (server/subscriptions/subscribe-option.server.ts).
    const { option } = takeSubscribeOption(req.body, 'form');
    const checked = withSubscribeOption(validateBooking, option)(bookingBody(values));
    if (!checked.ok) return renderWith(req, res, deps, bookPath, { values, errors: checked.errors }, 400);
    // A note that looks like it holds patient details: the form again with a warning, unless "send it anyway" is ticked.
    const confirmed = (req.body as Record<string, unknown>)[patientDetailsConfirmField] === 'yes';
    const patientDetails = confirmed ? [] : patientDetailsIn(checked.value.note ?? '');
    if (patientDetails.length > 0) return renderWith(req, res, deps, bookPath, { values, errors: [], patientDetails }, 200);
    try {
      const created = await bookCall(deps, checked.value, formPageAttribution(bookPath), lead);
      await subscribeIfTicked(deps, option.ok && option.value, checked.value.email, 'booking', bookPath);
      res.redirect(303, `${manageBookingPath(created.token)}?booked=1`);
    } catch (error) {
      const httpError = toHttpError(error);
      if (httpError.status >= 500) throw error;
      res.set(httpError.headers);
      await renderWith(req, res, deps, bookPath, { values, errors: httpError.errors ?? [], formError: httpError.message }, httpError.status);
    }
  };

  /** Cancel or reschedule from the manage page; a failure shows that page again with the message. */
  const change =
    (action: 'cancel' | 'reschedule'): RequestHandler =>
    async (req, res) => {
      const token = String(req.params.token);
      try {
        if (action === 'cancel') {
          await cancelByToken(deps, token);
          return res.redirect(303, `${bookPath}?cancelled=1`);
        }
        await rescheduleByToken(deps, token, String((req.body as Record<string, unknown>).start ?? ''));
        res.redirect(303, `${manageBookingPath(token)}?moved=1`);
      } catch (error) {
        const httpError = toHttpError(error);
        if (httpError.status >= 500 || httpError.status === 404) throw error;
        await renderWith(
          req,
          res,
          deps,
          manageBookingPath(token),
          { values: keptValues(req.body), errors: httpError.errors ?? [], formError: httpError.message },
          httpError.status,
        );
      }
    };

  router.get('/book/manage/:token/invite.ics', invite);
  router.get('/calendar/:token.ics', personalFeed);
  router.post(bookPath, ...form, limits.book, book);
  router.post('/book/manage/:token/cancel', ...form, limits.change, change('cancel'));
  router.post('/book/manage/:token/reschedule', ...form, limits.change, change('reschedule'));
  return router;
}
