/**
 * The unticked "also send me the newsletter" box of the contact, revenue-check and booking forms
 * (docs/product/subscriptions.md#subscribing). Ticked, the form's address starts the same double opt-in
 * as the subscribe form: a confirmation email, nothing else until confirmed, the consent recorded with the box's
 * exact sentence, the form and its page. Unticked (or left out), nothing about subscriptions changes.
 */
import { subscribeOptionWording } from '#content/subscriptions.ts';
import type { FieldError } from '#shared/field-error.ts';
import { subscribeOptionField, subscribeOptionTicked, subscriptionTopics, type SubscribeForm } from '#shared/subscriptions.ts';
import type { Checked } from '../validation/validate.ts';
import { recordSignUp, type SubscribeDeps } from './subscribe.server.ts';

const invalid: FieldError = { field: subscribeOptionField, message: 'Also send me the newsletter must be true or false.' };

/**
 * Takes the box out of a request's body (the forms' schemas do not know it): JSON sends `true` or `false`, a form
 * "yes" when ticked; absent is unticked. Any other value is an error naming the field.
 */
export function takeSubscribeOption(body: unknown, from: 'json' | 'form'): { body: unknown; option: Checked<boolean> } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { body, option: { ok: true, value: false } };
  const { [subscribeOptionField]: value, ...rest } = body as Record<string, unknown>;
  if (value === undefined) return { body: rest, option: { ok: true, value: false } };
  if (from === 'json') return { body: rest, option: typeof value === 'boolean' ? { ok: true, value } : { ok: false, errors: [invalid] } };
  return { body: rest, option: value === subscribeOptionTicked ? { ok: true, value: true } : { ok: false, errors: [invalid] } };
}

/** A form's validation with the box's: its error joins the others, so a 400 names every bad field at once. */
export function withSubscribeOption<T>(validate: (body: unknown) => Checked<T>, option: Checked<boolean>): (body: unknown) => Checked<T> {
  return (body) => {
    const checked = validate(body);
    if (option.ok) return checked;
    return { ok: false, errors: [...(checked.ok ? [] : checked.errors), ...option.errors] };
  };
}

/**
 * After the form did its own work: a ticked box signs the address up for every topic, pending its confirmation.
 * A failure here is logged, not answered: the message, request or booking itself was taken.
 */
export async function subscribeIfTicked(deps: SubscribeDeps, ticked: boolean, email: string, form: SubscribeForm, page: string): Promise<void> {
  if (!ticked) return;
  await recordSignUp(deps, { email, topics: [...subscriptionTopics], source: page }, form, subscribeOptionWording).catch((error: unknown) =>
    deps.logger.warn({ err: { message: error instanceof Error ? error.message : String(error) }, form }, 'the subscribe box could not be recorded'),
  );
}
