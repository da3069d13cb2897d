/** `POST /api/subscribe` (docs/product/api.md#subscriptions): 202 with the same message for every address. */
import type { RequestHandler } from 'express';
import { subscribeCopy } from '#content/subscriptions.ts';
import { HttpError } from '../errors.server.ts';
import { subscribe, type SubscribeDeps } from '../subscriptions/subscribe.server.ts';

export function subscribeHandler(deps: SubscribeDeps): RequestHandler {
  return async (req, res) => {
    const outcome = await subscribe(deps, req.body);
    if (outcome.kind === 'invalid') throw new HttpError(400, outcome.errors[0]!.message, { errors: outcome.errors });
    res.status(202).json({ message: subscribeCopy.accepted });
  };
}
