/**
 * The guard in front of every /api/admin call: mounted before any route or
 * body parsing, so without a valid session nothing else runs (fail closed).
 */
import type { RequestHandler } from 'express';
import { HttpError } from '../errors.server.ts';
import { currentUser, type SessionDeps } from './session.server.ts';

export function requireAdmin(deps: SessionDeps): RequestHandler {
  return async (req, res, next) => {
    res.set('Cache-Control', 'no-store');
    const user = await currentUser(req, deps);
    if (!user) return next(new HttpError(401, 'Authentication required'));
    next();
  };
}
