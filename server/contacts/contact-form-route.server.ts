/**
 * `POST /contact` (docs/product/contact.md#without-javascript): the contact
 * forms without JavaScript. Success: 303 to /thank-you (with the lead's booking token). Invalid or rate limited: the page
 * the form came from (its hidden `source` field, not the Referer), rendered
 * again with the messages and the visitor's values, never from the render cache.
 */
import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import type { ContactFormState } from '#shared/contact-form-state.ts';
import { patientDetailsConfirmField, patientDetailsIn } from '#shared/patient-details.ts';
import { toHttpError } from '../errors.server.ts';
import { requireUtf8Body } from '../utf8-body.server.ts';
import { renderHtml, sendRendered } from '../pages.server.ts';
import { contactFieldNames, contactSources, thankYouPath, type ContactSource } from '#shared/contact-fields.ts';
import { contactLimiter } from './contact-limiter.server.ts';
import { formPageAttribution } from './lead-attribution.ts';
import { validateContactForm } from './contact-schema.ts';
import { submitContact, type SubmitContactDeps } from './submit-contact.server.ts';
import type { LimitStore } from '../rate-limit.server.ts';
import { subscribeIfTicked, takeSubscribeOption, withSubscribeOption } from '../subscriptions/subscribe-option.server.ts';
import { subscribeOptionField, subscribeOptionTicked } from '#shared/subscriptions.ts';

function sourceOf(body: unknown): ContactSource {
  const source = (body as { source?: unknown } | undefined)?.source;
  return typeof source === 'string' && Object.hasOwn(contactSources, source) ? (source as ContactSource) : 'home';
}

/** The visitor's own text, to put back in the fields (React escapes it). */
function keptValues(body: unknown): ContactFormState['values'] {
  const values: ContactFormState['values'] = {};
  for (const name of contactFieldNames) {
    const value = (body as Record<string, unknown> | undefined)?.[name];
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/** Whether the visitor ticked "also send me the newsletter", to keep the tick on a form sent back. */
const ticked = (body: unknown) => (body as Record<string, unknown> | undefined)?.[subscribeOptionField] === subscribeOptionTicked;

async function renderForm(req: Request, res: Response, siteUrl: string, state: ContactFormState, status: number): Promise<void> {
  const result = await renderHtml(req, siteUrl, { contactForm: state }, contactSources[state.source]);
  if (!result) throw new Error(`No page to re-render the contact form on (${state.source})`);
  sendRendered(res, { ...result, status }, 'no-store');
}

export function contactFormRoutes(deps: SubmitContactDeps & LimitStore): Router {
  const { siteUrl } = deps.config;
  const router = Router();

  const receive: RequestHandler = async (req, res) => {
    const { [patientDetailsConfirmField]: confirmed, ...withOption } = (req.body ?? {}) as Record<string, unknown>;
    const { body, option } = takeSubscribeOption(withOption, 'form');
    // A valid message with what looks like patient details: the form again with a warning, unless the visitor
    // ticked "send it anyway". An invalid one gets its field messages first (submitContact).
    const checked = confirmed === 'yes' ? null : validateContactForm(body);
    const patientDetails = checked?.ok ? patientDetailsIn(checked.value.message) : [];
    const subscribe = ticked(req.body);
    if (patientDetails.length > 0)
      return renderForm(req, res, siteUrl, { source: sourceOf(body), values: keptValues(body), errors: [], patientDetails, subscribe }, 200);
    const validate = withSubscribeOption(validateContactForm, option);
    const outcome = await submitContact(deps, body, validate, (value) => formPageAttribution(contactSources[value.source]));
    if (outcome.kind === 'invalid') {
      const state = { source: sourceOf(req.body), values: keptValues(req.body), errors: outcome.errors, subscribe };
      return renderForm(req, res, siteUrl, state, 400);
    }
    if (outcome.kind === 'stored')
      await subscribeIfTicked(deps, option.ok && option.value, outcome.value.email, 'contact', contactSources[outcome.value.source]);
    // The lead's booking token rides along: the thank-you page then books the call without the details again.
    res.redirect(303, outcome.kind === 'stored' ? `${thankYouPath}?lead=${outcome.leadToken}` : thankYouPath);
  };

  const rateLimited: ErrorRequestHandler = async (error, req, res, next) => {
    const httpError = toHttpError(error);
    if (httpError.status !== 429) return next(error);
    res.set(httpError.headers);
    const state = { source: sourceOf(req.body), values: keptValues(req.body), errors: [], formError: httpError.message, subscribe: ticked(req.body) };
    await renderForm(req, res, siteUrl, state, 429);
  };

  router.post(
    '/contact',
    requireUtf8Body('urlencoded'),
    // Five short fields and a 5,000-character message, percent-encoded, fit well within 64 KB.
    express.urlencoded({ extended: false, limit: '64kb', parameterLimit: 20 }),
    contactLimiter(deps),
    receive,
    rateLimited,
  );
  return router;
}
