/**
 * `POST /api/guides/{id}/request` (docs/product/api.md#guides): 202 with the same message for every address; 404
 * for a guide the site does not have; 400 naming each bad field.
 */
import type { RequestHandler } from 'express';
import { guideCopy } from '#content/guides.ts';
import { HttpError } from '../errors.server.ts';
import { requestGuide, type GuideDeps } from '../guides/request-guide.server.ts';
import { pathId } from '../validation/rules.ts';

export function guideRequestHandler(deps: GuideDeps): RequestHandler {
  return async (req, res) => {
    const outcome = await requestGuide(deps, pathId(req.params.id), req.body);
    if (outcome.kind === 'no-guide') throw new HttpError(404, 'Guide not found');
    if (outcome.kind === 'invalid') throw new HttpError(400, outcome.errors[0]!.message, { errors: outcome.errors });
    res.status(202).json({ message: guideCopy.accepted });
  };
}
