/**
 * `POST /revenue-check/analysis` (docs/product/revenue-check.md#without-javascript): the analysis request as
 * an HTML form. The same path as the contact form (honeypot, validation, the shared rate limit, storage,
 * notification) with the revenue check's inputs, which the server computes again. Success: 303 to the
 * thank-you page with the inputs in its address. Invalid or rate limited: the revenue check page again,
 * with the visitor's values and the messages, never cached.
 */
import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { analysisCopy, revenueCheckAnalysisPath, revenueCheckPath, revenueCheckThankYouPath } from '#content/revenue-check.ts';
import type { ContactInput } from '#shared/contact-fields.ts';
import type { FieldError } from '#shared/field-error.ts';
import {
  analysisBestTimes,
  revenueCheckQuery,
  revenueCheckTextOf,
  revenueCheckValuesOf,
  type AnalysisBestTime,
  type AnalysisFormState,
} from '#shared/revenue-check-form.ts';
import { revenueCheckFields, type RevenueCheckInputs } from '#shared/revenue-check.ts';
import { contactLimiter } from '../contacts/contact-limiter.server.ts';
import { validateContact } from '../contacts/contact-schema.ts';
import { formPageAttribution } from '../contacts/lead-attribution.ts';
import { submitContact, type SubmitContactDeps } from '../contacts/submit-contact.server.ts';
import { toHttpError } from '../errors.server.ts';
import { renderHtml, sendRendered } from '../pages.server.ts';
import type { LimitStore } from '../rate-limit.server.ts';
import { requireUtf8Body } from '../utf8-body.server.ts';
import type { Checked } from '../validation/validate.ts';
import { checkRevenueCheckInputs } from './revenue-check-schema.ts';
import { runRevenueCheck, storedOf } from './revenue-check.server.ts';
import { subscribeIfTicked, takeSubscribeOption, withSubscribeOption } from '../subscriptions/subscribe-option.server.ts';
import { subscribeOptionField, subscribeOptionTicked } from '#shared/subscriptions.ts';

type AnalysisRequest = ContactInput & { inputs: RevenueCheckInputs };
const contactFields = ['fullName', 'email', 'company', 'phone', 'bestTime'] as const;

const fieldsOf = (body: unknown): Record<string, unknown> => (body && typeof body === 'object' ? (body as Record<string, unknown>) : {});

/** The contact fields as a contact message (subject and message say it is an analysis request), and the inputs. */
function validateAnalysis(body: unknown): Checked<AnalysisRequest> {
  const fields = fieldsOf(body);
  const bestTime = (analysisBestTimes as readonly unknown[]).includes(fields.bestTime) ? (fields.bestTime as AnalysisBestTime) : undefined;
  const contact = validateContact({
    fullName: fields.fullName,
    email: fields.email,
    company: fields.company,
    phone: fields.phone === '' ? null : fields.phone,
    subject: analysisCopy.subject,
    message: analysisCopy.message(analysisCopy.bestTimes[bestTime ?? 'any']),
  });
  const inputs = checkRevenueCheckInputs(revenueCheckValuesOf(revenueCheckTextOf(fields)));
  const errors: FieldError[] = [...(contact.ok ? [] : contact.errors)];
  if (fields.bestTime !== undefined && !bestTime) errors.push({ field: 'bestTime', message: 'Best time to call is not one of the choices.' });
  if (!inputs.ok) errors.push({ field: 'inputs', message: analysisCopy.needResult }, ...inputs.errors);
  if (errors.length > 0 || !contact.ok || !inputs.ok) return { ok: false, errors };
  return { ok: true, value: { ...contact.value, inputs: inputs.value } };
}

async function renderPage(req: Request, res: Response, deps: SubmitContactDeps, state: AnalysisFormState, status: number): Promise<void> {
  const query = new URLSearchParams(revenueCheckTextOf(fieldsOf(req.body)) as Record<string, string>).toString();
  // The page reads the owners' assumptions: it gets the database as the page handler gives it.
  const result = await renderHtml(req, deps.config.siteUrl, { db: deps.db, revenueCheckAnalysis: state }, `${revenueCheckPath}?${query}`);
  if (!result) throw new Error('No page to re-render the analysis request on');
  sendRendered(res, { ...result, status }, 'no-store');
}

/** Whether the visitor ticked "also send me the newsletter", to keep the tick on a form sent back. */
const ticked = (body: unknown) => fieldsOf(body)[subscribeOptionField] === subscribeOptionTicked;

function keptValues(body: unknown): AnalysisFormState['values'] {
  const fields = fieldsOf(body);
  return Object.fromEntries(contactFields.filter((name) => typeof fields[name] === 'string').map((name) => [name, fields[name] as string]));
}

export function analysisFormRoutes(deps: SubmitContactDeps & LimitStore): Router {
  const router = Router();

  const receive: RequestHandler = async (req, res) => {
    const { body, option } = takeSubscribeOption(req.body, 'form');
    const outcome = await submitContact(
      deps,
      body,
      withSubscribeOption(validateAnalysis, option),
      () => formPageAttribution(revenueCheckPath),
      async ({ inputs }) => storedOf(await runRevenueCheck(deps.db, inputs)),
    );
    if (outcome.kind === 'invalid')
      return renderPage(req, res, deps, { values: keptValues(req.body), errors: outcome.errors, subscribe: ticked(req.body) }, 400);
    if (outcome.kind === 'stored') await subscribeIfTicked(deps, option.ok && option.value, outcome.value.email, 'revenue-check', revenueCheckPath);
    const inputs = outcome.kind === 'stored' ? outcome.value.inputs : undefined;
    // The lead's booking token rides along, so the thank-you page books a call without the details again.
    const lead = outcome.kind === 'stored' ? `&lead=${outcome.leadToken}` : '';
    res.redirect(303, inputs ? `${revenueCheckThankYouPath}?${revenueCheckQuery(inputs)}${lead}` : revenueCheckThankYouPath);
  };

  const rateLimited: ErrorRequestHandler = async (error, req, res, next) => {
    const httpError = toHttpError(error);
    if (httpError.status !== 429) return next(error);
    res.set(httpError.headers);
    await renderPage(req, res, deps, { values: keptValues(req.body), errors: [], formError: httpError.message, subscribe: ticked(req.body) }, 429);
  };

  router.post(
    revenueCheckAnalysisPath,
    requireUtf8Body('urlencoded'),
    express.urlencoded({ extended: false, limit: '16kb', parameterLimit: revenueCheckFields.length + contactFields.length + 3 }),
    contactLimiter(deps),
    receive,
    rateLimited,
  );
  return router;
}
