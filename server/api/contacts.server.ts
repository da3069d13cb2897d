/** `POST /api/contacts`: a contact message from the form island (JSON). */
import type { RequestHandler } from 'express';
import { validateContact } from '../contacts/contact-schema.ts';
import { clientAttribution } from '../contacts/lead-attribution.ts';
import { submitContact, type SubmitContactDeps } from '../contacts/submit-contact.server.ts';
import { HttpError } from '../errors.server.ts';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function createContact(deps: SubmitContactDeps): RequestHandler {
  return async (req, res) => {
    // The form island adds `attribution` beside the fields; it is read on its own, never validated with them.
    let body: unknown = req.body;
    let attribution: unknown;
    if (isPlainObject(body)) ({ attribution, ...body } = body);
    const outcome = await submitContact(deps, body, validateContact, () => clientAttribution(attribution));
    if (outcome.kind === 'invalid') {
      throw new HttpError(400, 'Some fields of the contact message are not valid.', { errors: outcome.errors });
    }
    // A filled honeypot gets the same status and shape with no id: the site's own
    // client reads no field of the answer, and an invented id could later be
    // quoted to support and sent someone looking for a lead that never existed.
    res.status(201).json({ id: outcome.kind === 'stored' ? outcome.id : null });
  };
}
