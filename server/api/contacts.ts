/** `POST /api/contacts`: a contact message from the form island (JSON). */
import type { RequestHandler } from 'express';
import { validateContact } from '../contacts/contact-schema.ts';
import { submitContact, type SubmitContactDeps } from '../contacts/submit-contact.server.ts';
import { HttpError } from '../errors.server.ts';

export function createContact(deps: SubmitContactDeps): RequestHandler {
  return async (req, res) => {
    const outcome = await submitContact(deps, req.body, validateContact);
    if (outcome.kind === 'invalid') {
      throw new HttpError(400, 'Some fields of the contact message are not valid.', { errors: outcome.errors });
    }
    // A filled honeypot gets the same status and shape with no id: the site's own
    // client reads no field of the answer, and an invented id could later be
    // quoted to support and sent someone looking for a lead that never existed.
    res.status(201).json({ id: outcome.kind === 'stored' ? outcome.id : null });
  };
}
