/**
 * Role checks for the admin API and pages, from the one permission table in
 * shared/roles.ts. Each admin route names its permission in the route table
 * (server/api/index.server.ts); `requireAdmin` has already refused a request without a
 * session, so a missing user here is a bug and fails closed too.
 */
import type { RequestHandler } from 'express';
import { can, type Permission } from '#shared/roles.ts';
import { HttpError } from '../errors.server.ts';
import { currentUser, type SessionDeps, type SessionUser } from './session.server.ts';

export const forbiddenMessage = 'Your role does not allow this';

export function requirePermission(deps: SessionDeps, permission: Permission): RequestHandler {
  return async (req, _res, next) => {
    const user = await currentUser(req, deps);
    if (!user) return next(new HttpError(401, 'Authentication required'));
    if (!can(user.role, permission)) return next(new HttpError(403, forbiddenMessage));
    next();
  };
}

/** For handlers whose rule depends on the resource (an author's own drafts): 403 unless allowed. */
export function demand(user: SessionUser, permission: Permission, message = forbiddenMessage): void {
  if (!can(user.role, permission)) throw new HttpError(403, message);
}
