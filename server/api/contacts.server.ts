/** `POST /api/contacts`: a contact message from the form island (JSON), or an analysis request from the revenue check. */
import type { RequestHandler } from 'express';
import type { ContactInput } from '#shared/contact-fields.ts';
import type { RevenueCheckInputs } from '#shared/revenue-check.ts';
import { validateContact } from '../contacts/contact-schema.ts';
import { clientAttribution } from '../contacts/lead-attribution.ts';
import { submitContact, type SubmitContactDeps } from '../contacts/submit-contact.server.ts';
import { HttpError } from '../errors.server.ts';
import { checkRevenueCheckInputs } from '../revenue-check/revenue-check-schema.ts';
import { runRevenueCheck, storedOf } from '../revenue-check/revenue-check.server.ts';
import { subscribeIfTicked, takeSubscribeOption, withSubscribeOption } from '../subscriptions/subscribe-option.server.ts';
import type { Checked } from '../validation/validate.ts';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type WithRevenueCheck = ContactInput & { revenueCheckInputs: RevenueCheckInputs | null };

/**
 * The message's fields and, when sent, `revenueCheck: {inputs}` checked together, so a 400 names every
 * invalid field (`revenueCheck.inputs.denialRate`). Only the inputs are taken: the server computes the figures.
 */
function validateWithRevenueCheck(revenueCheck: unknown): (body: unknown) => Checked<WithRevenueCheck> {
  return (body) => {
    const contact = validateContact(body);
    let inputs: Checked<RevenueCheckInputs | null> = { ok: true, value: null };
    if (revenueCheck !== undefined) {
      if (!isPlainObject(revenueCheck) || !Object.keys(revenueCheck).every((key) => key === 'inputs')) {
        inputs = { ok: false, errors: [{ field: 'revenueCheck', message: 'Send the revenue check as {"inputs": {...}}.' }] };
      } else {
        const checked = checkRevenueCheckInputs(revenueCheck.inputs);
        const prefixed = (field: string) => (field === 'body' ? 'revenueCheck.inputs' : `revenueCheck.inputs.${field}`);
        inputs = checked.ok ? checked : { ok: false, errors: checked.errors.map((error) => ({ ...error, field: prefixed(error.field) })) };
      }
    }
    if (!contact.ok || !inputs.ok) return { ok: false, errors: [...(contact.ok ? [] : contact.errors), ...(inputs.ok ? [] : inputs.errors)] };
    return { ok: true, value: { ...contact.value, revenueCheckInputs: inputs.value } };
  };
}

export function createContact(deps: SubmitContactDeps): RequestHandler {
  return async (req, res) => {
    // The form island adds `attribution` beside the fields; it is read on its own, never validated with them.
    // The revenue check adds `revenueCheck: {inputs}`, validated with them.
    let body: unknown = req.body;
    let attribution: unknown;
    let revenueCheck: unknown;
    if (isPlainObject(body)) ({ attribution, revenueCheck, ...body } = body);
    // The "also send me the newsletter" box: `subscribe: true` starts the double opt-in once the message is taken.
    const { body: fields, option } = takeSubscribeOption(body, 'json');
    const outcome = await submitContact(
      deps,
      fields,
      withSubscribeOption(validateWithRevenueCheck(revenueCheck), option),
      () => clientAttribution(attribution),
      async ({ revenueCheckInputs }) => (revenueCheckInputs ? storedOf(await runRevenueCheck(deps.db, revenueCheckInputs)) : null),
    );
    if (outcome.kind === 'invalid') {
      throw new HttpError(400, 'Some fields of the contact message are not valid.', { errors: outcome.errors });
    }
    if (outcome.kind === 'stored') {
      const page = clientAttribution(attribution).sentFrom ?? '/';
      await subscribeIfTicked(deps, option.ok && option.value, outcome.value.email, revenueCheck === undefined ? 'contact' : 'revenue-check', page);
    }
    // A filled honeypot gets the same status and shape with no id: the site's own
    // client reads no field of the answer, and an invented id could later be
    // quoted to support and sent someone looking for a lead that never existed.
    // `leadToken` books a call for this lead without the details again (docs/product/api.md#booking).
    res.status(201).json(outcome.kind === 'stored' ? { id: outcome.id, leadToken: outcome.leadToken } : { id: null, leadToken: null });
  };
}
